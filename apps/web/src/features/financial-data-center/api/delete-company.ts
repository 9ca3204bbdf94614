import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, FINANCIAL_ROOT } from './keys';

/** DELETE /api/financial-data/companies/{id}: the company with its statements (403 if not allowed). */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(companyPath(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
