import { ForecastError, type Series } from '../../types';

/** Rejects what no exponential smoothing fit can use, with the contract's error codes. */
export function checkSeries(series: Series, minLength: number, modelName: string): void {
  const m = series.frequency;
  if (!Number.isInteger(m) || m < 1) {
    throw new ForecastError(
      'invalid_frequency',
      `season length must be a positive integer, got ${m}`,
      { got: m },
    );
  }
  if (series.values.some((v) => !Number.isFinite(v))) {
    throw new ForecastError(
      'non_finite_value',
      'the series contains a missing or non-finite value',
    );
  }
  if (series.values.length < minLength) {
    throw new ForecastError(
      'series_too_short',
      `${modelName} needs at least ${minLength} values, got ${series.values.length}`,
      { model: modelName.toLowerCase(), min: minLength, got: series.values.length },
    );
  }
}

/** True when every value equals the first: nothing to estimate, the forecast is that value. */
export function isConstant(values: readonly number[]): boolean {
  const first = values[0];
  return values.every((v) => v === first);
}
