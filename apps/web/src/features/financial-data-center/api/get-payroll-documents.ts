import { PayrollDocumentList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, payrollCompanyPath } from './keys';

/** GET /api/payroll/companies/{id}/documents: every register of the company, all years. */
export function usePayrollDocuments(companyId: string | null) {
  return useQuery({
    queryKey: financialKeys.payrollDocuments(companyId ?? ''),
    queryFn: () => api.get(`${payrollCompanyPath(companyId ?? '')}/documents`, PayrollDocumentList),
    enabled: companyId !== null,
  });
}
