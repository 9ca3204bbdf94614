import type { ModelDiagnostics } from './diagnostics';

/**
 * The one interface every forecasting model implements (ARCHITECTURE.md "Forecasting"):
 * `fit(series, params) -> Model`, then `model.predict(h, levels) -> { mean, lower, upper }`.
 */

/** A regularly spaced series. `frequency` is the season length (12 for monthly data, 4 for quarterly). */
export type Series = {
  readonly values: readonly number[];
  readonly frequency: number;
  /**
   * Date of values[0]: "YYYY-MM" for monthly/quarterly data, "YYYY-MM-DD" for weekly/daily.
   * Models with calendar effects (Prophet holidays, XGBoost calendar features) need it; the rest
   * ignore it. Year 0001 is allowed (some M3 series have no real calendar).
   */
  readonly start?: string;
};

/** What a caller controls about one fit. */
export type FitOptions = {
  /** Cancels the fit: a model checks it between iterations and throws ForecastError 'cancelled'. */
  readonly signal?: AbortSignal;
  /** Seed of every random choice (subsampling, weight init, search): same seed, same forecast. */
  readonly seed?: number;
  /** Time budget in ms for searches (auto order, auto-optimisation); a fit stays well inside it. */
  readonly budgetMs?: number;
};

/** What a fitted model can say about itself (for comparison tables and the auto mode's reason). */
export type ModelInfo = {
  /** Human-readable form of the fitted model, e.g. "ETS(M,Ad,M)" or "ARIMA(0,1,1)(0,1,1)[12]". */
  readonly description: string;
  /** Information criteria where the model has a likelihood. */
  readonly logLik?: number;
  readonly aic?: number;
  readonly aicc?: number;
  readonly bic?: number;
  /** The parameters in effect after defaults and any automatic choice. */
  readonly params?: Readonly<Record<string, unknown>>;
  /**
   * What the fitted model can show about itself for a forecast of `h` periods (issue 16 §4).
   * A function because Prophet's components over the forecast periods need h, and ARIMA's
   * standard errors cost a few likelihood evaluations: nothing is computed unless asked.
   */
  readonly diagnostics?: (h: number) => ModelDiagnostics;
  /** How the prediction intervals were calibrated (calibrate/), when they were. */
  readonly calibration?: IntervalCalibration;
};

/**
 * What the interval calibration did to one fit, for the product to show ("backtest, 3 folds
 * (×1.18 at 95 %)"). The mean path is never changed; each side of an interval is stretched by
 * the factor of its level.
 */
/**
 * Why a model's intervals get its M3 factors alone: the basis of a 'fixed' calibration
 * (m3-calibration.ts), or why a backtest gave no scale for this series.
 */
export type CalibrationBasis =
  | 'likelihood'
  | 'conformal'
  | 'conformal-not-refitted'
  | 'member-intervals'
  | 'own-backtest';
export type CalibrationReason =
  | CalibrationBasis
  | 'series-too-short'
  | 'no-fold-in-time'
  | 'too-few-errors';

export type IntervalCalibration = {
  /**
   * 'backtest': the series' own rolling-origin errors set a scale, times the model's M3 factors;
   * 'm3-default': the M3 factors alone (series too short, out of time, or a model too slow to refit).
   */
  readonly method: 'backtest' | 'm3-default';
  /** Backtest folds whose errors were used (0 for 'm3-default'). */
  readonly folds: number;
  /** Multipliers of the interval half-widths at 80 % and 95 %. */
  readonly factor80: number;
  readonly factor95: number;
  /** Why the M3 factors alone ('m3-default'); null after a backtest. The product words it. */
  readonly reason: CalibrationReason | null;
  /** One line for people, e.g. "backtest, 3 folds (×1.18 at 95 %, ×1.05 at 80 %)". */
  readonly summary: string;
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
  /** In-sample one-step-ahead errors (actual − fitted), as far as the model has them. */
  readonly residuals: readonly number[];
  readonly info?: ModelInfo;
  predict(h: number, levels?: readonly number[]): Prediction;
};

/**
 * A forecasting model: `parseParams` validates user parameters against the spec's ranges
 * (costing-and-forecasting.md §3 "Model parameters") and fills the defaults, throwing
 * ForecastError 'invalid_parameter' that names the parameter and its range; `fit` is async
 * because some models train in steps (N-BEATS) and every fit must be cancellable.
 */
export type ForecastModel<P> = {
  readonly name: string;
  readonly defaults: P;
  parseParams(input: unknown): P;
  fit(series: Series, params: P, options?: FitOptions): Promise<Model>;
};

/** Throws ForecastError 'cancelled' once `signal` is aborted; call it between iterations. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ForecastError('cancelled', 'the forecast was cancelled');
}

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
  | 'undefined_metric'
  | 'invalid_parameter'
  | 'constant_series'
  | 'non_positive_values'
  | 'invalid_date'
  | 'duplicate_date'
  | 'missing_period'
  | 'not_a_number'
  | 'mixed_frequency'
  | 'no_date_column'
  | 'no_value_column'
  | 'too_many_rows'
  | 'unknown_model'
  | 'timeout'
  | 'cancelled'
  | 'fit_failed';

/** Values a translated message fills in, e.g. { row: 7, value: '12a' } or { parameter, min, max, got }. */
export type ForecastErrorDetails = Readonly<Record<string, string | number>>;

/**
 * A failure a caller can act on; `code` is stable so the server can map it to a problem document,
 * and `details` carries what a translated message needs (the problem document's `params`,
 * packages/domain/src/api/forecast.ts "Error codes"). The English `message` stays for logs and
 * the CLI.
 */
export class ForecastError extends Error {
  readonly code: ForecastErrorCode;
  readonly details: ForecastErrorDetails;
  constructor(code: ForecastErrorCode, message: string, details: ForecastErrorDetails = {}) {
    super(message);
    this.name = 'ForecastError';
    this.code = code;
    this.details = details;
  }
}
