import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialSupportKeys } from './keys';

/**
 * DELETE /api/costing/financial-support/{id}: 204 for the record's author or a manager and above
 * of its organisation, 403 for anyone else. Settled, not success: a 404 means someone else deleted
 * it meanwhile, and the list should show that.
 */
export function useDeleteSupport(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`/costing/financial-support/${encodeURIComponent(id)}`),
    onSettled: () =>
      client.invalidateQueries({ queryKey: financialSupportKeys.records(companyId) }),
  });
}
