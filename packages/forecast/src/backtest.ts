import { coverage, mae, mape, mase, rmse, smape } from './metrics';
import { periodLabel } from './periods';
import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Prediction,
  type Series,
  throwIfAborted,
} from './types';

/** Rolling-origin cross-validation (spec §3: number of splits, forecast horizon, minimum training size). */
export type BacktestOptions = FitOptions & {
  readonly splits: number;
  readonly horizon: number;
  /** Fewest training points of the first fold; defaults to two seasons (2 × frequency, at least 2). */
  readonly minTrainSize?: number;
  /** Periods between successive origins; defaults to the horizon (test windows do not overlap). */
  readonly step?: number;
  readonly levels?: readonly number[];
  /** Called after each fold with the folds done and their total (a job's progress bar). */
  readonly onFold?: (done: number, total: number) => void;
};

/** One split: the model is fitted on values[0, trainSize) and scored on the next `horizon` values. */
export type Fold = {
  readonly index: number;
  readonly trainSize: number;
  readonly horizon: number;
  /** Calendar period of the first forecast ("YYYY-MM" for monthly data) when the start is known. */
  readonly cutoff?: string;
};

export type FoldMetrics = {
  readonly smape: number;
  /** null where a metric is undefined on this fold (constant training part, a zero actual). */
  readonly mase: number | null;
  readonly mae: number;
  readonly rmse: number;
  readonly mape: number | null;
  /** Percent of actuals inside each interval, keyed by level ("80", "95"). */
  readonly coverage: Readonly<Record<string, number>>;
};

export type FoldResult = Fold & {
  readonly actual: number[];
  readonly forecast: Prediction;
  readonly metrics: FoldMetrics;
  /** Fit plus predict time of this fold. */
  readonly seconds: number;
};

export type BacktestResult = {
  readonly model: string;
  readonly folds: FoldResult[];
  /** Mean of each metric over the folds where it is defined. */
  readonly mean: FoldMetrics;
  readonly seconds: number;
};

function positiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new ForecastError(
      'invalid_parameter',
      `${name} must be a positive integer (got ${value})`,
      {
        parameter: name,
        min: 1,
        got: value,
      },
    );
  }
}

/**
 * The fold boundaries: the last test window ends with the series, earlier origins step back by
 * `step`; the first fold must keep `minTrainSize` training points.
 */
export function rollingOriginFolds(series: Series, options: BacktestOptions): Fold[] {
  const { splits, horizon } = options;
  const step = options.step ?? horizon;
  const minTrain = options.minTrainSize ?? Math.max(2, 2 * series.frequency);
  positiveInteger(splits, 'splits');
  positiveInteger(horizon, 'horizon');
  positiveInteger(step, 'step');
  positiveInteger(minTrain, 'min_train_size');
  const n = series.values.length;
  const firstTrain = n - horizon - (splits - 1) * step;
  if (firstTrain < minTrain) {
    throw new ForecastError(
      'series_too_short',
      `${splits} splits of horizon ${horizon} (step ${step}) with at least ${minTrain} training points need ` +
        `${minTrain + horizon + (splits - 1) * step} points, got ${n}`,
      { min: minTrain + horizon + (splits - 1) * step, got: n },
    );
  }
  return Array.from({ length: splits }, (_, index) => {
    const trainSize = firstTrain + index * step;
    const cutoff = periodLabel(series.start, series.frequency, trainSize);
    return { index, trainSize, horizon, ...(cutoff ? { cutoff } : {}) };
  });
}

function defined(compute: () => number): number | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof ForecastError && error.code === 'undefined_metric') return null;
    throw error;
  }
}

export function scoreFold(
  training: readonly number[],
  actual: readonly number[],
  forecast: Prediction,
  frequency: number,
): FoldMetrics {
  const levels = Object.keys(forecast.lower);
  const m = training.length > frequency ? frequency : 1;
  return {
    smape: smape(actual, forecast.mean),
    mase: training.length > m ? defined(() => mase(actual, forecast.mean, training, m)) : null,
    mae: mae(actual, forecast.mean),
    rmse: rmse(actual, forecast.mean),
    mape: defined(() => mape(actual, forecast.mean)),
    coverage: Object.fromEntries(
      levels.map((l) => [l, coverage(actual, forecast.lower[l] ?? [], forecast.upper[l] ?? [])]),
    ),
  };
}

function meanDefined(values: readonly (number | null | undefined)[]): number | null {
  const present = values.filter((v): v is number => typeof v === 'number');
  return present.length === 0 ? null : present.reduce((s, v) => s + v, 0) / present.length;
}

export function meanMetrics(folds: readonly FoldMetrics[]): FoldMetrics {
  const levels = Object.keys(folds[0]?.coverage ?? {});
  return {
    smape: meanDefined(folds.map((f) => f.smape)) ?? Number.NaN,
    mase: meanDefined(folds.map((f) => f.mase)),
    mae: meanDefined(folds.map((f) => f.mae)) ?? Number.NaN,
    rmse: meanDefined(folds.map((f) => f.rmse)) ?? Number.NaN,
    mape: meanDefined(folds.map((f) => f.mape)),
    coverage: Object.fromEntries(
      levels.map((l) => [l, meanDefined(folds.map((f) => f.coverage[l])) ?? Number.NaN]),
    ),
  };
}

/** Fits `model` on each fold's training part and scores its forecast of the test part. */
export async function backtest<P>(
  series: Series,
  model: ForecastModel<P>,
  params: P,
  options: BacktestOptions,
): Promise<BacktestResult> {
  const folds = rollingOriginFolds(series, options);
  const levels = options.levels ?? DEFAULT_LEVELS;
  const results: FoldResult[] = [];
  for (const fold of folds) {
    throwIfAborted(options.signal);
    const training = series.values.slice(0, fold.trainSize);
    const actual = series.values.slice(fold.trainSize, fold.trainSize + fold.horizon);
    const started = performance.now();
    const { signal, seed, budgetMs } = options;
    const fitted = await model.fit({ ...series, values: training }, params, {
      signal,
      seed,
      budgetMs,
    });
    const forecast = fitted.predict(fold.horizon, levels);
    const seconds = (performance.now() - started) / 1000;
    const metrics = scoreFold(training, actual, forecast, series.frequency);
    results.push({ ...fold, actual, forecast, metrics, seconds });
    options.onFold?.(results.length, folds.length);
  }
  return {
    model: model.name,
    folds: results,
    mean: meanMetrics(results.map((r) => r.metrics)),
    seconds: meanDefined(results.map((r) => r.seconds)) ?? 0,
  };
}
