import { CompanyList } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FINANCIAL_API, financialKeys } from './keys';

/** GET /api/financial-data/companies?q=: the user's companies, optionally searched by name. */
export function getCompanies(q: string) {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return api.get(`${FINANCIAL_API}/companies${query}`, CompanyList);
}

export function useCompanies(q = '') {
  return useQuery({
    queryKey: financialKeys.companyList(q.trim()),
    queryFn: () => getCompanies(q),
    placeholderData: keepPreviousData,
  });
}
