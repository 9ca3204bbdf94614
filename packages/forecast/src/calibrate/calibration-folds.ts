import { type Fold, rollingOriginFolds } from '../backtest';
import {
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Series,
  throwIfAborted,
} from '../types';

/** Origins of the calibration backtest: three balance the noise of one against the cost of more. */
export const CALIBRATION_FOLDS = 3;
/**
 * The interval the backtest errors are measured against: its half-width is where a calibrated
 * model's median absolute error falls, so the ratio's median is 1 when the intervals are right
 * and a median is stable from a few dozen errors (a 95 % quantile of the same errors is not).
 */
export const SCALE_LEVEL = 50;
/** The fewest training points of a fold: two seasons, and never fewer than this. */
const MIN_TRAIN = 8;

/**
 * Horizon of the calibration folds: a season and a half (18 months, the M3 horizon the factors
 * were learned on), at least 4 and at most 24 periods so weekly data does not need years of folds.
 */
export function calibrationHorizon(frequency: number): number {
  return Math.min(24, Math.max(4, Math.round(1.5 * frequency)));
}

/**
 * The folds: `folds` origins a third of the horizon apart, the last test window ending with the
 * series, the first fold still training on two seasons. A short series gets a shorter horizon
 * first (three origins give a steadier median than one long window), then fewer folds; none at
 * all when not even one period can be held out.
 */
export function calibrationPlan(series: Series, folds = CALIBRATION_FOLDS): Fold[] {
  const minTrainSize = Math.max(MIN_TRAIN, 2 * series.frequency);
  const n = series.values.length;
  for (let splits = folds; splits >= 1; splits--) {
    for (let h = calibrationHorizon(series.frequency); h >= 1; h--) {
      const step = Math.max(1, Math.ceil(h / 3));
      if (n - h - (splits - 1) * step < minTrainSize) continue;
      return rollingOriginFolds(series, { splits, horizon: h, step, minTrainSize });
    }
  }
  return [];
}

/** |actual − mean| / (half-width of the SCALE_LEVEL interval on the error's side), per step. */
export function errorRatios(
  actual: readonly number[],
  mean: readonly number[],
  lower: readonly number[],
  upper: readonly number[],
): number[] {
  return actual.flatMap((a, i) => {
    const m = mean[i] ?? a;
    const side = a >= m ? (upper[i] ?? m) - m : m - (lower[i] ?? m);
    // A zero-width interval says nothing about scale: leave the step out.
    return side > 0 && Number.isFinite(side) ? [Math.abs(a - m) / side] : [];
  });
}

export type FoldErrors = {
  /** Ratios of every step of every fold that fitted. */
  readonly ratios: number[];
  /** Folds that fitted and were scored. */
  readonly folds: number;
};

/** A fold the model cannot fit (too short, no convergence) is left out; cancellation is not. */
function isOwnFailure(error: unknown): boolean {
  return error instanceof ForecastError && error.code !== 'cancelled' && error.code !== 'timeout';
}

/**
 * Fits `model` on each fold's training part and collects its error ratios, most recent origin
 * first, while the time budget lasts: a fold starts only when one more fit as long as the full
 * one (`msPerFit`) still ends before `deadline` (performance.now() milliseconds).
 */
export async function foldErrors<P>(
  model: ForecastModel<P>,
  series: Series,
  params: P,
  options: FitOptions & { readonly deadline: number; readonly msPerFit: number },
): Promise<FoldErrors> {
  const plan = calibrationPlan(series).reverse();
  const ratios: number[] = [];
  let folds = 0;
  for (const fold of plan) {
    throwIfAborted(options.signal);
    const remaining = options.deadline - performance.now();
    if (remaining < options.msPerFit) break;
    const training = { ...series, values: series.values.slice(0, fold.trainSize) };
    const actual = series.values.slice(fold.trainSize, fold.trainSize + fold.horizon);
    try {
      const { signal, seed } = options;
      const fitted = await model.fit(training, params, { signal, seed, budgetMs: remaining });
      const p = fitted.predict(fold.horizon, [SCALE_LEVEL]);
      const key = String(SCALE_LEVEL);
      ratios.push(...errorRatios(actual, p.mean, p.lower[key] ?? [], p.upper[key] ?? []));
      folds += 1;
    } catch (error) {
      if (!isOwnFailure(error)) throw error;
    }
  }
  return { ratios, folds };
}
