import { InviteAccepted } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';

/**
 * POST /api/invites/:token/accept: joins the organisation; `move` confirms leaving the current
 * one. The signed-in user's organisation and role change, so /me is read again.
 */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: boolean) =>
      api.post(
        `/invites/${encodeURIComponent(token)}/accept`,
        move ? { move } : {},
        InviteAccepted,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
