import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, statementPath } from './keys';

/** DELETE /api/financial-data/statements/{id} */
export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(statementPath(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
