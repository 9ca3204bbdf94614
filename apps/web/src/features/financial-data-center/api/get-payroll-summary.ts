import { PayrollSummary } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, payrollCompanyPath } from './keys';

/**
 * GET /api/payroll/companies/{id}/summary?fiscalYear=: the payroll view of a company's year
 * (without a year the server picks the newest with a register).
 */
export function usePayrollSummary(companyId: string | null, fiscalYear: number | null) {
  return useQuery({
    queryKey: financialKeys.payrollSummary(companyId ?? '', fiscalYear),
    queryFn: () => {
      const query = fiscalYear === null ? '' : `?fiscalYear=${fiscalYear}`;
      return api.get(`${payrollCompanyPath(companyId ?? '')}/summary${query}`, PayrollSummary);
    },
    enabled: companyId !== null,
  });
}
