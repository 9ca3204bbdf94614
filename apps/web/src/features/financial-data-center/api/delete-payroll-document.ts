import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_ROOT, PAYROLL_API } from './keys';

/**
 * DELETE /api/payroll/documents/{id}: the register and its rows, for good (no trash, ADR 0013).
 * The company list's payroll count changes too, so the whole data center is read again.
 */
export function useDeletePayrollDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`${PAYROLL_API}/documents/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_ROOT }),
  });
}
