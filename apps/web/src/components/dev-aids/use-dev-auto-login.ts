import type { ServerMeta } from '@bus/domain';
import { useEffect, useRef } from 'react';
import { devAutoLoginEmail, isAutoLoginPrevented } from '../../lib/auth-storage';
import { isLocalHost } from '../../lib/server-meta';
import { useAuth } from '../../lib/use-auth';
import { useSignIn } from '../../lib/use-session-actions';

/**
 * Development aid (data-center-board-admin.md §2 "developer floating panel, auto-login toggle"):
 * when switched on, a signed-out visitor on a local development server is signed in with the
 * chosen demo account as the app loads — unless the last action was a logout (prevent_auto_login).
 */
export function useDevAutoLogin(meta: ServerMeta | undefined): void {
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
