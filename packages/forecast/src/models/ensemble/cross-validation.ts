import { rollingOriginFolds } from '../../backtest';
import { mae, rmse } from '../../metrics';
import {
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Series,
  throwIfAborted,
} from '../../types';

export type Metric = 'rmse' | 'mae' | 'mape';

/** Both members' forecasts on each fold, with the actuals they are scored against. */
export type FoldForecasts = {
  readonly actual: number[];
  readonly prophet: number[];
  readonly xgboost: number[];
};

type Member<P> = { readonly model: ForecastModel<P>; readonly params: P };

/**
 * The CV horizon: one season (at least 2 periods), so a weight is judged on a full cycle, shrunk
 * until the folds fit the series with two seasons of training in the first.
 */
function foldPlan(series: Series, folds: number) {
  for (let horizon = Math.max(2, series.frequency); horizon >= 1; horizon--) {
    try {
      return rollingOriginFolds(series, { splits: folds, horizon });
    } catch (error) {
      if (!(error instanceof ForecastError && error.code === 'series_too_short')) throw error;
    }
  }
  return [];
}

const isFitFailure = (error: unknown) =>
  error instanceof ForecastError && error.code !== 'cancelled' && error.code !== 'timeout';

/**
 * Fits both members on every fold; an empty result means the series is too short for CV. A fold
 * where a member cannot be fitted (Prophet's optimiser fails on some short stretches) is left out
 * rather than failing the whole ensemble: the weights are judged on the folds both could forecast.
 */
export async function foldForecasts<PP, XP>(
  series: Series,
  members: { readonly prophet: Member<PP>; readonly xgboost: Member<XP> },
  folds: number,
  options: FitOptions,
): Promise<FoldForecasts> {
  const result: FoldForecasts = { actual: [], prophet: [], xgboost: [] };
  for (const fold of foldPlan(series, folds)) {
    throwIfAborted(options.signal);
    const training = { ...series, values: series.values.slice(0, fold.trainSize) };
    const actual = series.values.slice(fold.trainSize, fold.trainSize + fold.horizon);
    try {
      const p = await members.prophet.model.fit(training, members.prophet.params, options);
      const x = await members.xgboost.model.fit(training, members.xgboost.params, options);
      const prophet = p.predict(fold.horizon, []).mean;
      const xgboost = x.predict(fold.horizon, []).mean;
      result.actual.push(...actual);
      result.prophet.push(...prophet);
      result.xgboost.push(...xgboost);
    } catch (error) {
      if (!isFitFailure(error)) throw error;
    }
  }
  return result;
}

/** MAPE skips zero actuals (undefined there); with none left it falls back to MAE. */
function mapeSkippingZeros(actual: readonly number[], forecast: readonly number[]): number {
  const kept = actual.flatMap((a, i) =>
    a === 0 ? [] : [Math.abs(a - (forecast[i] ?? a)) / Math.abs(a)],
  );
  return kept.length > 0
    ? (100 * kept.reduce((s, v) => s + v, 0)) / kept.length
    : mae(actual, forecast);
}

/** The CV loss of Prophet weight w (XGBoost gets 1 − w). */
export function weightLoss(data: FoldForecasts, metric: Metric): (weight: number) => number {
  const score = metric === 'rmse' ? rmse : metric === 'mae' ? mae : mapeSkippingZeros;
  return (w) => {
    const blend = data.actual.map(
      (_, i) => w * (data.prophet[i] ?? 0) + (1 - w) * (data.xgboost[i] ?? 0),
    );
    return score(data.actual, blend);
  };
}
