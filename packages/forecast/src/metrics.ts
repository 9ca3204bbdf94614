import { ForecastError } from './types';

/** Forecast accuracy measures used by backtests and model comparison (one definition for all). */

function checkPair(actual: readonly number[], forecast: readonly number[]): void {
  if (actual.length === 0) throw new ForecastError('empty_input', 'no values to score');
  if (actual.length !== forecast.length) {
    throw new ForecastError(
      'length_mismatch',
      `actual has ${actual.length} values but forecast has ${forecast.length}`,
    );
  }
}

function meanOf(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Mean absolute error. */
export function mae(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  return meanOf(actual.map((a, i) => Math.abs(a - (forecast[i] ?? a))));
}

/** Root mean squared error. */
export function rmse(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  return Math.sqrt(meanOf(actual.map((a, i) => (a - (forecast[i] ?? a)) ** 2)));
}

/**
 * Symmetric mean absolute percentage error in percent (0–200):
 * 200/n · Σ |F − A| / (|A| + |F|). A period where both are 0 is a perfect forecast and adds 0,
 * instead of making the whole score undefined.
 */
export function smape(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  const terms = actual.map((a, i) => {
    const f = forecast[i] ?? a;
    const denominator = Math.abs(a) + Math.abs(f);
    return denominator === 0 ? 0 : Math.abs(f - a) / denominator;
  });
  return 200 * meanOf(terms);
}

/**
 * Mean absolute scaled error (Hyndman & Koehler 2006): the forecast MAE divided by the in-sample
 * MAE of the seasonal naive forecast with season length `m` (1 = naive). Below 1 beats seasonal
 * naive. Undefined when the training series is constant at lag m (the scale is 0).
 */
export function mase(
  actual: readonly number[],
  forecast: readonly number[],
  training: readonly number[],
  m = 1,
): number {
  checkPair(actual, forecast);
  if (!Number.isInteger(m) || m < 1) {
    throw new ForecastError(
      'invalid_frequency',
      `season length must be a positive integer, got ${m}`,
    );
  }
  if (training.length <= m) {
    throw new ForecastError(
      'series_too_short',
      `MASE needs more than ${m} training values, got ${training.length}`,
    );
  }
  const scale = meanOf(training.slice(m).map((v, i) => Math.abs(v - (training[i] ?? v))));
  if (scale === 0) {
    throw new ForecastError(
      'undefined_metric',
      'MASE is undefined: the training series never changes',
    );
  }
  return mae(actual, forecast) / scale;
}
