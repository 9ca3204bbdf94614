import type { Backtest, ForecastModelName, SeriesData } from '@bus/domain';
import {
  type AnyForecastModel,
  findModel,
  OPTIMIZE_PARAMS,
  type RunBacktest,
  SEASON_LENGTH,
  type Series,
} from '@bus/forecast';
import { nestParameters } from '@bus/forecast/catalogue';
import { pathView } from './metrics-view';
import { Refusal } from './refusal';

/** Progress as the task posts it: a stage code and how far it is (0–1). */
export type Report = (stage: string, fraction: number) => void;

/**
 * What every run shares: the time searches may take and where progress goes. No seed is passed:
 * the engine's default seed makes the same request on the same data give the same numbers as
 * its CLI with that seed, which the acceptance test compares the CSV export with.
 */
export type FitContext = { budgetMs: number; report: Report };

/** The interval levels every run reports (contract FORECAST_LEVELS). */
export const LEVELS = [80, 95] as const;

/** A stored series as the engine reads it: values with their season length and first period. */
export function engineSeries(data: SeriesData): Series {
  return { values: data.values, frequency: SEASON_LENGTH[data.frequency], start: data.labels[0] };
}

/** The registered model of that name, or a refusal naming it. */
export function modelNamed(name: ForecastModelName): AnyForecastModel {
  const model = findModel(name);
  if (!model) throw new Refusal({ code: 'forecast/unknown-model', params: { model: name } });
  return model;
}

/**
 * The parameters a run gives the model, as the engine's runForecast builds them: the form's
 * dotted fields nested, the model's own tuning under the user's values when auto-optimisation is
 * asked for, the holidays switch where the model has one, and the horizon for the auto mode.
 */
export function rawParams(
  name: ForecastModelName,
  model: AnyForecastModel,
  params: Record<string, unknown>,
  switches: { autoOptimize?: boolean; holidays?: boolean; horizon?: number },
): Record<string, unknown> {
  const nested = nestParameters(params);
  const merged = switches.autoOptimize ? { ...OPTIMIZE_PARAMS[name], ...nested } : nested;
  const defaults = model.defaults as Record<string, unknown> | null;
  if (switches.holidays !== undefined && defaults && 'holidays' in defaults) {
    merged.holidays ??= switches.holidays;
  }
  if (name === 'auto' && switches.horizon !== undefined) merged.horizon ??= switches.horizon;
  return merged;
}

/** The engine's backtest as the contract's (bounds by level → lower80 … upper95). */
export function backtestView(result: RunBacktest): Backtest {
  return {
    folds: result.folds.map((fold) => ({
      ...fold,
      forecast: pathView(fold.forecast, fold.forecast.labels),
    })),
    mean: result.mean,
  };
}
