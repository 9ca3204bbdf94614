import type { ForecastModelName, ModelCard } from '@bus/domain';

/** The order models are offered in: the auto mode first (best on the M3 benchmark), then the spec's. */
export const MODEL_ORDER: readonly ForecastModelName[] = [
  'auto',
  'prophet',
  'xgboost',
  'arima',
  'sarima',
  'ensemble',
  'nbeats',
  'ets',
  'theta',
  'seasonal-naive',
];

/** Models with a page of their own and their route (spec §2). */
export const MODEL_PAGE_PATHS = {
  prophet: '/prophet-forecast',
  xgboost: '/xgboost-forecast',
  sarima: '/sarima-forecast',
} as const;
export type PageModel = keyof typeof MODEL_PAGE_PATHS;

/** The catalogue's cards in MODEL_ORDER (a model the web does not know yet goes last). */
export function orderedCards(cards: readonly ModelCard[]): ModelCard[] {
  const rank = (model: ForecastModelName) => {
    const index = MODEL_ORDER.indexOf(model);
    return index === -1 ? MODEL_ORDER.length : index;
  };
  return [...cards].sort((a, b) => rank(a.model) - rank(b.model));
}

/**
 * The recommended horizon shown beside the horizon field (spec §5: 20–30 % of the points for
 * Prophet, XGBoost and the ensemble, 10–20 % for ARIMA and SARIMA), as the inspection gave it.
 */
export function recommendedRange(
  recommended: Record<string, { min: number; max: number } | null> | undefined,
  model: ForecastModelName,
): { min: number; max: number } | null {
  return recommended?.[model] ?? null;
}

/** Models that read the Korean holiday calendar (설날, 추석): Prophet, and the ensemble through it. */
export const HOLIDAY_MODELS: readonly ForecastModelName[] = ['prophet', 'ensemble'];
