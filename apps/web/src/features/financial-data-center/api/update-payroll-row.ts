import { PayrollRow, type PayrollRowUpdate } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, PAYROLL_API } from './keys';

export type UpdatePayrollRowInput = { companyId: string; rowId: string; body: PayrollRowUpdate };

/**
 * PATCH /api/payroll/rows/{id}: the job type of one employee (409 when `version` is stale).
 * Settled either way, the company's payroll is read again: the totals and the reconciliation
 * follow the job types, and after a 409 the row shows its stored value.
 */
export function useUpdatePayrollRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, body }: UpdatePayrollRowInput) =>
      api.patch(`${PAYROLL_API}/rows/${encodeURIComponent(rowId)}`, body, PayrollRow),
    onSettled: (_row, _error, input) =>
      queryClient.invalidateQueries({ queryKey: financialKeys.payroll(input.companyId) }),
  });
}
