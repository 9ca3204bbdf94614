import { ModelCatalogue } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FORECAST_API, forecastKeys } from './keys';

/** The catalogue is the engine's: it changes with a deploy, not while a page is open. */
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/**
 * GET /api/forecast/models: every model's card (speed, points, M3 figures, calibration) and its
 * parameter table (spec §3 "Model parameters"); public data.
 */
export function useModels() {
  return useQuery({
    queryKey: forecastKeys.models(),
    queryFn: () => api.get(`${FORECAST_API}/models`, ModelCatalogue),
    staleTime: CATALOGUE_STALE_MS,
  });
}
