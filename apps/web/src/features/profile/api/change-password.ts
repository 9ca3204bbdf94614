import type { ChangePasswordBody } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/**
 * POST /api/account/password: the server checks the current password and the policy; with
 * `revokeOtherSessions` every other device is signed out and this one gets a new session cookie.
 */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post('/account/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The password age and the list of devices change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.security() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.activityRoot() }),
      ]),
  });
}
