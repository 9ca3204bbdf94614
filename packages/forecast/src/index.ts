export {
  type BacktestOptions,
  type BacktestResult,
  backtest,
  type Fold,
  type FoldMetrics,
  type FoldResult,
  rollingOriginFolds,
} from './backtest';
export {
  type BatchOptions,
  type ForecastFile,
  forecastBatch,
  parseSeriesFile,
  type SeriesFailure,
  type SeriesFile,
  type SeriesForecast,
  type SeriesInput,
} from './batch';
export {
  type CalibrationSettings,
  withCalibratedIntervals,
} from './calibrate/with-calibrated-intervals';
export {
  type CalibrationCard,
  calibrationCard,
  type M3Benchmark,
  type M3ModelFigures,
  type ModelCardFacts,
  type ModelParameters,
  m3Benchmark,
  modelCards,
  nestParameters,
  type ParameterLevel,
  type ParameterSpec,
  parameterCatalogue,
} from './catalogue';
export { type Candidate, type Comparison, type ComparisonRow, compareModels } from './compare';
export { withDeadline } from './deadline';
export type {
  ArimaDiagnostics,
  ModelDiagnostics,
  ProphetDiagnostics,
  XgboostDiagnostics,
} from './diagnostics';
export { ENGINE_VERSION } from './engine-version';
export {
  aic,
  aicc,
  bic,
  coverage,
  mae,
  mape,
  mase,
  mda,
  mse,
  rmse,
  rSquared,
  smape,
  wape,
} from './metrics';
export {
  type AnyForecastModel,
  findModel,
  isModelName,
  MODEL_NAMES,
  MODELS,
  type ModelName,
  OPTIMIZE_PARAMS,
  registeredModelNames,
} from './models';
export {
  type EnsembleWeights,
  normaliseEnsembleWeights,
} from './models/ensemble/ensemble-params';
export {
  booleanParam,
  defineParams,
  enumParam,
  integerParam,
  numberParam,
  optionalParam,
  type ParamRule,
  type ParamSpec,
  type ParamsOf,
} from './params';
export { periodLabel } from './periods';
export {
  type CheckedValues,
  type DataCheck,
  type DataCheckCode,
  dataChecks,
  MAX_PERIODS,
} from './prepare/data-checks';
export { type FrequencyKind, SEASON_LENGTH } from './prepare/frequency';
export { inspectSeries, type SeriesInspection } from './prepare/inspect-series';
export { OUTLIER_THRESHOLD, outlierIndices } from './prepare/outliers';
export {
  LIMIT_MONTHS,
  type PreparedSeries,
  type PrepareOptions,
  prepareSeries,
} from './prepare/prepare-series';
export { type PreparedUpload, prepareUpload, type UploadRequest } from './prepare/prepare-upload';
export {
  checkSeriesForModel,
  DEFAULT_HORIZON,
  type HorizonRange,
  MAX_HORIZON,
  recommendedHorizon,
  seriesAdvice,
  validateHorizon,
} from './prepare/rules';
export { MAX_ROWS, type RawRows } from './prepare/table';
export { quantile } from './quantile';
export { runComparison } from './run/run-comparison';
export { runCrossValidation } from './run/run-cross-validation';
export { runForecast } from './run/run-forecast';
export { DEFAULT_BACKTEST_SPLITS, planBacktest } from './run/run-plan';
export type {
  ComparisonRequest,
  ComparisonRunResult,
  ComparisonRunRow,
  CrossValidationRequest,
  CrossValidationRunResult,
  ForecastRequest,
  ForecastRunResult,
  LabelledPath,
  Recommendation,
  RunBacktest,
  RunFold,
  RunMetrics,
  RunOptions,
  RunStage,
} from './run/run-types';
export {
  type ForecastScore,
  type ScoredEntry,
  scoreForecasts,
  type Truth,
} from './score-forecasts';
export { type SeasonalNaiveParams, seasonalNaive } from './seasonal-naive';
export {
  type CalibrationBasis,
  type CalibrationReason,
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastErrorCode,
  type ForecastErrorDetails,
  type ForecastModel,
  type IntervalCalibration,
  type Model,
  type ModelInfo,
  type Prediction,
  type Series,
  throwIfAborted,
} from './types';
