import { AccountPermissions } from '@bus/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PERMISSIONS_QUERY_KEY = ['session', 'permissions'] as const;

/**
 * GET /api/account/permissions: e-mail, id, role, e-mail verified and the granted permissions, as
 * the server reads them from the session on this very request (never from the client's memory).
 */
export const permissionsQueryOptions = queryOptions({
  queryKey: PERMISSIONS_QUERY_KEY,
  queryFn: () => api.get('/account/permissions', AccountPermissions),
  // The page is about what the server says now: every visit reads it again.
  staleTime: 0,
});

export function usePermissions(enabled: boolean) {
  return useQuery({ ...permissionsQueryOptions, enabled });
}
