import type { Me } from '@bus/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { setDisplayTimeZone } from './format';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * Session upkeep (platform.md §4 "token upkeep", replaced by server sessions): the session is
 * re-checked every 300 s and when the window regains focus; the server renews it on use.
 */
export const SESSION_CHECK_INTERVAL_MS = 300_000;

async function fetchMe(): Promise<Me | null> {
  try {
    // No schema here: the server serialises /me through the shared Me schema already, and zod in
    // the shell would weigh on every page's first load.
    const me = await api.get<Me>('/me');
    // Before the answer reaches any component, so no time is drawn in the previous zone.
    setDisplayTimeZone(me.timezone);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setDisplayTimeZone(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
});

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** The signed-in user from the server session; `loading` until the first answer. */
export function useAuth(): { user: Me | null; status: AuthStatus } {
  const { data, isPending } = useQuery(meQueryOptions);
  if (isPending) return { user: null, status: 'loading' };
  // An unreachable server counts as signed out: the guards then offer the login page.
  return data ? { user: data, status: 'signedIn' } : { user: null, status: 'signedOut' };
}
