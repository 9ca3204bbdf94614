import { backtest } from '../backtest';
import type { ModelDiagnostics } from '../diagnostics';
import { ENGINE_VERSION } from '../engine-version';
import type { AnyForecastModel } from '../models';
import { dataChecks } from '../prepare/data-checks';
import { checkSeriesForModel, DEFAULT_HORIZON, validateHorizon } from '../prepare/rules';
import {
  DEFAULT_LEVELS,
  ForecastError,
  type IntervalCalibration,
  type Model,
  type Prediction,
  type Series,
} from '../types';
import { labelledPath, labelsFrom, NO_METRICS, toRunBacktest } from './run-metrics';
import {
  type BacktestPlan,
  DEFAULT_BACKTEST_SPLITS,
  DEFAULT_SEED,
  minPointsOf,
  modelNamed,
  planBacktest,
  requestParams,
  validateLevels,
} from './run-plan';
import type { ForecastRequest, ForecastRunResult, RunBacktest, RunOptions } from './run-types';

/** A share of the run's search budget (undefined: each model's own default). */
function share(budgetMs: number | undefined, fraction: number): number | undefined {
  return budgetMs === undefined ? undefined : budgetMs * fraction;
}

type Context = {
  readonly series: Series;
  readonly model: AnyForecastModel;
  readonly params: unknown;
  readonly levels: readonly number[];
  readonly seed: number;
  readonly options: RunOptions;
};

async function honestBacktest(
  ctx: Context,
  plan: BacktestPlan,
  notes: string[],
): Promise<RunBacktest | null> {
  const { series, model, params, levels, seed, options } = ctx;
  const report = options.onProgress;
  report?.('backtesting', 0);
  try {
    const result = await backtest(series, model, params, {
      ...plan,
      levels,
      seed,
      signal: options.signal,
      budgetMs: share(options.budgetMs, 0.5 / plan.splits),
      onFold: (done, total) => report?.('backtesting', done / total),
    });
    return toRunBacktest(series, result, plan);
  } catch (error) {
    // A fold the model cannot fit (a shorter training part) costs the metrics, not the forecast.
    if (!(error instanceof ForecastError) || ['cancelled', 'timeout'].includes(error.code)) {
      throw error;
    }
    notes.push(`backtest failed: ${error.code}: ${error.message}`);
    return null;
  }
}

function diagnosticsOf(fitted: Model, h: number, notes: string[]): ModelDiagnostics | null {
  const explain = fitted.info?.diagnostics;
  if (!explain) return null;
  try {
    return explain(h);
  } catch (error) {
    // Diagnostics explain a forecast that is already made: losing them must not lose the forecast.
    notes.push(
      `diagnostics unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** What the interval calibration did to the fit (ModelInfo.calibration, set by calibrate/). */
function calibrationOf(fitted: Model): IntervalCalibration | null {
  return fitted.info?.calibration ?? null;
}

function planFor(
  series: Series,
  request: ForecastRequest,
  horizon: number,
  params: Record<string, unknown>,
  notes: string[],
): BacktestPlan | null {
  const splits = request.backtestSplits ?? DEFAULT_BACKTEST_SPLITS;
  if (splits <= 0) return null;
  const n = series.values.length;
  const minPoints = minPointsOf(request.model, params);
  const plan = planBacktest(n, series.frequency, horizon, splits, minPoints);
  if (!plan)
    notes.push(`no backtest: ${n} points leave no fold after ${minPoints} training points`);
  else if (plan.splits < splits || plan.horizon < horizon) {
    notes.push(`backtest reduced to ${plan.splits} folds of ${plan.horizon} periods (${n} points)`);
  }
  return plan;
}

type Prepared = Context & {
  readonly request: ForecastRequest;
  readonly horizon: number;
  /** The parameters as merged from the request, before the model's parser. */
  readonly given: Record<string, unknown>;
};

/** Checks in the order a user fixes things: the model, the horizon and levels, the parameters, the series. */
function prepare(series: Series, request: ForecastRequest, options: RunOptions): Prepared {
  const model = modelNamed(request.model);
  const horizon = validateHorizon(request.horizon ?? DEFAULT_HORIZON);
  const levels = validateLevels(request.levels ?? DEFAULT_LEVELS);
  const given = requestParams(request, horizon);
  const params = model.parseParams(given);
  checkSeriesForModel(series, request.model, given);
  const seed = request.seed ?? DEFAULT_SEED;
  return { series, model, params, levels, seed, options, request, horizon, given };
}

function assemble(
  run: Prepared,
  fitted: Model,
  prediction: Prediction,
  tested: RunBacktest | null,
  extra: { diagnostics: ModelDiagnostics | null; notes: string[] },
): ForecastRunResult {
  const { series, request } = run;
  const n = series.values.length;
  const labels = labelsFrom(series, 0, n);
  const { values, frequency } = series;
  return {
    model: request.model,
    description: fitted.info?.description ?? request.model,
    params: fitted.info?.params ?? (run.params as Record<string, unknown>),
    horizon: run.horizon,
    history: { labels, values: [...values] },
    forecast: labelledPath(series, n, prediction),
    residuals: [...fitted.residuals],
    backtest: tested,
    metrics: tested?.mean ?? NO_METRICS,
    diagnostics: extra.diagnostics,
    calibration: calibrationOf(fitted),
    checks: dataChecks({ values, labels, frequency }),
    notes: extra.notes,
    engineVersion: ENGINE_VERSION,
  };
}

/**
 * One forecast run as the server's worker performs it (issue 16; spec §3 "Forecast request"):
 * the parameters checked and merged (auto-optimisation, holidays), the model fitted on the whole
 * series and its forecast of `horizon` periods with the requested intervals, a rolling-origin
 * backtest for honest metrics (means over the folds), the model's diagnostics and the data
 * checks. The same series, request and seed give the same result.
 */
export async function runForecast(
  series: Series,
  request: ForecastRequest,
  options: RunOptions = {},
): Promise<ForecastRunResult> {
  const run = prepare(series, request, options);
  const notes: string[] = [];
  options.onProgress?.('fitting', 0);
  const fitted = await run.model.fit(series, run.params, {
    signal: options.signal,
    seed: run.seed,
    budgetMs: share(options.budgetMs, 0.5),
  });
  const prediction = fitted.predict(run.horizon, run.levels);
  options.onProgress?.('fitting', 1);
  const plan = planFor(series, request, run.horizon, run.given, notes);
  const tested = plan ? await honestBacktest(run, plan, notes) : null;
  options.onProgress?.('diagnosing', 0);
  const diagnostics = diagnosticsOf(fitted, run.horizon, notes);
  options.onProgress?.('diagnosing', 1);
  return assemble(run, fitted, prediction, tested, { diagnostics, notes });
}
