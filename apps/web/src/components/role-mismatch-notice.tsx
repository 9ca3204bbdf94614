import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionRole } from '../lib/api-client';
import { useAuth } from '../lib/use-auth';

// Lazy: the notice (antd Alert and Space) appears only after a role change, and the shell around
// every page must stay light (README "Benchmarks").
const RoleMismatchAlert = lazy(() =>
  import('./role-mismatch-alert').then((module) => ({ default: module.RoleMismatchAlert })),
);

/**
 * Role-mismatch notice (platform.md §4 "role mismatch": offer to update permissions or reload):
 * every guarded response carries the caller's current role (api-client's onSessionRole); when it
 * differs from the role the page's data was loaded under (the me query), the page says so.
 */
export function RoleMismatchNotice() {
  const { user } = useAuth();
  const [sessionRole, setSessionRole] = useState<string | null>(null);
  useEffect(() => {
    const unsubscribe = onSessionRole(setSessionRole);
    return () => {
      unsubscribe();
    };
  }, []);
  if (!user || !sessionRole || sessionRole === user.role) return null;
  return (
    <Suspense fallback={null}>
      <RoleMismatchAlert loaded={user.role} current={sessionRole} />
    </Suspense>
  );
}
