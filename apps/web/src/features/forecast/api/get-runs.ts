import { ForecastRunList } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FORECAST_API, forecastKeys, type RunFilter } from './keys';

function query(filter: RunFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET /api/forecast/runs?…: runs newest first, filtered by company, model, kind, saved and
 * creation date (the forecast logs of spec §7 are this list).
 */
export function useRuns(filter: RunFilter) {
  return useQuery({
    queryKey: forecastKeys.runList(filter),
    queryFn: () => api.get(`${FORECAST_API}/runs?${query(filter)}`, ForecastRunList),
    placeholderData: keepPreviousData,
  });
}
