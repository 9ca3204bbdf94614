export { type ForecastFile, forecastBatch, parseSeriesFile, type SeriesFile } from './batch';
export { mae, mase, rmse, smape } from './metrics';
export { fitModel, isModelName, MODEL_NAMES, type ModelName } from './models';
export { quantile } from './quantile';
export { type SeasonalNaiveParams, seasonalNaive } from './seasonal-naive';
export {
  DEFAULT_LEVELS,
  ForecastError,
  type ForecastErrorCode,
  type ForecastModel,
  type Model,
  type Prediction,
  type Series,
} from './types';
