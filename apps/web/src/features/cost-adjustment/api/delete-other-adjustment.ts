import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COSTING_QUERY_ROOT, costingPath } from '../../../lib/costing-companies';

/** DELETE …/other-adjustments/{id} (204); refreshes every costing query, as the create does. */
export function useDeleteOtherAdjustment(companyId: string, fiscalYear: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.del(`${costingPath(companyId, fiscalYear)}/other-adjustments/${encodeURIComponent(id)}`),
    // Settled, not success: a 404 means someone else deleted it, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT }),
  });
}
