import { rollingOriginFolds } from '../backtest';
import { modelCards, nestParameters } from '../catalogue';
import { type AnyForecastModel, findModel, type ModelName, OPTIMIZE_PARAMS } from '../models';
import { DEFAULT_LEVELS, ForecastError, type Series } from '../types';
import type { CrossValidationRequest, ForecastRequest, RunOptions } from './run-types';

/** Spec §3 "Cross validation takes number of splits": three folds unless the caller says. */
export const DEFAULT_BACKTEST_SPLITS = 3;
/** Seed when the request names none: a run is reproducible either way. */
export const DEFAULT_SEED = 0;

/** The registered model of that name, or ForecastError 'unknown_model' { model }. */
export function modelNamed(name: string): AnyForecastModel {
  const model = findModel(name);
  if (!model) {
    throw new ForecastError('unknown_model', `unknown model "${name}"`, { model: name });
  }
  return model;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The parameters a run fits with: OPTIMIZE_PARAMS under the caller's when auto-optimising (the
 * caller's own values win), the request's holiday switch where the model has one (Prophet's
 * `holidays`, the ensemble's Prophet member), and for the auto mode the requested horizon, which
 * its backtest judges the candidates on. A key the caller set is never overridden; dotted keys
 * of a form ('prophet.growth') are nested first (catalogue.ts nestParameters).
 */
export function requestParams(request: ForecastRequest, horizon: number): Record<string, unknown> {
  // A form sends the ensemble members' fields flat ('prophet.growth'); the parser takes them nested.
  const given = nestParameters(request.params ?? {});
  const optimize = request.autoOptimize ? (OPTIMIZE_PARAMS[request.model] ?? {}) : {};
  const params: Record<string, unknown> = { ...optimize, ...given };
  const holidays = request.holidays ?? true;
  if (request.model === 'prophet' && !('holidays' in given)) params.holidays = holidays;
  if (request.model === 'ensemble') {
    const member = isRecord(given.prophet) ? given.prophet : {};
    if (!('holidays' in member)) params.prophet = { ...member, holidays };
  }
  if (request.model === 'auto' && !('horizon' in given)) params.horizon = horizon;
  return params;
}

export type BacktestPlan = {
  readonly splits: number;
  readonly horizon: number;
  readonly minTrainSize: number;
};

/** Fewest points the model fits with these parameters (N-BEATS: its two windows). */
export function minPointsOf(model: ModelName, params: Readonly<Record<string, unknown>>): number {
  if (model === 'nbeats') {
    const input = params.input_chunk_length;
    const output = params.output_chunk_length;
    if (typeof input === 'number' && typeof output === 'number') return input + output;
  }
  return modelCards().find((card) => card.model === model)?.minPoints ?? 2;
}

/**
 * Folds for a run's honest metrics on `n` points. The first fold trains on two seasons, or half
 * the series when that is shorter (but never fewer points than the model needs); the folds
 * forecast the requested horizon, or as much of it as the rest of the series holds. A series too
 * short for the requested splits gets fewer; null when not even one fold of one period fits.
 */
export function planBacktest(
  n: number,
  frequency: number,
  horizon: number,
  splits: number,
  minPoints: number,
): BacktestPlan | null {
  const minTrainSize = Math.max(minPoints, 2, Math.min(2 * frequency, Math.ceil(n / 2)));
  for (let s = splits; s >= 1; s--) {
    const h = Math.min(horizon, Math.floor((n - minTrainSize) / s));
    if (h >= 1) return { splits: s, horizon: h, minTrainSize };
  }
  return null;
}

/** Interval levels in (0, 100), or ForecastError 'invalid_level'. */
export function validateLevels(levels: readonly number[]): readonly number[] {
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`, {
        min: 0,
        max: 100,
        got: level,
      });
    }
  }
  return levels;
}

/** The fold settings of a cross validation or comparison. */
export type FoldSettings = Omit<CrossValidationRequest, 'model' | 'params'>;

/** BacktestOptions of a request; `share` of the run's search budget goes to each fit. */
export function backtestOptions(request: FoldSettings, options: RunOptions, share: number) {
  return {
    splits: request.splits,
    horizon: request.horizon,
    minTrainSize: request.minTrainSize,
    levels: validateLevels(request.levels ?? DEFAULT_LEVELS),
    seed: request.seed ?? DEFAULT_SEED,
    signal: options.signal,
    budgetMs: options.budgetMs === undefined ? undefined : options.budgetMs * share,
  };
}

/** The folds' plan as reported: the first fold's training size when none was given. */
export function planOf(series: Series, request: FoldSettings) {
  const minTrainSize =
    request.minTrainSize ?? rollingOriginFolds(series, request)[0]?.trainSize ?? 0;
  return { splits: request.splits, horizon: request.horizon, minTrainSize };
}
