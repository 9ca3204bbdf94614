import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { PERMISSIONS_QUERY_KEY } from './get-permissions';

/** data-center-board-admin.md §4 token refresh page: idle, refreshing, success or error. */
export type RefreshState =
  | { status: 'idle' }
  | { status: 'refreshing' }
  | { status: 'success'; at: number }
  | { status: 'error'; error: unknown };

/**
 * The spec's "refresh token" as session renewal: the session and the permissions are read again
 * from the server (which renews the session on use and reads the role afresh on every request).
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RefreshState>({ status: 'idle' });
  const refresh = useCallback(async () => {
    setState({ status: 'refreshing' });
    try {
      await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }, { throwOnError: true });
      await queryClient.refetchQueries({ queryKey: PERMISSIONS_QUERY_KEY }, { throwOnError: true });
      setState({ status: 'success', at: Date.now() });
    } catch (error) {
      // The spec's message points to the console: the details are there.
      console.error('Session refresh failed', error);
      setState({ status: 'error', error });
    }
  }, [queryClient]);
  return { state, refresh };
}
