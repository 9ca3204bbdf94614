/** The 준공영제 standard cost the user enters: unit cost per bus-day × bus-days. */
export type StandardCost = { unitCostPerBusDay: number; busDays: number };

/** Which cost the calculation compares revenue with (FinancialSupportResultView.costBasis). */
export type CostBasis = 'total_cost' | 'standard_cost';

/** What the two inputs hold while the user types; null is an empty input. */
export type StandardCostDraft = { unitCostPerBusDay: number | null; busDays: number | null };

export const EMPTY_STANDARD_COST: StandardCostDraft = { unitCostPerBusDay: null, busDays: null };

/**
 * The standard cost to send, or null when an input is empty or out of range: the server wants both
 * fields or neither (FinancialSupportSave), so a half-filled form asks instead of calling.
 */
export function completeStandardCost(draft: StandardCostDraft): StandardCost | null {
  const { unitCostPerBusDay, busDays } = draft;
  if (unitCostPerBusDay === null || busDays === null) return null;
  if (!Number.isFinite(unitCostPerBusDay) || unitCostPerBusDay < 0) return null;
  if (!Number.isInteger(busDays) || busDays < 0) return null;
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
