import { defineParams, enumParam, integerParam, numberParam, type ParamsOf } from '../../params';

/**
 * XGBoost parameters (costing-and-forecasting.md §3 "Model parameters"). Where the spec says "not
 * stated" the default is XGBoost's own: objective reg:squarederror, gamma 0, min_child_weight 1,
 * alpha 0, lambda 1.
 */
export const XGBOOST_RULES = {
  n_estimators: integerParam(10, 1000, 100),
  max_depth: integerParam(1, 20, 6),
  learning_rate: numberParam(0.01, 1, 0.1),
  subsample: numberParam(0.1, 1, 0.8),
  colsample_bytree: numberParam(0.1, 1, 0.8),
  objective: enumParam(['reg:squarederror', 'reg:pseudohubererror'], 'reg:squarederror'),
  gamma: numberParam(0, 10, 0),
  min_child_weight: numberParam(0, 10, 1),
  alpha: numberParam(0, 10, 0),
  lambda: numberParam(0, 10, 1),
};

export type XgboostParams = ParamsOf<typeof XGBOOST_RULES>;

const definition = defineParams('xgboost', XGBOOST_RULES);

export const XGBOOST_DEFAULTS: XgboostParams = definition.defaults;
export const parseXgboostParams = (input: unknown): XgboostParams => definition.parse(input);
