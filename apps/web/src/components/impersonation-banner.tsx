import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/use-auth';

// Lazy: the banner (antd Alert, the error texts) only matters to an admin acting as a user, and the
// shell around every page must stay light (README "Benchmarks").
const ImpersonationAlert = lazy(() =>
  import('./impersonation-alert').then((module) => ({ default: module.ImpersonationAlert })),
);

/**
 * Shown on every page while an admin acts as another user (issue 6 §1: impersonation replaces
 * the spec's test-ID switch): who is being impersonated, and one click back to the admin.
 */
export function ImpersonationBanner() {
  const { user } = useAuth();
  if (!user?.impersonatedBy) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationAlert name={user.name} email={user.email} />
    </Suspense>
  );
}
