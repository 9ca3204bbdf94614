import { AllocationLinesView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, costAllocationKeys, periodQuery } from './keys';

/**
 * GET …/lines?period=&includeNonOperating=: every line the allocation divides with its driver and
 * where it comes from (`missing` lists absent statements; then there are no lines).
 */
export function useAllocationLines(
  companyId: string | null,
  period: string,
  includeNonOperating: boolean,
) {
  return useQuery({
    queryKey: costAllocationKeys.lines(companyId ?? '', period, includeNonOperating),
    queryFn: () =>
      api.get(
        `${allocationPath(companyId ?? '')}/lines?${periodQuery(period)}&includeNonOperating=${includeNonOperating}`,
        AllocationLinesView,
      ),
    enabled: companyId !== null,
  });
}
