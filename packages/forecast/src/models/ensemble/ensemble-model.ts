import {
  DEFAULT_LEVELS,
  type FitOptions,
  ForecastError,
  type ForecastModel,
  type Model,
  type Series,
  throwIfAborted,
} from '../../types';
import { weightedPrediction, weightedResiduals } from './combine';
import { foldForecasts, weightLoss } from './cross-validation';
import { type EnsembleParams, ensembleParams, prophetShare } from './ensemble-params';
import { bayesianSearch, gridSearch, type SearchResult } from './weight-search';

type Choice = { readonly weight: number; readonly note: string };

async function optimisedWeight<PP, XP>(
  series: Series,
  members: { prophet: ForecastModel<PP>; xgboost: ForecastModel<XP> },
  params: EnsembleParams<PP, XP>,
  options: FitOptions,
): Promise<Choice> {
  const data = await foldForecasts(
    series,
    {
      prophet: { model: members.prophet, params: params.prophet },
      xgboost: { model: members.xgboost, params: params.xgboost },
    },
    params.folds,
    options,
  );
  if (data.actual.length === 0) {
    return { weight: prophetShare(params), note: 'series too short to optimise the weights' };
  }
  const loss = weightLoss(data, params.metric);
  const search: SearchResult =
    params.optimization_method === 'bayesian'
      ? bayesianSearch(loss, options.signal)
      : gridSearch(loss, options.signal);
  const method =
    params.optimization_method === 'bayesian' ? 'Bayesian optimisation' : 'grid search';
  return {
    weight: search.weight,
    note: `weights by ${method} on ${params.folds}-fold ${params.metric.toUpperCase()} ${search.loss.toPrecision(4)}`,
  };
}

async function fitMember<P>(
  model: ForecastModel<P>,
  series: Series,
  params: P,
  weight: number,
  options: FitOptions,
) {
  return weight > 0 ? model.fit(series, params, options) : undefined;
}

/**
 * The Prophet + XGBoost ensemble of the spec (§3): a weighted mean of the two members' forecasts,
 * weights as given (normalised to sum 1) or chosen by cross-validation when optimize_weights is on.
 * The members are arguments so the ensemble can be tested with stand-ins.
 */
export function makeEnsemble<PP, XP>(
  prophet: ForecastModel<PP>,
  xgboost: ForecastModel<XP>,
): ForecastModel<EnsembleParams<PP, XP>> {
  const { defaults, parse } = ensembleParams(prophet, xgboost);
  return {
    name: 'ensemble',
    defaults,
    parseParams: parse,
    async fit(
      series: Series,
      params: EnsembleParams<PP, XP>,
      options: FitOptions = {},
    ): Promise<Model> {
      throwIfAborted(options.signal);
      const choice: Choice = params.optimize_weights
        ? await optimisedWeight(series, { prophet, xgboost }, params, options)
        : { weight: prophetShare(params), note: 'weights as given' };
      const w = choice.weight;
      const p = await fitMember(prophet, series, params.prophet, w, options);
      const x = await fitMember(xgboost, series, params.xgboost, 1 - w, options);
      const members = [p, x].filter((m): m is Model => m !== undefined);
      const weights = [...(p ? [w] : []), ...(x ? [1 - w] : [])];
      const names = [
        p ? `${w.toFixed(2)} × ${p.info?.description ?? prophet.name}` : '',
        x ? `${(1 - w).toFixed(2)} × ${x.info?.description ?? xgboost.name}` : '',
      ];
      // The member with the larger weight explains the ensemble (Prophet on a tie).
      const main = w >= 0.5 ? (p ?? x) : (x ?? p);
      const diagnostics = main?.info?.diagnostics;
      return {
        name: 'ensemble',
        residuals: weightedResiduals(members, weights),
        info: {
          description: `ensemble: ${names.filter(Boolean).join(' + ')} (${choice.note})`,
          params: { ...params, prophet_weight: w, xgboost_weight: 1 - w },
          ...(diagnostics ? { diagnostics } : {}),
        },
        predict(h, levels = DEFAULT_LEVELS) {
          if (!Number.isInteger(h) || h < 1) {
            throw new ForecastError(
              'invalid_horizon',
              `horizon must be a positive integer, got ${h}`,
              { min: 1, got: h },
            );
          }
          return weightedPrediction(
            members.map((m) => m.predict(h, levels)),
            weights,
            levels,
          );
        },
      };
    },
  };
}
