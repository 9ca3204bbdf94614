import { roundWon } from '../money';

/**
 * Operating days of a bus a year in the per-bus-day figures: expected.md §5 ("owned 300 buses ×
 * 365 = 109,500 bus-days") and the samples' sizing table (samples/README.md) count 365, the
 * convention of the published 1일 1대당 standard costs (a year's unit cost ÷ 365), leap year or not.
 */
export const OPERATING_DAYS_PER_YEAR = 365;

/** What a cost per bus-day needs and may lack: the total cost, or the number of owned buses. */
export const COST_PER_BUS_DAY_NEEDS = ['total_cost', 'bus_count'] as const;
export type CostPerBusDayNeed = (typeof COST_PER_BUS_DAY_NEEDS)[number];

export type CostPerBusDay = {
  /** Whole won per owned bus per day; null when something it needs is missing. */
  value: number | null;
  /** Owned buses (보유대수) the figure is divided by; null when unknown. */
  buses: number | null;
  days: number;
  /** buses × days; null when the buses are unknown. */
  busDays: number | null;
  missing: CostPerBusDayNeed[];
};

/**
 * The owned buses of a year's service entities (cost allocation's 보유대수, summed); null when
 * there are no entities or they own no bus, so a figure is never divided by 0.
 */
export function ownedBuses(entities: readonly { vehiclesOwned: number }[]): number | null {
  const total = entities.reduce(
    (sum, entity) => sum + (Number.isFinite(entity.vehiclesOwned) ? entity.vehiclesOwned : 0),
    0,
  );
  return total > 0 ? total : null;
}

/**
 * 총괄원가 per bus-day (expected.md §5): total cost ÷ (owned buses × operating days), rounded to
 * the won once (72,492,108,135 ÷ 109,500 = 662,028). Says what is missing instead of dividing
 * what is not there: `total_cost` without an income statement, `bus_count` without buses.
 */
export function costPerBusDay(
  totalCost: number | null,
  buses: number | null,
  days: number = OPERATING_DAYS_PER_YEAR,
): CostPerBusDay {
  const known = buses !== null && buses > 0 ? buses : null;
  const missing: CostPerBusDayNeed[] = [];
  if (totalCost === null) missing.push('total_cost');
  if (known === null) missing.push('bus_count');
  const busDays = known === null ? null : known * days;
  const value =
    totalCost !== null && busDays !== null && busDays > 0 ? roundWon(totalCost / busDays) : null;
  return { value, buses: known, days, busDays, missing };
}
