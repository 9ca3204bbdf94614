import { backtest } from '../backtest';
import { nestParameters } from '../catalogue';
import { ENGINE_VERSION } from '../engine-version';
import type { Series } from '../types';
import { toRunBacktest } from './run-metrics';
import { backtestOptions, modelNamed, planOf } from './run-plan';
import type { CrossValidationRequest, CrossValidationRunResult, RunOptions } from './run-types';

/**
 * Cross validation (spec §3 "Cross validation takes number of splits, forecast horizon and
 * minimum training size"): the model's rolling-origin backtest with the full metric set per fold
 * and their means. Too short a series for the folds is ForecastError 'series_too_short'.
 */
export async function runCrossValidation(
  series: Series,
  request: CrossValidationRequest,
  options: RunOptions = {},
): Promise<CrossValidationRunResult> {
  const model = modelNamed(request.model);
  const params = model.parseParams(nestParameters(request.params ?? {}));
  options.onProgress?.('backtesting', 0);
  const result = await backtest(series, model, params, {
    ...backtestOptions(request, options, 1 / request.splits),
    onFold: (done, total) => options.onProgress?.('backtesting', done / total),
  });
  return {
    model: request.model,
    backtest: toRunBacktest(series, result, planOf(series, request)),
    engineVersion: ENGINE_VERSION,
  };
}
