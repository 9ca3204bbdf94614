import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/sign-out-others: ends every session of the user but this one. */
export function signOutOthers() {
  return api.post<{ revoked: number }>('/account/sign-out-others');
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
