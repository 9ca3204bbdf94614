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
      { min: m + 1, got: training.length },
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

/** Mean squared error. */
export function mse(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  return meanOf(actual.map((a, i) => (a - (forecast[i] ?? a)) ** 2));
}

/**
 * Mean absolute percentage error in percent: 100/n · Σ |A − F| / |A|. Undefined when an actual
 * is 0 (the spec's "MAPE" performance metric, §3 "Performance metrics").
 */
export function mape(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  const zero = actual.indexOf(0);
  if (zero >= 0) {
    throw new ForecastError('undefined_metric', `MAPE is undefined: actual value ${zero + 1} is 0`);
  }
  return 100 * meanOf(actual.map((a, i) => Math.abs(a - (forecast[i] ?? a)) / Math.abs(a)));
}

/** Weighted absolute percentage error in percent: 100 · Σ|A − F| / Σ|A| (robust to single zeros). */
export function wape(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  const scale = actual.reduce((sum, a) => sum + Math.abs(a), 0);
  if (scale === 0) {
    throw new ForecastError('undefined_metric', 'WAPE is undefined: every actual value is 0');
  }
  return (100 * actual.reduce((sum, a, i) => sum + Math.abs(a - (forecast[i] ?? a)), 0)) / scale;
}

/** Coefficient of determination R² = 1 − SS_res / SS_tot; negative when worse than the mean. */
export function rSquared(actual: readonly number[], forecast: readonly number[]): number {
  checkPair(actual, forecast);
  const mean = meanOf(actual);
  const total = actual.reduce((sum, a) => sum + (a - mean) ** 2, 0);
  if (total === 0) {
    throw new ForecastError('undefined_metric', 'R² is undefined: the actual values never change');
  }
  const residual = actual.reduce((sum, a, i) => sum + (a - (forecast[i] ?? a)) ** 2, 0);
  return 1 - residual / total;
}

/**
 * Mean directional accuracy in percent: how often the forecast moves in the same direction
 * from the previous actual as the actual does, sign(A(t) − A(t−1)) = sign(F(t) − A(t−1)).
 * With `previous` (the last training value) the first step counts too; otherwise it starts
 * at the second.
 */
export function mda(
  actual: readonly number[],
  forecast: readonly number[],
  previous?: number,
): number {
  checkPair(actual, forecast);
  const base = previous === undefined ? actual.slice(0, -1) : [previous, ...actual.slice(0, -1)];
  const offset = actual.length - base.length;
  if (base.length === 0) {
    throw new ForecastError('undefined_metric', 'MDA needs two actual values or a previous value');
  }
  const hits = base.map((before, i) => {
    const a = actual[i + offset] ?? before;
    const f = forecast[i + offset] ?? before;
    return Math.sign(a - before) === Math.sign(f - before) ? 1 : 0;
  });
  return 100 * meanOf(hits);
}

/** Share of actual values inside [lower, upper], in percent (compare with the interval level). */
export function coverage(
  actual: readonly number[],
  lower: readonly number[],
  upper: readonly number[],
): number {
  checkPair(actual, lower);
  checkPair(actual, upper);
  const inside = actual.map((a, i) =>
    a >= (lower[i] ?? Number.NaN) && a <= (upper[i] ?? Number.NaN) ? 1 : 0,
  );
  return 100 * meanOf(inside);
}

/** Akaike information criterion from a log-likelihood and `k` estimated parameters. */
export function aic(logLik: number, k: number): number {
  return -2 * logLik + 2 * k;
}

/** AIC with the small-sample correction (Hurvich & Tsai 1989); undefined when n ≤ k + 1. */
export function aicc(logLik: number, k: number, n: number): number {
  if (n - k - 1 <= 0) {
    throw new ForecastError(
      'undefined_metric',
      `AICc needs more than ${k + 1} observations, got ${n}`,
    );
  }
  return aic(logLik, k) + (2 * k * (k + 1)) / (n - k - 1);
}

/** Bayesian (Schwarz) information criterion from a log-likelihood, `k` parameters and `n` points. */
export function bic(logLik: number, k: number, n: number): number {
  return -2 * logLik + k * Math.log(n);
}
