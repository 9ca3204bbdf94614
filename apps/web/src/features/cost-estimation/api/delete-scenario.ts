import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costEstimationKeys, scenarioPath } from './keys';

/** DELETE …/scenarios/{id} (204). Settled: a 404 means it is gone already, and the list says so. */
export function useDeleteScenario(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(scenarioPath(id)),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: costEstimationKeys.scenarios(companyId, period) }),
  });
}
