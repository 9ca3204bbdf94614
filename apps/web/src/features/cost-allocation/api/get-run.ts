import { AllocationRunView } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { costAllocationKeys } from './keys';

/** GET /api/cost-allocation/runs/{id}: a stored calculation with its inputs and result. */
export function useAllocationRun(runId: string | null) {
  return useQuery({
    queryKey: costAllocationKeys.run(runId ?? ''),
    queryFn: () =>
      api.get(`/cost-allocation/runs/${encodeURIComponent(runId ?? '')}`, AllocationRunView),
    enabled: runId !== null,
    // A run is never edited: what was read stays right.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET …/runs/{id}/export: the run as xlsx (rows × entities, pools, metrics, the option). */
export function runExportUrl(runId: string): string {
  return `/api/cost-allocation/runs/${encodeURIComponent(runId)}/export`;
}
