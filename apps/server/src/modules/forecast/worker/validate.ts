import type { ForecastRunRequest, SeriesData } from '@bus/domain';
import { checkSeriesForModel, rollingOriginFolds } from '@bus/forecast';
import { engineSeries, modelNamed, rawParams } from './engine-common';
import { limitTo24Months } from './limit-24';

/**
 * What a request can be refused for before it is queued, in the order a user fixes it: an unknown
 * model, a parameter outside its range (named with its range), a series the model cannot fit (too
 * short, constant), folds that do not fit the series. Milliseconds of work; no model is fitted.
 */
export function validateRequest(request: ForecastRunRequest, data: SeriesData): void {
  if (request.kind === 'comparison') {
    // Each compared model's own problem becomes its row's error; the folds must fit the series.
    for (const choice of request.models) modelNamed(choice.model);
    rollingOriginFolds(engineSeries(data), request);
    return;
  }
  const limited =
    request.kind === 'forecast' && request.limit24Months ? limitTo24Months(data).series : data;
  const series = engineSeries(limited);
  const model = modelNamed(request.model);
  const switches =
    request.kind === 'forecast'
      ? { autoOptimize: request.autoOptimize, holidays: request.holidays, horizon: request.horizon }
      : { horizon: request.horizon };
  const params = model.parseParams(rawParams(request.model, model, request.params, switches));
  checkSeriesForModel(series, request.model, params as Record<string, unknown>);
  if (request.kind === 'cross-validation') rollingOriginFolds(series, request);
}
