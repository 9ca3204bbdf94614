import type { ModelDiagnostics } from '../diagnostics';
import type { ModelName } from '../models';
import type { DataCheck } from '../prepare/data-checks';
import type { IntervalCalibration } from '../types';

/**
 * What the server's forecast worker sends and gets back (issue 16; the product's contract is
 * packages/domain/src/api/forecast.ts, which these shapes follow field for field where they meet:
 * ForecastMetrics, BacktestFold, ModelDiagnostics, ComparisonRow). Interval bounds are keyed by
 * level ("80", "95") because the levels are the caller's; the contract's lower80/upper95 are
 * `lower['80']`, `upper['95']`.
 */

/** Stages a run reports: fitting the model, backtesting it, computing its diagnostics. */
export type RunStage = 'fitting' | 'backtesting' | 'diagnosing';

export type RunOptions = {
  /** Aborting it stops the run with ForecastError 'cancelled' at the next check. */
  readonly signal?: AbortSignal;
  /**
   * Time budget in ms of the run's searches (auto-optimisation, the auto mode, ARIMA's order
   * search): half for the fit, half shared by the backtest folds. Not a hard limit: the caller's
   * signal is (withDeadline in deadline.ts).
   */
  readonly budgetMs?: number;
  /** Progress of the current stage, 0..1; called at least at the start and end of each stage. */
  readonly onProgress?: (stage: RunStage, fraction: number) => void;
};

/** The contract's ForecastMetrics: backtest (out-of-sample) figures, null where undefined. */
export type RunMetrics = {
  readonly rmse: number | null;
  readonly mae: number | null;
  /** Percent; null when an actual is 0. */
  readonly mape: number | null;
  readonly r2: number | null;
  readonly smape: number | null;
  readonly mase: number | null;
  /** Percent of actuals inside the 80 % and 95 % intervals (null when that level was not asked). */
  readonly coverage80: number | null;
  readonly coverage95: number | null;
};

/** A forecast with its period labels: mean and bounds per interval level. */
export type LabelledPath = {
  readonly labels: string[];
  readonly mean: number[];
  readonly lower: Record<string, number[]>;
  readonly upper: Record<string, number[]>;
};

export type RunFold = {
  readonly index: number;
  readonly trainSize: number;
  /** First forecast period of the fold; null when the series has no start date. */
  readonly cutoff: string | null;
  readonly actual: number[];
  readonly forecast: LabelledPath;
  readonly metrics: RunMetrics;
  readonly seconds: number;
};

export type RunBacktest = {
  readonly splits: number;
  readonly horizon: number;
  readonly minTrainSize: number;
  readonly folds: RunFold[];
  /** Mean of each metric over the folds where it is defined. */
  readonly mean: RunMetrics;
};

export type ForecastRequest = {
  readonly model: ModelName;
  /** Periods to forecast, 1–120 (spec §9 default 12). */
  readonly horizon?: number;
  /** The model's parameters by the spec's snake_case names (nested objects for the ensemble). */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Spec §3 "auto-optimization flag": OPTIMIZE_PARAMS merged under the given parameters. */
  readonly autoOptimize?: boolean;
  /** Korean holidays as regressors where the model has the switch (Prophet, the ensemble's Prophet). */
  readonly holidays?: boolean;
  /** Interval levels in percent; [80, 95] by default. */
  readonly levels?: readonly number[];
  /** Backtest folds for the honest metrics; 3 by default, fewer when the series is short, 0 for none. */
  readonly backtestSplits?: number;
  /** Seed of every random choice: the same seed gives the same result. */
  readonly seed?: number;
};

export type ForecastRunResult = {
  readonly model: ModelName;
  /** What the model chose, e.g. "ARIMA(0,1,1)(0,1,1)[12]" or the auto mode's reason. */
  readonly description: string;
  /** The parameters in effect after defaults and any automatic choice. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly horizon: number;
  readonly history: { readonly labels: string[]; readonly values: number[] };
  readonly forecast: LabelledPath;
  /** In-sample one-step errors (actual − fitted), aligned with the end of the history. */
  readonly residuals: number[];
  /** Null when the series is too short to hold one fold (or backtestSplits is 0). */
  readonly backtest: RunBacktest | null;
  /** The backtest's means: the honest figures (all null without a backtest). */
  readonly metrics: RunMetrics;
  readonly diagnostics: ModelDiagnostics | null;
  /** How the intervals were calibrated, when the model says (ModelInfo.calibration). */
  readonly calibration: IntervalCalibration | null;
  /** What the input step would show about these values (spec §5), computed again here. */
  readonly checks: DataCheck[];
  /** Plain-English notes on what the run adjusted (fewer folds, a failed backtest). */
  readonly notes: string[];
  readonly engineVersion: string;
};

export type CrossValidationRequest = {
  readonly model: ModelName;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly splits: number;
  readonly horizon: number;
  readonly minTrainSize?: number;
  readonly levels?: readonly number[];
  readonly seed?: number;
};

export type CrossValidationRunResult = {
  readonly model: ModelName;
  readonly backtest: RunBacktest;
  readonly engineVersion: string;
};

export type ComparisonRequest = {
  readonly models: readonly {
    readonly model: ModelName;
    readonly params?: Readonly<Record<string, unknown>>;
  }[];
  readonly splits: number;
  readonly horizon: number;
  readonly minTrainSize?: number;
  readonly levels?: readonly number[];
  readonly seed?: number;
};

export type ComparisonRunRow = {
  readonly model: ModelName;
  readonly metrics: RunMetrics | null;
  /** Mean fit + forecast seconds per fold. */
  readonly seconds: number | null;
  /** Why this model could not be scored (the others go on): ForecastError code and details. */
  readonly error: {
    readonly code: string;
    readonly params: Readonly<Record<string, string | number>>;
  } | null;
};

/**
 * The auto mode's pick among compared models: the lowest mean sMAPE and the next best, the figures
 * a product words in its own language; `reason` is the CLI's English line.
 */
export type Recommendation = {
  readonly model: ModelName;
  readonly smape: number;
  readonly folds: number;
  readonly horizon: number;
  readonly runnerUp: { readonly model: ModelName; readonly smape: number } | null;
  readonly reason: string;
};

export type ComparisonRunResult = {
  readonly folds: {
    readonly index: number;
    readonly trainSize: number;
    readonly cutoff: string | null;
  }[];
  /** Best mean sMAPE first; failed models last. */
  readonly rows: ComparisonRunRow[];
  readonly recommendation: Recommendation | null;
  readonly engineVersion: string;
};
