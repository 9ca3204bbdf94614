import { type PayrollJobType, PayrollRowPage } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { financialKeys, PAYROLL_API } from './keys';

export type PayrollRowsTarget = {
  companyId: string;
  documentId: string;
  page: number;
  jobType: PayrollJobType | null;
};

/**
 * GET /api/payroll/documents/{id}/rows?page&jobType: one page (50) of a register's employees, for
 * managers and above only; the server records every page viewed (ADR 0013).
 */
export function usePayrollRows(target: PayrollRowsTarget | null) {
  return useQuery({
    queryKey: target
      ? financialKeys.payrollRows(target.companyId, target.documentId, target.page, target.jobType)
      : financialKeys.payrollRows('', '', 1, null),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(target?.page ?? 1) });
      if (target?.jobType) params.set('jobType', target.jobType);
      const id = encodeURIComponent(target?.documentId ?? '');
      return api.get(`${PAYROLL_API}/documents/${id}/rows?${params}`, PayrollRowPage);
    },
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });
}
