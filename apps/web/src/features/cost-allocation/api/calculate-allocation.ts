import { type AllocationCalculate, AllocationRunView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, costAllocationKeys } from './keys';

/**
 * POST …/calculate: allocates the period's lines to its entities and stores the run with its
 * inputs (201). Refusals come back as 400 problems (allocation/zero-driver-total names the pools).
 */
export function useCalculateAllocation(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllocationCalculate) =>
      api.post(`${allocationPath(companyId)}/calculate`, body, AllocationRunView),
    onSuccess: (run) => {
      queryClient.setQueryData(costAllocationKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: costAllocationKeys.runs(companyId, period) });
    },
  });
}
