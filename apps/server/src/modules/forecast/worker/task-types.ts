import type {
  ComparisonResult,
  CrossValidationResult,
  ForecastMetrics,
  ForecastPath,
  ForecastResult,
  ForecastRunRequest,
  RunError,
  SeriesData,
  SeriesFrequency,
  SeriesInspection,
} from '@bus/domain';

/*
 * What crosses between the server's main thread and a forecast worker (docs/adr/0011). Only
 * types here: the main thread imports this file, and must never load the engine (TensorFlow.js,
 * Prophet's wasm), which only the worker's task module imports.
 */

/** One run to compute: the accepted request and the series it reads. */
export type RunTask = {
  type: 'run';
  request: ForecastRunRequest;
  series: SeriesData;
  /** The pool's time limit: searches get half of it, so a model that uses its budget still fits. */
  timeoutMs: number;
};

/** A run's outcome, shaped as the contract's result of its kind. */
export type RunOutcome =
  | { kind: 'forecast'; forecast: ForecastResult; engineVersion: string }
  | { kind: 'cross-validation'; crossValidation: CrossValidationResult; engineVersion: string }
  | { kind: 'comparison'; comparison: ComparisonResult; engineVersion: string };

/** An upload's bytes or a typed grid, to read into a series and check. */
export type InspectTask = {
  type: 'inspect';
  source:
    | { kind: 'file'; bytes: Uint8Array; fileName: string }
    | { kind: 'grid'; rows: Array<{ date: string; value: string }> };
  dateColumn?: string | undefined;
  valueColumn?: string | undefined;
  limit24Months: boolean;
};

/** A saved forecast scored on actuals that arrived after it (realised accuracy). */
export type ScoreTask = {
  type: 'score';
  history: number[];
  actual: number[];
  path: ForecastPath;
  frequency: SeriesFrequency;
};

/** A request checked before it is queued (parameters, model, series length). */
export type ValidateTask = { type: 'validate'; request: ForecastRunRequest; series: SeriesData };

export type ForecastTask = RunTask | InspectTask | ScoreTask | ValidateTask;

/** The worker's answer: the value, or a refusal with the contract's code (errors do not cross threads as classes). */
export type TaskReply<V> = { value: V } | { refused: RunError };

export type ForecastTaskReply = TaskReply<RunOutcome | SeriesInspection | ForecastMetrics | null>;

/** A progress report a running task posts: a stage code and how far it is (0–1). */
export type TaskProgress = { stage: string; fraction: number };
