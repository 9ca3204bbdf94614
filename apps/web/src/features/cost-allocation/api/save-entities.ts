import { type EntitySetSave, EntitySetView } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { allocationPath, COST_ALLOCATION_ROOT, costAllocationKeys, periodQuery } from './keys';

/**
 * PUT …/entities?period=: the whole table based on `version` (optimistic locking: a 409 carries
 * the stored set). The lines (custom drivers) and runs depend on the set, so the screen's queries
 * are refreshed; the saved set is put in the cache at once.
 */
export function useSaveEntities(companyId: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntitySetSave) =>
      api.put(`${allocationPath(companyId)}/entities?${periodQuery(period)}`, body, EntitySetView),
    onSuccess: (saved) => {
      queryClient.setQueryData(costAllocationKeys.entities(companyId, period), saved);
      void queryClient.invalidateQueries({ queryKey: COST_ALLOCATION_ROOT });
    },
  });
}

/** The stored set carried by a 409 (`params.current`), or null when it is not readable. */
export function entityConflict(error: unknown): EntitySetView | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = EntitySetView.safeParse(error.problem.params?.current);
  return parsed.success ? parsed.data : null;
}
