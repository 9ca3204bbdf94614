import { WorkspaceInfo } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, financialKeys } from './keys';

/** GET /api/financial-data/workspace (admin and above): workspace info and diagnosis. */
export function useWorkspace(enabled: boolean) {
  return useQuery({
    queryKey: financialKeys.workspace(),
    queryFn: () => api.get(`${FINANCIAL_API}/workspace`, WorkspaceInfo),
    enabled,
  });
}
