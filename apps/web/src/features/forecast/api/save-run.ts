import { type ForecastRun, type ForecastRunSave, ForecastRunSummary } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/**
 * PUT /api/forecast/runs/{id}/save with a name: the run appears on the forecast dashboard. Only a
 * succeeded forecast (409 forecast/not-finished).
 */
export function useSaveRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string } & ForecastRunSave) =>
      api.put(`${runPath(id)}/save`, { name } satisfies ForecastRunSave, ForecastRunSummary),
    onSuccess: (summary) => {
      // The run on screen shows its new saved state at once.
      queryClient.setQueryData<ForecastRun>(forecastKeys.run(summary.id), (old) =>
        old ? { ...old, ...summary } : old,
      );
      return queryClient.invalidateQueries({ queryKey: forecastKeys.runs() });
    },
  });
}
