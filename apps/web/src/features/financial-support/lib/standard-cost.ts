import { MAX_BUS_DAYS, MAX_UNIT_COST_PER_BUS_DAY } from '@bus/domain';

/** The 준공영제 standard cost the user enters: unit cost per bus-day × bus-days. */
export type StandardCost = { unitCostPerBusDay: number; busDays: number };

/** Which cost the calculation compares revenue with (FinancialSupportResultView.costBasis). */
export type CostBasis = 'total_cost' | 'standard_cost';

/** What the two inputs hold while the user types; null is an empty input. */
export type StandardCostDraft = { unitCostPerBusDay: number | null; busDays: number | null };

export const EMPTY_STANDARD_COST: StandardCostDraft = { unitCostPerBusDay: null, busDays: null };

/** Upper bound of each input (issue 14 §7), as the server's FinancialSupportSave checks it. */
export const STANDARD_COST_MAX: Record<keyof StandardCost, number> = {
  unitCostPerBusDay: MAX_UNIT_COST_PER_BUS_DAY,
  busDays: MAX_BUS_DAYS,
};

/** The inputs above their bound, to be said next to each (the server would answer 400). */
export function overMaxFields(draft: StandardCostDraft): Array<keyof StandardCost> {
  return (Object.keys(STANDARD_COST_MAX) as Array<keyof StandardCost>).filter((field) => {
    const value = draft[field];
    return value !== null && value > STANDARD_COST_MAX[field];
  });
}

/**
 * The standard cost to send, or null when an input is empty or out of range: the server wants both
 * fields or neither (FinancialSupportSave), so a half-filled form asks instead of calling.
 */
export function completeStandardCost(draft: StandardCostDraft): StandardCost | null {
  const { unitCostPerBusDay, busDays } = draft;
  if (unitCostPerBusDay === null || busDays === null) return null;
  if (!Number.isFinite(unitCostPerBusDay) || unitCostPerBusDay < 0) return null;
  if (!Number.isInteger(busDays) || busDays < 0) return null;
  if (overMaxFields(draft).length > 0) return null;
  return { unitCostPerBusDay, busDays };
}

/** Query string of GET …/financial-support for the chosen basis ('' for the total cost). */
export function standardCostQuery(standard: StandardCost | null): string {
  if (!standard) return '';
  const search = new URLSearchParams({
    unitCostPerBusDay: String(standard.unitCostPerBusDay),
    busDays: String(standard.busDays),
  });
  return `?${search.toString()}`;
}
