import { type ForecastRunRequest, ForecastRunSummary } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FORECAST_API, forecastKeys } from './keys';

/**
 * POST /api/forecast/runs: a forecast, a cross validation or a comparison, queued as a job (202
 * with its summary; 429 forecast/too-many-runs past the per-user cap).
 */
export function useCreateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ForecastRunRequest) =>
      api.post(`${FORECAST_API}/runs`, request, ForecastRunSummary),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.runs() }),
  });
}
