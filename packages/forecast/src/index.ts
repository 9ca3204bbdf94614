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
export { type Candidate, type Comparison, type ComparisonRow, compareModels } from './compare';
export { withDeadline } from './deadline';
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
  booleanParam,
  defineParams,
  enumParam,
  integerParam,
  numberParam,
  optionalParam,
  type ParamRule,
  type ParamsOf,
} from './params';
export { periodLabel } from './periods';
export { type FrequencyKind, SEASON_LENGTH } from './prepare/frequency';
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
export type { RawRows } from './prepare/table';
export { quantile } from './quantile';
export {
  type ForecastScore,
  type ScoredEntry,
  scoreForecasts,
  type Truth,
} from './score-forecasts';
export { type SeasonalNaiveParams, seasonalNaive } from './seasonal-naive';
export {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastErrorCode,
  type ForecastModel,
  type Model,
  type ModelInfo,
  type Prediction,
  type Series,
  throwIfAborted,
} from './types';
