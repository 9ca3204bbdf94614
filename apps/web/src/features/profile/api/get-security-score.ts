import { SecurityScore } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/security: the score, its colour and each factor (docs/user-guide/security-score.md). */
export function getSecurityScore(): Promise<SecurityScore> {
  return api.get('/account/security', SecurityScore);
}

export function useSecurityScore() {
  return useQuery({ queryKey: profileKeys.security(), queryFn: getSecurityScore });
}
