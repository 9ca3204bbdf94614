import { type BacktestResult, type FoldResult, scoreFold } from '../backtest';
import { rSquared } from '../metrics';
import { periodLabel } from '../periods';
import { ForecastError, type Prediction, type Series } from '../types';
import type { LabelledPath, RunBacktest, RunFold, RunMetrics } from './run-types';

/** Every metric null: no backtest, so no honest figure to show. */
export const NO_METRICS: RunMetrics = {
  rmse: null,
  mae: null,
  mape: null,
  r2: null,
  smape: null,
  mase: null,
  coverage80: null,
  coverage95: null,
};

const finiteOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function r2Of(actual: readonly number[], forecast: readonly number[]): number | null {
  try {
    return rSquared(actual, forecast);
  } catch (error) {
    // R² is undefined on a fold whose actuals never change: null, as the contract allows.
    if (error instanceof ForecastError && error.code === 'undefined_metric') return null;
    throw error;
  }
}

/** The spec's metrics (§3 "Performance metrics": RMSE, MAE, MAPE, R²) plus sMAPE, MASE, coverage. */
export function foldMetrics(
  training: readonly number[],
  actual: readonly number[],
  forecast: Prediction,
  frequency: number,
): RunMetrics {
  const scored = scoreFold(training, actual, forecast, frequency);
  return {
    rmse: finiteOrNull(scored.rmse),
    mae: finiteOrNull(scored.mae),
    mape: finiteOrNull(scored.mape),
    r2: finiteOrNull(r2Of(actual, forecast.mean)),
    smape: finiteOrNull(scored.smape),
    mase: finiteOrNull(scored.mase),
    coverage80: finiteOrNull(scored.coverage['80']),
    coverage95: finiteOrNull(scored.coverage['95']),
  };
}

/** Mean of each metric over the folds where it is defined; null where it never is. */
export function meanRunMetrics(folds: readonly RunMetrics[]): RunMetrics {
  const keys = Object.keys(NO_METRICS) as (keyof RunMetrics)[];
  return Object.fromEntries(
    keys.map((key) => {
      const present = folds.map((f) => f[key]).filter((v): v is number => v !== null);
      const mean = present.length > 0 ? present.reduce((s, v) => s + v, 0) / present.length : null;
      return [key, mean];
    }),
  ) as RunMetrics;
}

/** Labels of `count` periods from `offset` on; positions ("13", "14", …) without a start date. */
export function labelsFrom(series: Series, offset: number, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => periodLabel(series.start, series.frequency, offset + i) ?? String(offset + i + 1),
  );
}

export function labelledPath(series: Series, offset: number, p: Prediction): LabelledPath {
  return { labels: labelsFrom(series, offset, p.mean.length), ...p };
}

function runFold(series: Series, fold: FoldResult): RunFold {
  const training = series.values.slice(0, fold.trainSize);
  return {
    index: fold.index,
    trainSize: fold.trainSize,
    cutoff: fold.cutoff ?? null,
    actual: fold.actual,
    forecast: labelledPath(series, fold.trainSize, fold.forecast),
    metrics: foldMetrics(training, fold.actual, fold.forecast, series.frequency),
    seconds: fold.seconds,
  };
}

/** A backtest in the contract's shape: folds with labels and the full metric set, and the means. */
export function toRunBacktest(
  series: Series,
  result: BacktestResult,
  plan: { splits: number; horizon: number; minTrainSize: number },
): RunBacktest {
  const folds = result.folds.map((fold) => runFold(series, fold));
  return { ...plan, folds, mean: meanRunMetrics(folds.map((f) => f.metrics)) };
}
