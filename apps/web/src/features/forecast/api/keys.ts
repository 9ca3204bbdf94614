import type { ForecastRunQuery } from '@bus/domain';

/** Root of every forecasting query, so one refresh reads them all again. */
export const FORECAST_ROOT = ['forecast'] as const;

export type RunFilter = Partial<Omit<ForecastRunQuery, 'limit' | 'offset'>> & {
  limit: number;
  offset: number;
};

export const forecastKeys = {
  models: () => [...FORECAST_ROOT, 'models'] as const,
  seriesList: () => [...FORECAST_ROOT, 'series'] as const,
  series: (id: string) => [...FORECAST_ROOT, 'series', id] as const,
  runs: () => [...FORECAST_ROOT, 'runs'] as const,
  runList: (filter: RunFilter) => [...FORECAST_ROOT, 'runs', 'list', filter] as const,
  run: (id: string) => [...FORECAST_ROOT, 'runs', 'one', id] as const,
  accuracy: (id: string) => [...FORECAST_ROOT, 'runs', 'accuracy', id] as const,
};

/** Base of the forecasting calls, relative to /api (packages/domain/src/api/forecast.ts). */
export const FORECAST_API = '/forecast';

export function runPath(runId: string): string {
  return `${FORECAST_API}/runs/${encodeURIComponent(runId)}`;
}
