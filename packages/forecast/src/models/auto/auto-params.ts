import { defineParams, integerParam, optionalParam, type ParamsOf } from '../../params';

/**
 * The auto mode's own parameters. `horizon` is the forecast horizon the backtest judges the models
 * on — fit() does not learn the requested h, so the caller passes it here; without it the M3
 * competition's horizon for the series' frequency is used (Makridakis & Hibon 2000).
 */
export const AUTO_RULES = {
  horizon: optionalParam(integerParam(1, 120, 18)),
  origins: integerParam(1, 5, 3),
};

export type AutoParams = ParamsOf<typeof AUTO_RULES>;

export const AUTO_PARAMS = defineParams('auto', AUTO_RULES);

/** M3 horizons: 18 months, 8 quarters, 6 years, 8 for other frequencies. */
export function defaultHorizon(frequency: number): number {
  if (frequency === 12) return 18;
  if (frequency === 1) return 6;
  return 8;
}
