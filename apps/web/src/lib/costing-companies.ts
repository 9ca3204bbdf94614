import { CompanyList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

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

const COMPANY_MISMATCH = 'company_mismatch';

/** The answer was for another company or year than asked (spec §5/§8 integrity error). */
export function isIntegrityError(error: unknown): boolean {
  return error instanceof ApiError && error.problem.params?.reason === COMPANY_MISMATCH;
}

/**
 * Spec §5 "Response integrity": a costing view for another company or year than requested is
 * discarded (thrown as `invalid_response`), never shown under the picked period.
 */
export function ensurePeriod<View extends { companyId: string; fiscalYear: number }>(
  view: View,
  companyId: string,
  fiscalYear: number,
): View {
  if (view.companyId === companyId && view.fiscalYear === fiscalYear) return view;
  throw new ApiError({
    type: 'about:blank',
    title: 'Response for another company',
    status: 0,
    code: 'invalid_response',
    params: { reason: COMPANY_MISMATCH },
  });
}
