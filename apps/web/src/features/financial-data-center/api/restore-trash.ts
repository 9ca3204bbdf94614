import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COSTING_QUERY_ROOT } from '../../../lib/costing-companies';
import { FINANCIAL_API, FINANCIAL_ROOT } from './keys';

export type TrashedKind = 'company' | 'statement';

const RESTORE_PATHS: Record<TrashedKind, string> = {
  company: `${FINANCIAL_API}/trash/companies`,
  statement: `${FINANCIAL_API}/trash/statements`,
};

/**
 * POST /api/financial-data/trash/{companies|statements}/{id}/restore (issue 14 §6): 204, or 409
 * organisation/name-taken when a live company has the trashed one's name. Settled, not success:
 * after a refusal the trash shows what is really left in it. The costing pickers list the
 * companies too, so they refresh with the data center's lists.
 */
export function useRestoreTrashed(kind: TrashedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`${RESTORE_PATHS[kind]}/${encodeURIComponent(id)}/restore`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
        queryClient.invalidateQueries({ queryKey: COSTING_QUERY_ROOT }),
      ]),
  });
}
