import { AllocationComparisonView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costAllocationKeys } from './keys';

/** GET …/runs/{before}/compare/{after}: differences per entity and per row (after − before). */
export function useRunComparison(before: string | null, after: string | null) {
  return useQuery({
    queryKey: costAllocationKeys.compare(before ?? '', after ?? ''),
    queryFn: () =>
      api.get(
        `/cost-allocation/runs/${encodeURIComponent(before ?? '')}/compare/${encodeURIComponent(after ?? '')}`,
        AllocationComparisonView,
      ),
    enabled: before !== null && after !== null && before !== after,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
