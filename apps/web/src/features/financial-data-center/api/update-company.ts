import { Company, type CompanyUpdate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, FINANCIAL_ROOT } from './keys';

/** PATCH /api/financial-data/companies/{id}: business number and industry (409 when stale). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompanyUpdate }) =>
      api.patch(companyPath(id), body, Company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...FINANCIAL_ROOT, 'companies'] }),
  });
}
