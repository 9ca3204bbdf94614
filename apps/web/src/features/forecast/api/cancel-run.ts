import { ForecastRunSummary } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/** POST /api/forecast/runs/{id}/cancel: a queued or running run → cancelled. */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${runPath(id)}/cancel`, {}, ForecastRunSummary),
    onSettled: (_summary, _error, id) =>
      queryClient.invalidateQueries({ queryKey: forecastKeys.run(id) }),
  });
}
