import { StatementList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyPath, financialKeys } from './keys';

/** GET /api/financial-data/companies/{id}/statements */
export function useCompanyStatements(companyId: string | null) {
  return useQuery({
    queryKey: financialKeys.statements(companyId ?? ''),
    queryFn: () => api.get(`${companyPath(companyId ?? '')}/statements`, StatementList),
    enabled: companyId !== null,
  });
}
