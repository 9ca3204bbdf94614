import { useEffect, useRef } from 'react';
import { devAutoLoginEmail, isAutoLoginPrevented } from './auth-storage';
import { isLocalHost, useServerMeta } from './server-meta';
import { useAuth } from './use-auth';
import { useSignIn } from './use-session-actions';

/**
 * Development aid (data-center-board-admin.md §2 "developer floating panel, auto-login toggle"):
 * when switched on in the debug page, a signed-out visitor on a local dev server is signed in with
 * the chosen demo account — unless the last action was a logout (prevent_auto_login).
 */
export function useDevAutoLogin(): void {
  const { data: meta } = useServerMeta();
  const { status } = useAuth();
  const signIn = useSignIn();
  const attempted = useRef(false);

  useEffect(() => {
    if (attempted.current || status !== 'signedOut' || !meta?.devMode) return;
    if (!isLocalHost(window.location.hostname) || isAutoLoginPrevented()) return;
    const email = devAutoLoginEmail();
    const account = meta.demoAccounts.find((candidate) => candidate.email === email);
    if (!account) return;
    attempted.current = true;
    signIn(account.email, account.password).catch((error: unknown) => {
      console.warn('Development auto-login failed', error);
    });
  }, [meta, signIn, status]);
}
