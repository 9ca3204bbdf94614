import {
  type BacktestOptions,
  backtest,
  type Fold,
  type FoldMetrics,
  rollingOriginFolds,
} from './backtest';
import { ForecastError, type ForecastModel, type Series } from './types';

/** A model to compare and its user parameters (validated by the model's own parseParams). */
export type Candidate = {
  readonly name: string;
  readonly model: ForecastModel<unknown>;
  readonly params?: unknown;
};

export type ComparisonRow =
  | ({ readonly model: string; readonly seconds: number } & FoldMetrics)
  | { readonly model: string; readonly error: string };

export type Comparison = {
  /** The folds every model was scored on. */
  readonly folds: Fold[];
  /** One row per model, best mean sMAPE first; models that failed come last with their error. */
  readonly rows: ComparisonRow[];
};

function failureText(error: unknown): string {
  if (error instanceof ForecastError) return `${error.code}: ${error.message}`;
  return `fit_failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Model comparison (spec §3 "Model comparison takes forecast periods and chosen models"):
 * every candidate is backtested on the same rolling-origin folds; `seconds` is the mean fit plus
 * predict time per fold. A model that fails (bad parameters, too short a series) gets an error
 * row and the others go on; cancellation stops the whole comparison.
 */
export async function compareModels(
  series: Series,
  candidates: readonly Candidate[],
  options: BacktestOptions,
): Promise<Comparison> {
  const folds = rollingOriginFolds(series, options);
  const rows: ComparisonRow[] = [];
  for (const { name, model, params } of candidates) {
    try {
      const result = await backtest(series, model, model.parseParams(params), options);
      rows.push({ model: name, seconds: result.seconds, ...result.mean });
    } catch (error) {
      if (error instanceof ForecastError && error.code === 'cancelled') throw error;
      rows.push({ model: name, error: failureText(error) });
    }
  }
  return { folds, rows: rows.sort(bySmape) };
}

function bySmape(a: ComparisonRow, b: ComparisonRow): number {
  if ('error' in a || 'error' in b) return Number('error' in a) - Number('error' in b);
  return a.smape - b.smape;
}
