import { type DeleteAccountBody, TwoFactorStatus } from '@bus/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The phrase goes to the server as typed: it checks it too. */
export type DeleteAccountInput = Pick<DeleteAccountBody, 'password'> & { confirmation: string };

/**
 * DELETE /api/account (data-center-board-admin.md §5): the phrase 계정 삭제 exactly and, when the
 * account has one, the current password. What happens to the data: docs/user-guide/account-deletion.md.
 */
export function deleteAccount(body: DeleteAccountInput) {
  return api.del('/account', undefined, body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * Whether the account has a password to confirm with (a Google-only account has none and must
 * have signed in within the last 10 minutes instead). Read from the two-factor status, which is
 * where the server says it.
 */
export function useHasPassword(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'has-password'],
    queryFn: async () => (await api.get('/two-factor/status', TwoFactorStatus)).hasPassword,
    enabled,
  });
}
