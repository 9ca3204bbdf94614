import { backtest, rollingOriginFolds } from '../backtest';
import { nestParameters } from '../catalogue';
import { ENGINE_VERSION } from '../engine-version';
import type { ModelName } from '../models';
import { ForecastError, type Series } from '../types';
import { toRunBacktest } from './run-metrics';
import { backtestOptions, modelNamed, planOf } from './run-plan';
import type {
  ComparisonRequest,
  ComparisonRunResult,
  ComparisonRunRow,
  RunOptions,
} from './run-types';

function failedRow(model: ModelName, error: unknown): ComparisonRunRow {
  if (error instanceof ForecastError) {
    return {
      model,
      metrics: null,
      seconds: null,
      error: { code: error.code, params: error.details },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    model,
    metrics: null,
    seconds: null,
    error: { code: 'fit_failed', params: { model, message } },
  };
}

async function scoreModel(
  series: Series,
  choice: ComparisonRequest['models'][number],
  request: ComparisonRequest,
  options: RunOptions,
  progress: (done: number, total: number) => void,
): Promise<ComparisonRunRow> {
  try {
    const model = modelNamed(choice.model);
    const result = await backtest(
      series,
      model,
      model.parseParams(nestParameters(choice.params ?? {})),
      {
        ...backtestOptions(request, options, 1 / (request.splits * request.models.length)),
        onFold: progress,
      },
    );
    const run = toRunBacktest(series, result, planOf(series, request));
    return { model: choice.model, metrics: run.mean, seconds: result.seconds, error: null };
  } catch (error) {
    if (error instanceof ForecastError && ['cancelled', 'timeout'].includes(error.code))
      throw error;
    return failedRow(choice.model, error);
  }
}

const smapeOf = (row: ComparisonRunRow) => row.metrics?.smape ?? Number.POSITIVE_INFINITY;

/**
 * The best row by mean sMAPE and why, in plain words: the auto mode's own measure (auto-select.ts
 * judges its candidates by backtest sMAPE), so the recommendation and an `auto` run agree on
 * what "best" means. Null when no model could be scored.
 */
export function recommend(
  rows: readonly ComparisonRunRow[],
  folds: number,
  horizon: number,
): ComparisonRunResult['recommendation'] {
  const scored = rows.filter((row) => typeof row.metrics?.smape === 'number');
  const [best, next] = scored;
  if (!best) return null;
  const figure = (row: ComparisonRunRow) => smapeOf(row).toFixed(2);
  const versus = next ? `; next ${next.model} at ${figure(next)}` : '';
  return {
    model: best.model,
    smape: smapeOf(best),
    folds,
    horizon,
    runnerUp: next ? { model: next.model, smape: smapeOf(next) } : null,
    reason: `${best.model} has the lowest mean sMAPE, ${figure(best)}, over ${folds} folds of ${horizon} periods${versus}`,
  };
}

/**
 * Model comparison (spec §3 "Model comparison takes forecast periods and chosen models"): every
 * model backtested on the same folds, best mean sMAPE first, a model that fails kept as a row
 * with its error code and details, and a recommendation. Cancellation stops the whole comparison.
 */
export async function runComparison(
  series: Series,
  request: ComparisonRequest,
  options: RunOptions = {},
): Promise<ComparisonRunResult> {
  const folds = rollingOriginFolds(series, request);
  const rows: ComparisonRunRow[] = [];
  const total = request.models.length;
  options.onProgress?.('backtesting', 0);
  for (const [i, choice] of request.models.entries()) {
    const progress = (done: number, of: number) =>
      options.onProgress?.('backtesting', (i + done / of) / total);
    rows.push(await scoreModel(series, choice, request, options, progress));
  }
  rows.sort((a, b) => smapeOf(a) - smapeOf(b));
  return {
    folds: folds.map((f) => ({ index: f.index, trainSize: f.trainSize, cutoff: f.cutoff ?? null })),
    rows,
    recommendation: recommend(rows, folds.length, request.horizon),
    engineVersion: ENGINE_VERSION,
  };
}
