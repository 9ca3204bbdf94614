import { DepreciationResultsView } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Periods } from '../lib/periods';
import { companyPath, depreciationKeys } from './keys';

/**
 * GET …/{companyId}/results: by entity, by class and totals over the register, one page of the
 * by-asset rows, and the reconciliation with the base year's statements.
 */
export function useResults(
  companyId: string | null,
  periods: Periods,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: depreciationKeys.results(
      companyId ?? '',
      periods.base,
      periods.estimate,
      page,
      pageSize,
    ),
    queryFn: () => {
      const query = new URLSearchParams({
        base: periods.base,
        estimate: periods.estimate,
        page: String(page),
        pageSize: String(pageSize),
      });
      return api.get(`${companyPath(companyId ?? '')}/results?${query}`, DepreciationResultsView);
    },
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
