import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Series,
  throwIfAborted,
} from '../../types';
import { weightedResiduals } from '../ensemble/combine';
import { backtestAll, type CandidateBacktest, plan } from './auto-backtest';
import { applyFactor, SCALE_LEVEL, WIDENING, widthFactor } from './auto-calibration';
import { AUTO_PARAMS, type AutoParams, defaultHorizon } from './auto-params';
import { type Choice, choose, combine } from './auto-select';

const fixed = (value: number) => value.toFixed(1);

function describe(
  choice: Choice,
  all: readonly CandidateBacktest[],
  origins: number,
  factor: number,
): string {
  const names = choice.members.map((m) => m.model.name);
  const what =
    choice.kind === 'single'
      ? names[0]
      : `${choice.kind} of ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const others = all
    .filter((b) => choice.kind !== 'single' || b !== choice.members[0])
    .map((b) => `${fixed(b.smape)} for ${b.model.name}`);
  const versus = others.length > 0 ? ` vs ${others.join(', ')}` : '';
  const horizon = choice.runs[0]?.actual.length ?? 0;
  return (
    `auto: ${what}; backtest sMAPE ${fixed(choice.smape)}${versus} (${origins} origins, h = ${horizon}); ` +
    `interval width × ${factor.toFixed(2)} from backtest errors`
  );
}

async function fitChosen(choice: Choice, series: Series, options: FitOptions): Promise<Model[]> {
  const models: Model[] = [];
  for (const member of choice.members) {
    throwIfAborted(options.signal);
    models.push(await member.model.fit(series, member.model.defaults, options));
  }
  return models;
}

function chosenModel(
  choice: Choice,
  models: readonly Model[],
  description: string,
  factor: number,
): Model {
  return {
    name: 'auto',
    residuals: weightedResiduals(
      models,
      models.map(() => 1 / models.length),
    ),
    info: {
      description,
      params: { chosen: choice.members.map((m) => m.model.name), combination: choice.kind },
      // One chosen model explains the forecast; a mean or median of several has no one story.
      ...(choice.kind === 'single' && models[0]?.info?.diagnostics
        ? { diagnostics: models[0].info.diagnostics }
        : {}),
    },
    predict(h, levels = DEFAULT_LEVELS) {
      if (!Number.isInteger(h) || h < 1) {
        throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`, {
          min: 1,
          got: h,
        });
      }
      const combined = combine(
        choice.kind,
        models.map((m) => m.predict(h, levels)),
        levels,
      );
      return applyFactor(combined, factor, levels);
    },
  };
}

/**
 * The auto mode: a rolling-origin backtest of every candidate (default parameters) on the series
 * itself picks the best model or a mean/median of the best few by sMAPE, then the chosen forecast's
 * intervals are rescaled by how the backtest errors fell inside them.
 */
export function makeAuto(candidates: readonly ForecastModel<unknown>[]): ForecastModel<AutoParams> {
  if (candidates.length === 0) throw new Error('makeAuto needs at least one candidate model');
  return {
    name: 'auto',
    defaults: AUTO_PARAMS.defaults,
    parseParams: AUTO_PARAMS.parse,
    async fit(series: Series, params: AutoParams, options: FitOptions = {}): Promise<Model> {
      throwIfAborted(options.signal);
      const started = Date.now();
      const deadline = started + (options.budgetMs ?? Number.POSITIVE_INFINITY);
      const folds = plan(
        series,
        params.horizon ?? defaultHorizon(series.frequency),
        params.origins,
      );
      const backtests =
        folds.length > 0
          ? await backtestAll(candidates, series, folds, { ...options, deadline })
          : [];
      const choice = choose(backtests, [SCALE_LEVEL]);
      if (!choice) return fallback(candidates, series, options);
      const factor = widthFactor(choice.runs);
      const models = await fitChosen(choice, series, options);
      return chosenModel(choice, models, describe(choice, backtests, folds.length, factor), factor);
    },
  };
}

/** Too short to backtest, or every candidate failed a fold: the first candidate that fits. */
async function fallback(
  candidates: readonly ForecastModel<unknown>[],
  series: Series,
  options: FitOptions,
) {
  let lastError: unknown;
  for (const model of candidates) {
    try {
      const fitted = await model.fit(series, model.defaults, options);
      const note = `auto: ${model.name} (the series is too short to backtest the candidates)`;
      return {
        name: 'auto',
        residuals: fitted.residuals,
        info: { ...fitted.info, description: note },
        // No backtest to calibrate on: only the widening every model needed on M3.
        predict: (h, levels = DEFAULT_LEVELS) =>
          applyFactor(fitted.predict(h, levels), WIDENING, levels),
      } satisfies Model;
    } catch (error) {
      if (!(error instanceof ForecastError) || error.code === 'cancelled') throw error;
      lastError = error;
    }
  }
  throw lastError;
}
