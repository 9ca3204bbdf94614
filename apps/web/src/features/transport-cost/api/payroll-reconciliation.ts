import { PayrollReconciliation } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transportCostKeys } from './keys';

/**
 * GET /api/payroll/companies/{id}/reconciliation?fiscalYear=: whether the year's payroll registers
 * and statements agree (ADR 0013). Advisory only: a failure is not retried and shows nothing.
 */
export function usePayrollReconciliation(companyId: string | null, fiscalYear: number) {
  return useQuery({
    queryKey: transportCostKeys.payrollReconciliation(companyId ?? '', fiscalYear),
    queryFn: () =>
      api.get(
        `/payroll/companies/${encodeURIComponent(companyId ?? '')}/reconciliation?fiscalYear=${fiscalYear}`,
        PayrollReconciliation,
        { background: true },
      ),
    enabled: companyId !== null,
    retry: false,
  });
}
