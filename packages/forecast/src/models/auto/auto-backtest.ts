import { type Fold, rollingOriginFolds } from '../../backtest';
import { smape } from '../../metrics';
import {
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Prediction,
  type Series,
  throwIfAborted,
} from '../../types';
import { SCALE_LEVEL } from './auto-calibration';

/** The interval level the backtest records, for the width calibration (auto-calibration.ts). */
const BACKTEST_LEVELS: readonly number[] = [SCALE_LEVEL];

export type Run = { readonly actual: readonly number[]; readonly prediction: Prediction };

export type CandidateBacktest = {
  readonly model: ForecastModel<unknown>;
  readonly runs: readonly Run[];
  readonly smape: number;
};

/** The fewest training points a fold keeps: two seasons, and never fewer than this. */
const MIN_TRAIN = 8;

/**
 * Rolling origins for the backtest: the requested horizon capped so that `origins` folds, half a
 * horizon apart, leave two seasons of training; shorter horizons and fewer origins are tried in
 * turn for short series.
 */
export function plan(series: Series, horizon: number, origins: number): Fold[] {
  const minTrainSize = Math.max(MIN_TRAIN, 2 * series.frequency);
  for (let splits = origins; splits >= 1; splits--) {
    for (let h = horizon; h >= 1; h--) {
      const step = Math.max(1, Math.ceil(h / 2));
      if (series.values.length - h - (splits - 1) * step < minTrainSize) continue;
      return rollingOriginFolds(series, { splits, horizon: h, step, minTrainSize });
    }
  }
  return [];
}

function meanSmape(runs: readonly Run[]): number {
  return runs.reduce((s, r) => s + smape(r.actual, r.prediction.mean), 0) / runs.length;
}

/** A candidate that cannot fit a fold (too short, no convergence) drops out; cancellation does not. */
async function runCandidate(
  model: ForecastModel<unknown>,
  series: Series,
  folds: readonly Fold[],
  options: FitOptions,
): Promise<CandidateBacktest | undefined> {
  const runs: Run[] = [];
  for (const fold of folds) {
    throwIfAborted(options.signal);
    const training = { ...series, values: series.values.slice(0, fold.trainSize) };
    const actual = series.values.slice(fold.trainSize, fold.trainSize + fold.horizon);
    try {
      const fitted = await model.fit(training, model.defaults, options);
      runs.push({ actual, prediction: fitted.predict(fold.horizon, BACKTEST_LEVELS) });
    } catch (error) {
      if (error instanceof ForecastError && error.code !== 'cancelled') return undefined;
      throw error;
    }
  }
  return { model, runs, smape: meanSmape(runs) };
}

/**
 * Backtests every candidate with its default parameters, within the time budget: once it is
 * spent, the candidates not yet run are skipped (the first one always runs).
 */
export async function backtestAll(
  candidates: readonly ForecastModel<unknown>[],
  series: Series,
  folds: readonly Fold[],
  options: FitOptions & { readonly deadline: number },
): Promise<CandidateBacktest[]> {
  const results: CandidateBacktest[] = [];
  for (const [i, model] of candidates.entries()) {
    if (i > 0 && Date.now() > options.deadline) break;
    const remaining = Math.max(options.deadline - Date.now(), 0);
    const share = Number.isFinite(remaining)
      ? { budgetMs: remaining / (candidates.length - i) }
      : {};
    const result = await runCandidate(model, series, folds, { ...options, ...share });
    if (result) results.push(result);
  }
  return results;
}
