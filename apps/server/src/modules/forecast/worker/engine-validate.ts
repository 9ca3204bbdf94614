import type {
  ComparisonResult,
  CrossValidationResult,
  ForecastRunRequest,
  SeriesData,
} from '@bus/domain';
import { type Recommendation, runComparison, runCrossValidation } from '@bus/forecast';
import { backtestView, engineSeries, type FitContext, LEVELS } from './engine-common';

type CrossValidationRequest = Extract<ForecastRunRequest, { kind: 'cross-validation' }>;
type ComparisonRequest = Extract<ForecastRunRequest, { kind: 'comparison' }>;

/** Cross validation (spec §3: splits, horizon, minimum training size) of one model. */
export async function runCrossValidationTask(
  request: CrossValidationRequest,
  data: SeriesData,
  context: FitContext,
): Promise<CrossValidationResult> {
  const result = await runCrossValidation(
    engineSeries(data),
    {
      model: request.model,
      params: request.params,
      splits: request.splits,
      horizon: request.horizon,
      minTrainSize: request.minTrainSize,
      levels: LEVELS,
    },
    { budgetMs: context.budgetMs, onProgress: context.report },
  );
  return { model: request.model, backtest: backtestView(result.backtest) };
}

/**
 * Model comparison on the same folds (spec §3 "forecast periods and chosen models"), best mean
 * sMAPE first, a model that cannot be scored with its error, and the auto mode's recommendation.
 */
export async function runComparisonTask(
  request: ComparisonRequest,
  data: SeriesData,
  context: FitContext,
): Promise<ComparisonResult> {
  const result = await runComparison(
    engineSeries(data),
    {
      models: request.models,
      splits: request.splits,
      horizon: request.horizon,
      minTrainSize: request.minTrainSize,
      levels: LEVELS,
    },
    { budgetMs: context.budgetMs, onProgress: context.report },
  );
  return {
    folds: result.folds,
    rows: result.rows.map((row) => ({ ...row, error: row.error ? { ...row.error } : null })),
    recommendation: recommendationView(result.recommendation),
  };
}

/** The recommendation's figures without the CLI's English reason: the screen words them. */
function recommendationView(
  recommendation: Recommendation | null,
): ComparisonResult['recommendation'] {
  if (!recommendation) return null;
  const { model, smape, folds, horizon, runnerUp } = recommendation;
  return { model, smape, folds, horizon, runnerUp: runnerUp ? { ...runnerUp } : null };
}
