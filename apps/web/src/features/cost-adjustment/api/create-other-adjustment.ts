import { OtherAdjustment, type OtherAdjustmentCreate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COSTING_QUERY_ROOT, costingPath } from '../../../lib/costing-companies';

/**
 * POST …/other-adjustments (role user; a viewer gets 403). Every costing screen's totals include
 * the adjustments, so the whole costing root is refreshed afterwards.
 */
export function useCreateOtherAdjustment(companyId: string, fiscalYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OtherAdjustmentCreate) =>
      api.post(`${costingPath(companyId, fiscalYear)}/other-adjustments`, body, OtherAdjustment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT }),
  });
}
