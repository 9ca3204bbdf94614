import { EntitySetView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, COST_ALLOCATION_ROOT, costAllocationKeys, periodQuery } from './keys';

/**
 * POST …/entities/copy?period=: the latest earlier period's set copied into this one (issue 15
 * §1 "copied forward from the previous period on request"); 400 entity/no-previous, 409 as a save.
 */
export function useCopyEntities(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from?: string; version: number }) =>
      api.post(
        `${allocationPath(companyId)}/entities/copy?${periodQuery(period)}`,
        body,
        EntitySetView,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(costAllocationKeys.entities(companyId, period), saved);
      void queryClient.invalidateQueries({ queryKey: COST_ALLOCATION_ROOT });
    },
  });
}
