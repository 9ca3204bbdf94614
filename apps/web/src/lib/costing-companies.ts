import { CompanyList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Root of every costing screen's query keys, so a `cache_invalidate` can refresh them all. */
export const COSTING_QUERY_ROOT = ['costing'] as const;

export const costingCompaniesKey = () => [...COSTING_QUERY_ROOT, 'companies'] as const;

/**
 * GET /api/financial-data/companies: the companies a costing screen can pick from, sorted by the
 * server by Korean name (spec §2: the first one is selected when the URL names none).
 */
export function useCostingCompanies() {
  return useQuery({
    queryKey: costingCompaniesKey(),
    queryFn: () => api.get('/financial-data/companies', CompanyList),
  });
}

/** Base of the costing calls, relative to /api (packages/domain/src/api/costing.ts). */
export function costingPath(companyId: string, fiscalYear: number): string {
  return `/costing/${encodeURIComponent(companyId)}/${fiscalYear}`;
}
