import { Me } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/me read afresh for the access-denied page: the claims the server holds now, kept apart
 * from the app's session query (which the guards watch) so showing them moves nobody elsewhere.
 */
export function useSessionClaims() {
  return useQuery({
    queryKey: ['super-admin-session-claims'],
    queryFn: () => api.get('/me', Me),
    staleTime: 0,
  });
}
