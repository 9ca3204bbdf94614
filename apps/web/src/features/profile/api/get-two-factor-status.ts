import { TwoFactorStatus } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/two-factor/status: which factors are on, the phone, the backup codes left. */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get('/two-factor/status', TwoFactorStatus);
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: profileKeys.twoFactorStatus(), queryFn: getTwoFactorStatus });
}
