import {
  autoSwitchParam,
  booleanParam,
  defineParams,
  enumParam,
  invalidParameter,
  numberParam,
  optionalParam,
  type ParamsOf,
} from '../../params';

/** Prophet's yearly/weekly/daily switches: 'auto' lets Prophet decide from the data's span and spacing. */
export type SeasonalitySwitch = 'auto' | boolean;

/** Bound of cap/floor: any magnitude a won amount or a count can have. */
const LIMIT_MAGNITUDE = 1e15;

/**
 * Prophet parameters (costing-and-forecasting.md §3 "Model parameters"); defaults where the spec
 * says "not stated" are Prophet's own. `holidays`, `cap` and `floor` are ours: Korean holidays on
 * or off, and the logistic growth's capacity (default 1.2 × the series maximum) and floor.
 */
export const PROPHET_RULES = {
  growth: enumParam(['linear', 'logistic', 'flat'], 'linear'),
  changepoint_prior_scale: numberParam(0.001, 0.5, 0.05),
  seasonality_mode: enumParam(['additive', 'multiplicative'], 'additive'),
  seasonality_prior_scale: numberParam(0.01, 10, 10),
  changepoint_range: numberParam(0.1, 0.9, 0.8),
  yearly_seasonality: autoSwitchParam(),
  weekly_seasonality: autoSwitchParam(),
  daily_seasonality: autoSwitchParam(),
  add_monthly_seasonality: booleanParam(false),
  add_quarterly_seasonality: booleanParam(false),
  holidays: booleanParam(true),
  cap: optionalParam(numberParam(-LIMIT_MAGNITUDE, LIMIT_MAGNITUDE, 0)),
  floor: optionalParam(numberParam(-LIMIT_MAGNITUDE, LIMIT_MAGNITUDE, 0)),
};

export type ProphetParams = ParamsOf<typeof PROPHET_RULES>;

const definition = defineParams('prophet', PROPHET_RULES);

export const PROPHET_DEFAULTS: ProphetParams = definition.defaults;

export function parseProphetParams(input: unknown): ProphetParams {
  const params = definition.parse(input);
  if (params.cap !== undefined && params.floor !== undefined && params.cap <= params.floor) {
    throw invalidParameter(
      `cap must be greater than floor (got cap ${params.cap}, floor ${params.floor})`,
      { parameter: 'cap', min: params.floor, got: params.cap },
    );
  }
  return params;
}
