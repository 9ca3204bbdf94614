import { z } from 'zod';

/**
 * HTTP contract of forecasting in the product (issue 16; spec costing-and-forecasting.md §2
 * "Forecast screens", §3 "Forecast request", "Performance metrics", "Model parameters", §4
 * "Forecast", §5 "Forecast upload", §7 "Forecasting", §8 "Forecasting", §9), under /api/forecast.
 * The engine is `@bus/forecast`; the server runs it as jobs (a worker pool, BullMQ with
 * REDIS_URL) and stores every run with its request, a fingerprint of the data, the result and the
 * engine version. Runs and saved series belong to an organisation (issue 14): another
 * organisation's run or series answers 404; an overseer reads its operators' saved runs and
 * series, read-only. Running a forecast needs `user` (it stores a run); reading needs `viewer`.
 *
 * Routes:
 * - GET    /api/forecast/models → ModelCatalogue (models, parameter table, M3 benchmark figures,
 *          calibration); public data, no organisation
 * - GET    /api/forecast/parameters/{model} → ModelParameters[] (spec §7; model may be `all`)
 * - GET    /api/forecast/templates/{model}?format=xlsx|csv|json → the file, named
 *          `{model}_template.{ext}` (spec §7), 60 monthly rows of 일자/운송수입 to overwrite
 * - POST   /api/forecast/inspect — multipart `file` (xlsx/xls/csv ≤ 10 MB, fields `dateColumn`,
 *          `valueColumn`, `limit24Months`) or JSON SeriesRowsInput (typed or pasted grid) →
 *          SeriesInspection; every refusal names the row or column (codes below)
 * - GET    /api/forecast/series?companyId= → SavedSeriesList (the companies the caller may read)
 * - GET    /api/forecast/series/{seriesId} → SavedSeries
 * - POST   /api/forecast/series (SavedSeriesInput) → 201 SavedSeries; the same company and name
 *          again updates it (new actuals), with `version` for optimistic locking (409 `conflict`)
 * - DELETE /api/forecast/series/{seriesId} → 204
 * - POST   /api/forecast/runs (ForecastRunRequest) → 202 ForecastRunSummary (queued);
 *          429 `forecast/too-many-runs` { max } past the per-user cap
 * - GET    /api/forecast/runs?companyId=&model=&kind=&saved=&from=&to=&limit=&offset= →
 *          ForecastRunList (newest first; the forecast logs of spec §7 are this list)
 * - GET    /api/forecast/runs/{runId} → ForecastRun (with result once succeeded)
 * - POST   /api/forecast/runs/{runId}/cancel → ForecastRunSummary (queued or running → cancelled)
 * - PUT    /api/forecast/runs/{runId}/save (ForecastRunSave) → ForecastRunSummary; only a
 *          succeeded forecast run (409 `forecast/not-finished`)
 * - DELETE /api/forecast/runs/{runId}/save → ForecastRunSummary (kept in the logs, unsaved)
 * - DELETE /api/forecast/runs/{runId} → 204 (a running run is cancelled first)
 * - GET    /api/forecast/runs/{runId}/export?format=csv|xlsx&lang=ko|en → the forecast table
 *          (period, actual, forecast, 80 % and 95 % bounds) and, in xlsx, metrics and backtest
 * - GET    /api/forecast/runs/{runId}/accuracy → RealisedAccuracy (the saved forecast against
 *          actuals of its series that arrived after the run)
 *
 * Live: the run's owner receives `forecast.progress` { run: ForecastRunSummary } on /api/ws at
 * every stage change and progress step, and when it ends.
 *
 * Error codes (problem documents, params in braces):
 * - forecast/no-date-column, forecast/no-value-column { columns }
 * - forecast/invalid-date { row, value }, forecast/not-a-number { row, value }
 * - forecast/duplicate-date { row, date }, forecast/missing-period { from, to, count }
 * - forecast/mixed-frequency { row }, forecast/too-many-rows { max }, forecast/empty
 * - forecast/series-too-short { model, min, got }, forecast/constant-series,
 *   forecast/non-positive-values { model }
 * - forecast/invalid-parameter { parameter, min?, max?, options?, got }
 * - forecast/invalid-horizon { min, max, got }
 * - forecast/unknown-model { model }
 * - forecast/too-many-runs { max }, forecast/not-finished, forecast/timeout { seconds },
 *   forecast/cancelled, forecast/fit-failed { model }, forecast/worker-crashed
 * - file/* as the data center's uploads (too-large, unsupported-type, corrupt, encrypted, …)
 */

/** Every model the engine offers (packages/forecast MODEL_NAMES; a server test keeps them equal). */
export const FORECAST_MODELS = [
  'prophet',
  'arima',
  'sarima',
  'xgboost',
  'nbeats',
  'ensemble',
  'ets',
  'theta',
  'auto',
  'seasonal-naive',
] as const;
export const ForecastModelName = z.enum(FORECAST_MODELS);
export type ForecastModelName = z.infer<typeof ForecastModelName>;

/** Models with a page of their own (spec §2 routes /prophet-forecast, /xgboost-forecast, /sarima-forecast). */
export const MODEL_PAGES = ['prophet', 'xgboost', 'sarima'] as const;

/** Spec §5 "Forecast upload" and §9: 10 MB, horizon 1–120 with 12 by default. */
export const FORECAST_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const FORECAST_MIN_HORIZON = 1;
export const FORECAST_MAX_HORIZON = 120;
export const FORECAST_DEFAULT_HORIZON = 12;
/** Rows read from one upload or grid (a 200,000-row file is refused, not truncated). */
export const FORECAST_MAX_ROWS = 10_000;
/** Interval levels every run reports (the 80 % and 95 % fan). */
export const FORECAST_LEVELS = [80, 95] as const;

/** A period label: `YYYY-MM` for monthly and quarterly data, `YYYY-MM-DD` for weekly or daily. */
const PeriodLabel = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);
const FiniteNumber = z.number().finite();

export const SeriesFrequency = z.enum(['monthly', 'quarterly', 'yearly', 'weekly', 'daily']);
export type SeriesFrequency = z.infer<typeof SeriesFrequency>;

/** A regular series as the engine reads it: one value per consecutive period. */
export const SeriesData = z
  .object({
    frequency: SeriesFrequency,
    labels: z.array(PeriodLabel).min(2).max(FORECAST_MAX_ROWS),
    values: z.array(FiniteNumber).min(2).max(FORECAST_MAX_ROWS),
  })
  .refine((s) => s.labels.length === s.values.length, {
    message: 'labels and values must have the same length',
    path: ['values'],
  });
export type SeriesData = z.infer<typeof SeriesData>;

// ---------------------------------------------------------------------------------------------
// Model catalogue and parameters (spec §3 "Model parameters")

/** One parameter of a model's form: its range, default, and whether it is basic or advanced. */
export const ParameterSpec = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('number'),
    name: z.string(),
    level: z.enum(['basic', 'advanced']),
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
    integer: z.boolean(),
    default: z.number(),
  }),
  z.object({
    kind: z.literal('boolean'),
    name: z.string(),
    level: z.enum(['basic', 'advanced']),
    default: z.boolean(),
  }),
  z.object({
    kind: z.literal('enum'),
    name: z.string(),
    level: z.enum(['basic', 'advanced']),
    options: z.array(z.string()).min(1),
    default: z.string(),
  }),
]);
export type ParameterSpec = z.infer<typeof ParameterSpec>;

export const ModelParameters = z.object({
  model: ForecastModelName,
  parameters: z.array(ParameterSpec),
});
export type ModelParameters = z.infer<typeof ModelParameters>;

/** A model's scores on the repository's M3 benchmark (README, docs/forecasting.md §6a). */
export const BenchmarkFigures = z.object({
  series: z.number().int().positive(),
  horizon: z.number().int().positive(),
  smape: z.number(),
  mase: z.number(),
  /** Percent of held-out values inside the 80 % and 95 % intervals. */
  coverage80: z.number().nullable(),
  coverage95: z.number().nullable(),
  medianSeconds: z.number(),
});
export type BenchmarkFigures = z.infer<typeof BenchmarkFigures>;

/**
 * Why a model's intervals get fixed M3 factors: its own likelihood or conformal intervals (a
 * backtest did not improve them), too slow to refit, its members' intervals, or its own backtest.
 */
export const CalibrationBasis = z.enum([
  'likelihood',
  'conformal',
  'conformal-not-refitted',
  'member-intervals',
  'own-backtest',
]);
export type CalibrationBasis = z.infer<typeof CalibrationBasis>;

/**
 * How a model's intervals are calibrated on the M3 monthly series (issue 16 §7), for the portal:
 * 'backtest' — the series' own rolling-origin errors set a scale, times `factor80`/`factor95`
 * (`alone80`/`alone95` when the series is too short to backtest); 'fixed' — the factors alone.
 */
export const ModelCalibration = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('backtest'),
    factor80: z.number(),
    factor95: z.number(),
    alone80: z.number(),
    alone95: z.number(),
  }),
  z.object({
    mode: z.literal('fixed'),
    basis: CalibrationBasis,
    factor80: z.number(),
    factor95: z.number(),
  }),
]);
export type ModelCalibration = z.infer<typeof ModelCalibration>;

/** What the calibration did to one run's intervals (half-widths times the factors). */
export const RunCalibration = z.object({
  method: z.enum(['backtest', 'm3-default']),
  folds: z.number().int(),
  factor80: z.number(),
  factor95: z.number(),
  /** Why the M3 factors alone; null after a backtest. */
  reason: z
    .union([CalibrationBasis, z.enum(['series-too-short', 'no-fold-in-time', 'too-few-errors'])])
    .nullable(),
});
export type RunCalibration = z.infer<typeof RunCalibration>;

export const ModelCard = z.object({
  model: ForecastModelName,
  /** Relative speed on a 60-month series: fast (< 1 s), medium (< 10 s), slow. */
  speed: z.enum(['fast', 'medium', 'slow']),
  /** Fewest points the model accepts with its defaults, and the number recommended (spec §5). */
  minPoints: z.number().int().positive(),
  recommendedPoints: z.number().int().positive(),
  /** Spec §5 recommended horizon as a share of the points (20–30 %, 10–20 %), null where none. */
  horizonShare: z.tuple([z.number(), z.number()]).nullable(),
  benchmark: BenchmarkFigures.nullable(),
  calibration: ModelCalibration.nullable(),
});
export type ModelCard = z.infer<typeof ModelCard>;

export const ModelCatalogue = z.object({
  engineVersion: z.string(),
  /** The benchmark the figures come from (data set, date, machine). */
  benchmarkSource: z.string(),
  models: z.array(ModelCard),
  parameters: z.array(ModelParameters),
});
export type ModelCatalogue = z.infer<typeof ModelCatalogue>;

// ---------------------------------------------------------------------------------------------
// Input: upload or grid → inspected series

/** A typed or pasted grid: dates and values as the user wrote them ('2024년 1월', '1,234,000'). */
export const SeriesRowsInput = z.object({
  rows: z
    .array(z.object({ date: z.string().max(40), value: z.string().max(40) }))
    .min(1)
    .max(FORECAST_MAX_ROWS),
  limit24Months: z.boolean().default(false),
});
export type SeriesRowsInput = z.infer<typeof SeriesRowsInput>;

/**
 * What the input step explains before a run: each check a code with its rows or periods. Errors
 * stop the run (gaps and duplicates are refused with their codes instead of being guessed);
 * warnings and notes are shown beside the preview chart.
 */
export const DataCheck = z.object({
  code: z.enum([
    'too-few-points',
    'few-points',
    'negative-values',
    'zero-values',
    'outliers',
    'constant',
    'limited-to-24-months',
  ]),
  severity: z.enum(['warning', 'info']),
  /** Period labels concerned (outliers, negatives), at most 20. */
  periods: z.array(z.string()).max(20),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DataCheck = z.infer<typeof DataCheck>;

export const SeriesInspection = z.object({
  /** Header names of the file (for the column pickers); ['date', 'value'] for a grid. */
  columns: z.array(z.string()),
  dateColumn: z.string(),
  valueColumn: z.string(),
  series: SeriesData,
  /** Points the 24-month limit removed (spec §5 "Optional 24-month limit"). */
  dropped: z.number().int().min(0),
  checks: z.array(DataCheck),
  /** Per-model recommended horizon for this many points, null where the spec gives none. */
  recommendedHorizons: z.record(
    z.string(),
    z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  ),
});
export type SeriesInspection = z.infer<typeof SeriesInspection>;

// ---------------------------------------------------------------------------------------------
// Saved series (a company's monthly revenue, for picking again and for realised accuracy)

export const SavedSeriesInput = z.object({
  companyId: z.uuid(),
  name: z.string().trim().min(1).max(100),
  series: SeriesData,
  /** The version read, when updating a series of that name (optimistic locking). */
  version: z.number().int().min(0).optional(),
});
export type SavedSeriesInput = z.infer<typeof SavedSeriesInput>;

export const SavedSeriesSummary = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  name: z.string(),
  frequency: SeriesFrequency,
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  points: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SavedSeriesSummary = z.infer<typeof SavedSeriesSummary>;

export const SavedSeries = SavedSeriesSummary.extend({ series: SeriesData });
export type SavedSeries = z.infer<typeof SavedSeries>;

export const SavedSeriesList = z.object({ items: z.array(SavedSeriesSummary) });
export type SavedSeriesList = z.infer<typeof SavedSeriesList>;

// ---------------------------------------------------------------------------------------------
// Runs: a forecast, a cross validation or a model comparison, run as a job

export const RUN_KINDS = ['forecast', 'cross-validation', 'comparison'] as const;
export const RunKind = z.enum(RUN_KINDS);
export type RunKind = z.infer<typeof RunKind>;

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const RunStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof RunStatus>;

/** Where the series of a run comes from: sent with the request, or a saved series by id. */
const RunInput = z.object({
  /** The company the run is about (optional, spec §3); must be one the caller may write. */
  companyId: z.uuid().nullable().default(null),
  series: SeriesData.optional(),
  seriesId: z.uuid().optional(),
  /** Store the series sent under this name for the company (needs companyId). */
  saveSeriesAs: z.string().trim().min(1).max(100).optional(),
});

const ModelChoice = z.object({
  model: ForecastModelName,
  /** The model's parameters by the spec's snake_case names; checked by the engine. */
  params: z.record(z.string(), z.unknown()).default({}),
});

export const ForecastRunRequest = z.discriminatedUnion('kind', [
  RunInput.extend({
    kind: z.literal('forecast'),
    ...ModelChoice.shape,
    horizon: z.number().int().min(FORECAST_MIN_HORIZON).max(FORECAST_MAX_HORIZON).default(12),
    /** Spec §3 "auto-optimization flag": the model tunes itself on the series. */
    autoOptimize: z.boolean().default(false),
    /** Spec §3 "apply 24-month limit flag". */
    limit24Months: z.boolean().default(false),
    /** Korean holidays (설날, 추석 moving between months) as regressors where the model has them. */
    holidays: z.boolean().default(true),
  }),
  RunInput.extend({
    kind: z.literal('cross-validation'),
    ...ModelChoice.shape,
    splits: z.number().int().min(2).max(10).default(3),
    horizon: z.number().int().min(1).max(36).default(12),
    minTrainSize: z.number().int().min(2).max(FORECAST_MAX_ROWS).optional(),
  }),
  RunInput.extend({
    kind: z.literal('comparison'),
    models: z.array(ModelChoice).min(2).max(FORECAST_MODELS.length),
    splits: z.number().int().min(2).max(10).default(3),
    horizon: z.number().int().min(1).max(36).default(12),
    minTrainSize: z.number().int().min(2).max(FORECAST_MAX_ROWS).optional(),
  }),
]);
export type ForecastRunRequest = z.infer<typeof ForecastRunRequest>;

/** The spec's metrics (RMSE, MAE, MAPE, R²) plus sMAPE, MASE and interval coverage. */
export const ForecastMetrics = z.object({
  rmse: z.number().nullable(),
  mae: z.number().nullable(),
  /** Percent; null when an actual is 0. */
  mape: z.number().nullable(),
  r2: z.number().nullable(),
  smape: z.number().nullable(),
  mase: z.number().nullable(),
  /** Percent of actuals inside the 80 % and 95 % intervals. */
  coverage80: z.number().nullable(),
  coverage95: z.number().nullable(),
});
export type ForecastMetrics = z.infer<typeof ForecastMetrics>;

/** Forecast path with its 80 % and 95 % intervals, one entry per future period. */
export const ForecastPath = z.object({
  labels: z.array(z.string()),
  mean: z.array(z.number()),
  lower80: z.array(z.number()),
  upper80: z.array(z.number()),
  lower95: z.array(z.number()),
  upper95: z.array(z.number()),
});
export type ForecastPath = z.infer<typeof ForecastPath>;

export const BacktestFold = z.object({
  index: z.number().int(),
  trainSize: z.number().int(),
  /** First forecast period of the fold. */
  cutoff: z.string().nullable(),
  actual: z.array(z.number()),
  forecast: ForecastPath,
  metrics: ForecastMetrics,
  seconds: z.number(),
});
export type BacktestFold = z.infer<typeof BacktestFold>;

export const Backtest = z.object({
  folds: z.array(BacktestFold),
  mean: ForecastMetrics,
});
export type Backtest = z.infer<typeof Backtest>;

/** Each model's own diagnostics (issue 16 §4). */
export const ModelDiagnostics = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prophet'),
    /** Per period of history and forecast (labels), each component in the series' unit. */
    labels: z.array(z.string()),
    components: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
  }),
  z.object({
    kind: z.literal('xgboost'),
    /** Share of total gain per feature, largest first (sums to 1). */
    importance: z.array(z.object({ feature: z.string(), gain: z.number() })),
  }),
  z.object({
    kind: z.literal('arima'),
    order: z.object({
      p: z.number().int(),
      d: z.number().int(),
      q: z.number().int(),
      P: z.number().int(),
      D: z.number().int(),
      Q: z.number().int(),
      s: z.number().int(),
    }),
    coefficients: z.array(
      z.object({ name: z.string(), value: z.number(), standardError: z.number().nullable() }),
    ),
    /** Autocorrelation of the residuals by lag, and the ±bound of white noise (1.96/√n). */
    residualAcf: z.array(z.object({ lag: z.number().int(), value: z.number() })),
    acfBound: z.number(),
  }),
]);
export type ModelDiagnostics = z.infer<typeof ModelDiagnostics>;

/** Spec §3 "period_analysis", with the 24-month rule. */
export const PeriodAnalysis = z.object({
  actualMonths: z.number().int(),
  forecastMonths: z.number().int(),
  totalMonths: z.number().int(),
  targetTotalMonths: z.number().int().nullable(),
});
export type PeriodAnalysis = z.infer<typeof PeriodAnalysis>;

export const ForecastResult = z.object({
  /** What the model chose, e.g. "ARIMA(0,1,1)(0,1,1)[12]" or the auto mode's reason. */
  description: z.string(),
  /** The parameters in effect after defaults and any automatic choice. */
  params: z.record(z.string(), z.unknown()),
  history: SeriesData,
  forecast: ForecastPath,
  /** In-sample one-step errors (actual − fitted), aligned with the end of the history. */
  residuals: z.array(z.number()),
  /** Metrics of the backtest (out of sample), the honest figures. */
  metrics: ForecastMetrics,
  backtest: Backtest.nullable(),
  diagnostics: ModelDiagnostics.nullable(),
  calibration: RunCalibration.nullable(),
  periodAnalysis: PeriodAnalysis,
  checks: z.array(DataCheck),
});
export type ForecastResult = z.infer<typeof ForecastResult>;

export const ComparisonRow = z.object({
  model: ForecastModelName,
  metrics: ForecastMetrics.nullable(),
  seconds: z.number().nullable(),
  /** Error code when this model could not be scored (the others go on). */
  error: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const CrossValidationResult = z.object({
  model: ForecastModelName,
  backtest: Backtest,
});
export type CrossValidationResult = z.infer<typeof CrossValidationResult>;

export const ComparisonResult = z.object({
  folds: z.array(
    z.object({
      index: z.number().int(),
      trainSize: z.number().int(),
      cutoff: z.string().nullable(),
    }),
  ),
  /** Best mean sMAPE first. */
  rows: z.array(ComparisonRow),
  /**
   * The auto mode's recommendation on the same series; its reason is these figures (lowest mean
   * sMAPE over the folds, and the next best), which the screen words in the user's language.
   */
  recommendation: z
    .object({
      model: ForecastModelName,
      smape: z.number(),
      folds: z.number().int(),
      horizon: z.number().int(),
      runnerUp: z.object({ model: ForecastModelName, smape: z.number() }).nullable(),
    })
    .nullable(),
});
export type ComparisonResult = z.infer<typeof ComparisonResult>;

export const RunError = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RunError = z.infer<typeof RunError>;

export const ForecastRunSummary = z.object({
  id: z.uuid(),
  kind: RunKind,
  status: RunStatus,
  /** 0..100 */
  progress: z.number().min(0).max(100),
  /** Stage code the web translates: queued, preparing, fitting, backtesting, calibrating, saving. */
  stage: z.string(),
  /** The model (forecast, cross-validation) or the first of the compared models. */
  model: ForecastModelName,
  models: z.array(ForecastModelName),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  seriesId: z.uuid().nullable(),
  horizon: z.number().int(),
  points: z.number().int(),
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  /** SHA-256 of the series (labels and values): the same data gives the same fingerprint. */
  fingerprint: z.string(),
  engineVersion: z.string(),
  saved: z.boolean(),
  name: z.string().nullable(),
  /** Headline metrics once succeeded (backtest sMAPE, MAPE, coverage). */
  metrics: ForecastMetrics.nullable(),
  error: RunError.nullable(),
  queuePosition: z.number().int().positive().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  savedAt: z.string().nullable(),
});
export type ForecastRunSummary = z.infer<typeof ForecastRunSummary>;

export const ForecastRun = ForecastRunSummary.extend({
  request: ForecastRunRequest,
  forecast: ForecastResult.nullable(),
  crossValidation: CrossValidationResult.nullable(),
  comparison: ComparisonResult.nullable(),
});
export type ForecastRun = z.infer<typeof ForecastRun>;

export const ForecastRunQuery = z.object({
  companyId: z.uuid().optional(),
  model: ForecastModelName.optional(),
  kind: RunKind.optional(),
  saved: z.enum(['true', 'false']).optional(),
  /** Created on or after / before (YYYY-MM-DD, Asia/Seoul). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ForecastRunQuery = z.infer<typeof ForecastRunQuery>;

export const ForecastRunList = z.object({
  items: z.array(ForecastRunSummary),
  total: z.number().int(),
});
export type ForecastRunList = z.infer<typeof ForecastRunList>;

export const ForecastRunSave = z.object({ name: z.string().trim().min(1).max(100) });
export type ForecastRunSave = z.infer<typeof ForecastRunSave>;

/** A saved forecast scored on actuals of its series that arrived after the run (issue 16 §6). */
export const RealisedAccuracy = z.object({
  runId: z.uuid(),
  seriesId: z.uuid().nullable(),
  /** Forecast periods that now have an actual. */
  periods: z.array(
    z.object({
      label: z.string(),
      actual: z.number(),
      forecast: z.number(),
      lower95: z.number(),
      upper95: z.number(),
    }),
  ),
  /** null until at least one forecast period has an actual. */
  metrics: ForecastMetrics.nullable(),
});
export type RealisedAccuracy = z.infer<typeof RealisedAccuracy>;
