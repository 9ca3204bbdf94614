import { InvitePreview } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const inviteKey = (token: string) => ['invite', token] as const;

/** GET /api/invites/:token (public): the organisation an invitation link joins (issue 14 §2). */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: inviteKey(token),
    queryFn: () => api.get(`/invites/${encodeURIComponent(token)}`, InvitePreview),
    // An unknown, used or expired link stays so; asking again changes nothing.
    retry: false,
  });
}
