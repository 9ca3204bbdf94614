import {
  DEFAULT_INFLATION_RATES,
  type EstimationItemOverride,
  type EstimationRatesView,
  validateRates,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';

/** The rates a scenario estimates with. */
export type RateSet = {
  name: string;
  rates: EstimationRatesView;
  unmappedRate: number;
  itemOverrides: EstimationItemOverride[];
};

/** Spec §5: the scenario shown before any is saved. */
export const DEFAULT_SCENARIO_NAME = '기본';

export function defaultRateSet(): RateSet {
  return {
    name: DEFAULT_SCENARIO_NAME,
    rates: { ...DEFAULT_INFLATION_RATES },
    unmappedRate: 0,
    itemOverrides: [],
  };
}

/**
 * Spec §5 "abnormal rate detected": 400 `estimation/abnormal-rate` params { items: [{ item, value,
 * scenario }] } naming every rate outside 0..MAX_INFLATION_RATE of every scenario given.
 */
export function refuseAbnormalRates(sets: readonly RateSet[]): void {
  const items = sets.flatMap((set) =>
    validateRates(set.rates, set.unmappedRate).map(({ item, value }) => ({
      item,
      value: Number.isFinite(value) ? value : null,
      scenario: set.name,
    })),
  );
  if (items.length > 0) throw new AppError('estimation/abnormal-rate', 400, { items });
}
