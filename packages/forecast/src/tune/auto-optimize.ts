import { backtest } from '../backtest';
import { booleanParam } from '../params';
import {
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Series,
  throwIfAborted,
} from '../types';

/** Budget when the caller gives none: a tuned fit must still answer within a web request's patience. */
const DEFAULT_BUDGET_MS = 30_000;
/** Folds of the tuning backtest: three origins balance noise against time. */
const TUNING_SPLITS = 3;

export type AutoOptimizeParams = { readonly auto_optimize: boolean };

/** One tried setting and its mean backtest sMAPE (null when the fit failed on a fold). */
export type TuningTrial = {
  readonly overrides: Record<string, unknown>;
  readonly smape: number | null;
};

/**
 * Folds for tuning: three origins, each forecasting one season ahead or less so that the first
 * fold still learns from two seasons. Null when the series cannot hold that.
 */
function tuningFolds(series: Series) {
  const n = series.values.length;
  const season = Math.max(1, series.frequency);
  const minTrainSize = Math.max(2 * season, 3);
  const horizon = Math.min(season, Math.floor((n - minTrainSize) / TUNING_SPLITS));
  if (horizon < 1) return null;
  return { splits: TUNING_SPLITS, horizon, minTrainSize };
}

function isOwnFailure(error: unknown): boolean {
  return error instanceof ForecastError && error.code !== 'cancelled' && error.code !== 'timeout';
}

type Search<P> = {
  readonly best: P;
  readonly trials: TuningTrial[];
  readonly reason: string;
};

/**
 * Tries each candidate (the model's defaults-as-given first) by rolling-origin backtest and keeps
 * the lowest mean sMAPE; stops trying when the budget is spent, keeping the best so far.
 */
async function searchCandidates<P>(
  model: ForecastModel<P>,
  series: Series,
  base: P,
  candidates: readonly Partial<P>[],
  options: FitOptions,
): Promise<Search<P>> {
  const folds = tuningFolds(series);
  if (!folds) return { best: base, trials: [], reason: 'series too short to tune; defaults kept' };
  const deadline = performance.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const trials: TuningTrial[] = [];
  let best = base;
  let bestScore = Number.POSITIVE_INFINITY;
  const changesBase = (overrides: Partial<P>) =>
    Object.entries(overrides).some(([key, value]) => base[key as keyof P] !== value);
  for (const overrides of [{}, ...candidates.filter(changesBase)]) {
    if (trials.length > 0 && performance.now() >= deadline) break;
    throwIfAborted(options.signal);
    const params = { ...base, ...overrides };
    let smape: number | null = null;
    try {
      const result = await backtest(series, model, params, { ...options, ...folds });
      smape = Number.isFinite(result.mean.smape) ? result.mean.smape : null;
    } catch (error) {
      if (!isOwnFailure(error)) throw error;
    }
    trials.push({ overrides: overrides as Record<string, unknown>, smape });
    if (smape !== null && smape < bestScore) {
      bestScore = smape;
      best = params;
    }
  }
  const tried = `${trials.length} of ${candidates.filter(changesBase).length + 1} settings`;
  const reason = Number.isFinite(bestScore)
    ? `lowest backtest sMAPE ${bestScore.toFixed(2)} over ${TUNING_SPLITS} folds of ${folds.horizon} (${tried})`
    : `no setting could be backtested (${tried}); defaults kept`;
  return { best, trials, reason };
}

/**
 * Auto-optimisation (spec §3 "auto-optimization flag"): the model with one more parameter,
 * `auto_optimize`. When it is true, fit() backtests the given settings on the series itself and
 * fits the best one on all of it; the chosen parameters and every trial are in `info.params`.
 * Candidates override the caller's parameters only in the keys they name.
 */
export function withAutoOptimization<P extends object>(
  model: ForecastModel<P>,
  candidates: readonly Partial<P>[],
): ForecastModel<P & AutoOptimizeParams> {
  const flag = booleanParam(false);
  return {
    name: model.name,
    defaults: { ...model.defaults, auto_optimize: false },
    parseParams(input) {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        return { ...model.parseParams(input), auto_optimize: false };
      }
      const { auto_optimize: raw, ...rest } = input as Record<string, unknown>;
      const parsed = model.parseParams(rest);
      const auto_optimize = raw === undefined ? false : flag.parse(raw, 'auto_optimize');
      return { ...parsed, auto_optimize };
    },
    async fit(series, params, options = {}): Promise<Model> {
      const { auto_optimize, ...rest } = params;
      const base = rest as unknown as P;
      if (!auto_optimize) return model.fit(series, base, options);
      const search = await searchCandidates(model, series, base, candidates, options);
      const fitted = await model.fit(series, search.best, options);
      const description = `${fitted.info?.description ?? model.name} · auto-optimised: ${search.reason}`;
      return {
        ...fitted,
        info: {
          ...fitted.info,
          description,
          params: { ...fitted.info?.params, ...search.best, tuning: search.trials },
        },
      };
    },
  };
}
