import { RealisedAccuracy } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys, runPath } from './keys';

/**
 * GET /api/forecast/runs/{id}/accuracy: the saved forecast scored on actuals of its series that
 * arrived after the run (metrics null until one forecast period has an actual).
 */
export function useAccuracy(id: string, enabled: boolean) {
  return useQuery({
    queryKey: forecastKeys.accuracy(id),
    queryFn: () => api.get(`${runPath(id)}/accuracy`, RealisedAccuracy),
    enabled,
  });
}
