import { SavedSeries } from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { FORECAST_API, forecastKeys } from './keys';

/**
 * GET /api/forecast/series/{id}: one saved series with its values. Read when the user picks it
 * (through the query cache, so picking it again costs nothing).
 */
export function useFetchSeries() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) =>
      queryClient.fetchQuery({
        queryKey: forecastKeys.series(id),
        queryFn: () => api.get(`${FORECAST_API}/series/${encodeURIComponent(id)}`, SavedSeries),
      }),
    [queryClient],
  );
}
