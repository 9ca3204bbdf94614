import {
  booleanParam,
  defineParams,
  enumParam,
  integerParam,
  invalidParameter,
  numberParam,
  type ParamRule,
  type ParamsOf,
} from '../../params';
import { ForecastError, type ForecastModel } from '../../types';

/** Spec §3: each weight 0–1, default 0.5; the pair is always normalised to sum to 1. */
const DEFAULT_WEIGHT = 0.5;

/**
 * A member's own parameter object, validated by the member; errors name the nested key
 * ("prophet: growth must be …", details.parameter "prophet.growth").
 */
function memberParams<P>(model: ForecastModel<P>): ParamRule<P> {
  return {
    default: model.defaults,
    spec: { kind: 'object' },
    parse(value, key) {
      try {
        return model.parseParams(value);
      } catch (error) {
        if (!(error instanceof ForecastError)) throw error;
        const inner = error.details.parameter;
        const parameter = inner === undefined ? key : `${key}.${inner}`;
        throw invalidParameter(`${key}: ${error.message}`, { ...error.details, parameter });
      }
    },
  };
}

/**
 * The ensemble's own parameters, without its members' nested objects: the parameter catalogue
 * reads them (and the members' rules) without loading the member models.
 */
export const ENSEMBLE_RULES = {
  prophet_weight: numberParam(0, 1, DEFAULT_WEIGHT),
  xgboost_weight: numberParam(0, 1, DEFAULT_WEIGHT),
  optimize_weights: booleanParam(false),
  optimization_method: enumParam(['grid_search', 'bayesian'], 'grid_search'),
  // The spec states no defaults for these. Measured on 200 stratified M3 monthly series with
  // weight search on: RMSE over 3 folds chose weights worse than XGBoost alone (sMAPE 18.44 vs
  // 18.00); MAE over 5 folds, less swayed by one bad fold, gave 17.72.
  metric: enumParam(['rmse', 'mae', 'mape'], 'mae'),
  folds: integerParam(2, 10, 5),
};

function rules<PP, XP>(prophet: ForecastModel<PP>, xgboost: ForecastModel<XP>) {
  return { ...ENSEMBLE_RULES, prophet: memberParams(prophet), xgboost: memberParams(xgboost) };
}

export type EnsembleParams<PP, XP> = ParamsOf<ReturnType<typeof rules<PP, XP>>>;

/** The ensemble's parameters (costing-and-forecasting.md §3, "Ensemble" row and paragraph). */
export function ensembleParams<PP, XP>(prophet: ForecastModel<PP>, xgboost: ForecastModel<XP>) {
  const { defaults, parse } = defineParams('ensemble', rules(prophet, xgboost));
  return {
    defaults,
    parse(input: unknown): EnsembleParams<PP, XP> {
      const params = parse(input);
      if (params.prophet_weight + params.xgboost_weight === 0) {
        throw invalidParameter('prophet_weight and xgboost_weight cannot both be 0', {
          parameter: 'prophet_weight',
          min: 0,
          max: 1,
          got: 0,
        });
      }
      return params;
    },
  };
}

export type EnsembleWeights = { readonly prophet_weight: number; readonly xgboost_weight: number };

/** Rounds away binary noise (1 − 0.7 = 0.30000000000000004) so a form shows what the user typed. */
const tidy = (n: number) => Number(n.toFixed(10));

/**
 * Spec §3: the ensemble's weights always sum to 1, and changing one adjusts the other. With
 * `changed`, that weight is kept (clamped to 0–1) and the other becomes its complement: the
 * form's rule. Without it, both are divided by their sum (the engine's rule for weights given
 * together, e.g. 2 and 1 → 2/3 and 1/3); two zeros fall back to the default half each.
 */
export function normaliseEnsembleWeights(
  weights: EnsembleWeights,
  changed?: keyof EnsembleWeights,
): EnsembleWeights {
  if (changed) {
    const kept = tidy(Math.min(1, Math.max(0, weights[changed])));
    const other = tidy(1 - kept);
    return changed === 'prophet_weight'
      ? { prophet_weight: kept, xgboost_weight: other }
      : { prophet_weight: other, xgboost_weight: kept };
  }
  const total = weights.prophet_weight + weights.xgboost_weight;
  if (!(total > 0)) return { prophet_weight: DEFAULT_WEIGHT, xgboost_weight: DEFAULT_WEIGHT };
  return {
    prophet_weight: weights.prophet_weight / total,
    xgboost_weight: weights.xgboost_weight / total,
  };
}

/** The Prophet share after normalising the pair to sum to 1. */
export function prophetShare(params: EnsembleWeights): number {
  return normaliseEnsembleWeights(params).prophet_weight;
}
