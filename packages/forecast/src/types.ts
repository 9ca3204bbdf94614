/**
 * The one interface every forecasting model implements (ARCHITECTURE.md "Forecasting"):
 * `fit(series, params) -> Model`, then `model.predict(h, levels) -> { mean, lower, upper }`.
 */

/** A regularly spaced series. `frequency` is the season length (12 for monthly data, 4 for quarterly). */
export type Series = {
  readonly values: readonly number[];
  readonly frequency: number;
};

/**
 * Point forecasts and prediction intervals for the next `h` periods.
 * `lower` and `upper` are keyed by the interval level in percent ("80", "95"), each an array of
 * length `h`, so a JSON consumer reads `forecast.lower["95"][0]`.
 */
export type Prediction = {
  readonly mean: number[];
  readonly lower: Record<string, number[]>;
  readonly upper: Record<string, number[]>;
};

export type Model = {
  /** Registry name of the model that produced this fit, e.g. "seasonal-naive". */
  readonly name: string;
  /** In-sample one-season-ahead errors the intervals were derived from (actual − fitted). */
  readonly residuals: readonly number[];
  predict(h: number, levels?: readonly number[]): Prediction;
};

export type ForecastModel<P> = {
  readonly name: string;
  fit(series: Series, params: P): Model;
};

/** Interval levels used when the caller names none (the usual 80 % and 95 % fan). */
export const DEFAULT_LEVELS: readonly number[] = [80, 95];

export type ForecastErrorCode =
  | 'series_too_short'
  | 'non_finite_value'
  | 'invalid_horizon'
  | 'invalid_level'
  | 'invalid_frequency'
  | 'length_mismatch'
  | 'empty_input'
  | 'undefined_metric';

/** A failure a caller can act on; `code` is stable so the server can map it to a problem document. */
export class ForecastError extends Error {
  readonly code: ForecastErrorCode;
  constructor(code: ForecastErrorCode, message: string) {
    super(message);
    this.name = 'ForecastError';
    this.code = code;
  }
}
