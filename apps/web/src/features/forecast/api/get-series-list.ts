import { SavedSeriesList } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FORECAST_API, forecastKeys } from './keys';

/** GET /api/forecast/series: the saved series of every company the caller may read. */
export function useSeriesList() {
  return useQuery({
    queryKey: forecastKeys.seriesList(),
    queryFn: () => api.get(`${FORECAST_API}/series`, SavedSeriesList),
  });
}
