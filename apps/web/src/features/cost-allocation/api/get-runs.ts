import { AllocationRunList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allocationPath, costAllocationKeys, periodQuery } from './keys';

/** GET …/runs?period=: the stored calculations of the period, newest first (at most 50). */
export function useAllocationRuns(companyId: string | null, period: string) {
  return useQuery({
    queryKey: costAllocationKeys.runs(companyId ?? '', period),
    queryFn: () =>
      api.get(`${allocationPath(companyId ?? '')}/runs?${periodQuery(period)}`, AllocationRunList),
    enabled: companyId !== null,
  });
}
