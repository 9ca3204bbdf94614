import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { setAutoLoginPrevented } from './auth-storage';
import { useFeedback } from './feedback';
import { clearUserQueries } from './query-client';
import { ME_QUERY_KEY, meQueryOptions } from './use-auth';

/** Signs in with e-mail and password and loads the session; errors are thrown as ApiError. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string, password: string) => {
      await api.post('/auth/sign-in/email', { email, password });
      // A deliberate sign-in ends the "stay logged out" wish of the last logout.
      setAutoLoginPrevented(false);
      clearUserQueries(queryClient);
      return queryClient.fetchQuery(meQueryOptions);
    },
    [queryClient],
  );
}

/**
 * platform.md §2.3 logout: end the server session, set prevent_auto_login, drop the user's cached
 * data, say whether it worked, and go to /.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { t } = useTranslation(['common', 'errors']);
  return useCallback(async () => {
    try {
      await api.post('/auth/sign-out');
    } catch (error) {
      // Plain message, not error-message.ts: that catalogue (and zod with it) stays out of the shell.
      console.error('Logout failed', error);
      message.error(t('errors:logoutFailed'));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return;
    }
    setAutoLoginPrevented(true);
    // Leave the protected page first, so its guard does not bounce to /login on the way out; wait
    // for it, since / is a lazy route and the location changes only once its chunk has loaded.
    await navigate('/');
    queryClient.setQueryData(ME_QUERY_KEY, null);
    clearUserQueries(queryClient);
    message.success(t('common:messages.logoutSuccess'));
  }, [message, navigate, queryClient, t]);
}
