import { type ForecastRun, ForecastRunSummary } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/** DELETE /api/forecast/runs/{id}/save: off the dashboard, kept in the logs. */
export function useUnsaveRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(`${runPath(id)}/save`, ForecastRunSummary),
    onSuccess: (summary) => {
      // The run on screen shows its new saved state at once.
      queryClient.setQueryData<ForecastRun>(forecastKeys.run(summary.id), (old) =>
        old ? { ...old, ...summary } : old,
      );
      return queryClient.invalidateQueries({ queryKey: forecastKeys.runs() });
    },
  });
}
