import type { ModelName } from '../models';
import { gotDetail } from '../params';
import { ForecastError, type Series } from '../types';

/** Forecast horizon limits: at least one period, at most ten years of months (issue 5). */
export const MIN_HORIZON = 1;
export const MAX_HORIZON = 120;
/** Spec §9 "Forecast default horizon": 12 months. */
export const DEFAULT_HORIZON = 12;
/** Spec §5 "Forecast upload": at least 2 data points. */
export const MIN_POINTS = 2;
/** Spec §5: 24+ months recommended in general, 50+ for N-BEATS. */
export const RECOMMENDED_POINTS = 24;
export const RECOMMENDED_POINTS_NBEATS = 50;
/** N-BEATS windows need input_chunk_length + output_chunk_length points (spec §3 defaults 24, 12). */
const NBEATS_DEFAULT_CHUNKS = { input_chunk_length: 24, output_chunk_length: 12 };

/**
 * Spec §5 "Forecast upload": recommended horizon as a share of the points — 20–30 % for Prophet,
 * XGBoost and the ensemble, 10–20 % for ARIMA and SARIMA. The spec names no share for the others.
 */
export const HORIZON_SHARE: Readonly<Partial<Record<ModelName, readonly [number, number]>>> = {
  prophet: [0.2, 0.3],
  xgboost: [0.2, 0.3],
  ensemble: [0.2, 0.3],
  arima: [0.1, 0.2],
  sarima: [0.1, 0.2],
};

/** The horizon as an integer from 1 to 120, or ForecastError 'invalid_horizon'. */
export function validateHorizon(horizon: unknown): number {
  const h = typeof horizon === 'string' && horizon.trim() !== '' ? Number(horizon) : horizon;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < MIN_HORIZON || h > MAX_HORIZON) {
    throw new ForecastError(
      'invalid_horizon',
      `horizon must be an integer from ${MIN_HORIZON} to ${MAX_HORIZON} (got ${String(horizon)})`,
      { min: MIN_HORIZON, max: MAX_HORIZON, got: gotDetail(horizon) },
    );
  }
  return h;
}

export type HorizonRange = { readonly min: number; readonly max: number };

/** Recommended horizon range for `points` data points, or undefined where the spec gives none. */
export function recommendedHorizon(model: ModelName, points: number): HorizonRange | undefined {
  const share = HORIZON_SHARE[model];
  if (!share) return undefined;
  const min = Math.max(MIN_HORIZON, Math.floor(points * share[0]));
  return { min, max: Math.max(min, Math.ceil(points * share[1])) };
}

/** Advice (not errors) the upload screen shows next to the result. */
export function seriesAdvice(model: ModelName, points: number, horizon: number): string[] {
  const advice: string[] = [];
  const wanted = model === 'nbeats' ? RECOMMENDED_POINTS_NBEATS : RECOMMENDED_POINTS;
  if (points < wanted) {
    advice.push(`${wanted}+ data points are recommended for ${model}; the series has ${points}`);
  }
  const range = recommendedHorizon(model, points);
  if (range && (horizon < range.min || horizon > range.max)) {
    advice.push(
      `for ${model} a horizon of ${range.min}–${range.max} periods is recommended with ${points} points (got ${horizon})`,
    );
  }
  return advice;
}

function chunk(params: Readonly<Record<string, unknown>>, key: keyof typeof NBEATS_DEFAULT_CHUNKS) {
  const value = params[key];
  return typeof value === 'number' ? value : NBEATS_DEFAULT_CHUNKS[key];
}

/**
 * Refuses series a model cannot fit: fewer than 2 points; a constant series (nothing to fit for
 * any model but seasonal naive, whose forecast of it is that constant); for N-BEATS, fewer points
 * than one input window plus one output window.
 */
export function checkSeriesForModel(
  series: Series,
  model: ModelName,
  params: Readonly<Record<string, unknown>> = {},
): void {
  const n = series.values.length;
  if (n < MIN_POINTS) {
    throw new ForecastError(
      'series_too_short',
      `at least ${MIN_POINTS} data points are needed, got ${n}`,
      { model, min: MIN_POINTS, got: n },
    );
  }
  const first = series.values[0];
  if (model !== 'seasonal-naive' && series.values.every((v) => v === first)) {
    throw new ForecastError(
      'constant_series',
      `all ${n} values are ${first}: ${model} cannot fit a constant series`,
      { model },
    );
  }
  if (model === 'nbeats') {
    const needed = chunk(params, 'input_chunk_length') + chunk(params, 'output_chunk_length');
    if (n < needed) {
      throw new ForecastError(
        'series_too_short',
        `N-BEATS needs input_chunk_length + output_chunk_length = ${needed} points, got ${n}`,
        { model, min: needed, got: n },
      );
    }
  }
}
