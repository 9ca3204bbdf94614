import type { ModelName } from '../models';
import { type PreparedSeries, type PrepareOptions, prepareSeries } from './prepare-series';
import { checkSeriesForModel, DEFAULT_HORIZON, seriesAdvice, validateHorizon } from './rules';
import type { RawRows } from './table';

export type UploadRequest = PrepareOptions & {
  readonly model: ModelName;
  /** Forecast periods; the spec's default 12 when left out (§9). */
  readonly horizon?: unknown;
  /** The model's parameters as given (N-BEATS' chunk lengths set its minimum length). */
  readonly params?: Readonly<Record<string, unknown>>;
};

export type PreparedUpload = PreparedSeries & {
  readonly horizon: number;
  /** Recommendations the result screen shows (length, horizon share); never errors. */
  readonly advice: string[];
};

/**
 * Everything spec §5 "Forecast upload" checks before a model runs, in the order a user fixes
 * them: the horizon, then the rows (columns, dates, values, gaps), then what the chosen model
 * needs (a non-constant series, N-BEATS' window length).
 */
export function prepareUpload(input: RawRows, request: UploadRequest): PreparedUpload {
  const horizon = validateHorizon(request.horizon ?? DEFAULT_HORIZON);
  const prepared = prepareSeries(input, request);
  checkSeriesForModel(prepared.series, request.model, request.params);
  const advice = seriesAdvice(request.model, prepared.series.values.length, horizon);
  return { ...prepared, horizon, advice };
}
