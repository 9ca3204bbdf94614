import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useFeedback } from '../lib/feedback';
import { isLocalHost, useServerMeta } from '../lib/server-meta';
import { useAuth } from '../lib/use-auth';

/** platform.md §2.1: a plain Loading message while authentication is loading. */
export function AuthLoading() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="auth-loading" role="status" className="auth-loading">
      {t('loading')}
    </div>
  );
}

/** The path to come back to after signing in: only same-site paths, never "//host". */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

/** Signed-in routes: loading message, then /login?next=<where the user wanted to go>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signedOut') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}

/** /admin: signed in and admin rights (admin or super_admin); anyone else goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <RequireAuth>{user?.isAdmin ? children : <Navigate to="/" replace />}</RequireAuth>;
}

/** A user sent elsewhere reads why on the next page: longer than antd's 3 s default. */
const REDIRECT_MESSAGE_SECONDS = 6;

/**
 * Sends the user on and says why (used where the spec names a message with the redirect), once
 * per arrival. The effect can run more than once for one arrival (StrictMode runs it twice, and
 * it runs again whenever a dependency such as `t` changes before the next page's chunk has loaded
 * and this guard is gone); each run toasted, which is why an admin saw 'Super-admin permission
 * required' twice (issue 18). The ref keeps it to one; the key still merges a toast that raced it.
 */
function RedirectWithMessage({ to, messageKey }: { to: string; messageKey: string }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { t } = useTranslation('common');
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    message.warning({
      content: t(messageKey),
      key: messageKey,
      duration: REDIRECT_MESSAGE_SECONDS,
    });
    navigate(to, { replace: true });
  }, [message, messageKey, navigate, t, to]);
  return null;
}

/**
 * /super-admin: only super_admin; others go to /dashboard with 'Super-admin permission required'
 * (data-center-board-admin.md §2 "Access denied").
 */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <RequireAuth>
      {user?.role === 'super_admin' ? (
        children
      ) : (
        <RedirectWithMessage to="/dashboard" messageKey="messages.superAdminRequired" />
      )}
    </RequireAuth>
  );
}

/** platform.md §2.1: /dev/* only on a local host and only when the server runs in dev mode. */
export function DevOnly({ children }: { children: ReactNode }) {
  const { data, isLoading } = useServerMeta();
  if (!isLocalHost(window.location.hostname)) return <Navigate to="/" replace />;
  if (isLoading) return <AuthLoading />;
  if (!data?.devMode) return <Navigate to="/" replace />;
  return children;
}
