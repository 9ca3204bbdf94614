import { PayrollTolerance, type PayrollToleranceUpdate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, payrollCompanyPath } from './keys';

export type SaveToleranceInput = { companyId: string; body: PayrollToleranceUpdate };

/** PUT /api/payroll/companies/{id}/tolerance: the reconciliation tolerance (409 when stale). */
export function useSavePayrollTolerance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: SaveToleranceInput) =>
      api.put(`${payrollCompanyPath(companyId)}/tolerance`, body, PayrollTolerance),
    onSettled: (_saved, _error, input) =>
      queryClient.invalidateQueries({ queryKey: financialKeys.payroll(input.companyId) }),
  });
}
