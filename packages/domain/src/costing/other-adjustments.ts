import type { CostCategory } from './classification';
import type { CostSummary } from './summary';

/**
 * Categories a manual "other adjustment" (/cost-adjustment, second tab) can change: the four
 * totals of the v3 summary card. `unclassified` is not a total, so it takes no adjustment.
 */
export const OTHER_ADJUSTMENT_CATEGORIES = [
  'transportation_cost',
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
] as const satisfies readonly CostCategory[];
export type OtherAdjustmentCategory = (typeof OTHER_ADJUSTMENT_CATEGORIES)[number];

/** A manual adjustment as the totals read it: signed integer won added to one category. */
export type OtherAdjustmentEntry = { category: OtherAdjustmentCategory; amount: number };

const FIELD: Record<
  OtherAdjustmentCategory,
  'transportationCost' | 'administrationCost' | 'nonOperatingExpense' | 'nonOperatingIncome'
> = {
  transportation_cost: 'transportationCost',
  administration_cost: 'administrationCost',
  non_operating_expense: 'nonOperatingExpense',
  non_operating_income: 'nonOperatingIncome',
};

/**
 * The v3 summary after the manual "other adjustments": each amount (signed integer won) is added
 * to its category's total — a positive amount raises that total, a negative one lowers it; for
 * non_operating_income a positive amount raises the income and so lowers the appropriate cost.
 * Operating expense and appropriate cost are then recomputed with the §9 formulas
 * (summarizeCosts). Unclassified figures are untouched.
 */
export function applyOtherAdjustments(
  summary: CostSummary,
  adjustments: readonly OtherAdjustmentEntry[],
): CostSummary {
  const out = { ...summary };
  for (const a of adjustments) {
    if (!Number.isSafeInteger(a.amount)) {
      throw new RangeError(`other adjustment amount must be integer won: ${a.amount}`);
    }
    out[FIELD[a.category]] += a.amount;
  }
  out.operatingExpense = out.transportationCost + out.administrationCost;
  out.appropriateCost = out.operatingExpense + out.nonOperatingExpense - out.nonOperatingIncome;
  return out;
}
