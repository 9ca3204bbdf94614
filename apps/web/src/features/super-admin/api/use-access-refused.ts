import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { SUPER_ADMIN_ROOT } from './keys';

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * True when the server has refused one of the console's reads with 403 while the browser still
 * takes the user for a super admin (the role changed meanwhile): the page then shows why.
 */
export function useAccessRefused(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  return useSyncExternalStore(subscribe, () =>
    cache.findAll({ queryKey: SUPER_ADMIN_ROOT }).some((query) => isForbidden(query.state.error)),
  );
}
