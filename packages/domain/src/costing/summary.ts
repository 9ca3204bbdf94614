import { roundWon } from '../money';
import { applyAdjustments, type CostAdjustment } from './adjustments';
import type { Classification, CostCategory } from './classification';

/** Category totals of the v3 summary card, integer won (costing-and-forecasting.md §9). */
export type CostSummary = {
  transportationCost: number;
  administrationCost: number;
  /** transportation + administration. */
  operatingExpense: number;
  nonOperatingExpense: number;
  nonOperatingIncome: number;
  /** operating expense + non-operating expense − non-operating income. */
  appropriateCost: number;
  /** Included lines still unclassified: not in any total, the screen should ask to place them. */
  unclassifiedCount: number;
  unclassifiedAmount: number;
};

/** Spec §9: investment compensation defaults to 3 % of the appropriate cost. */
export const DEFAULT_INVESTMENT_COMPENSATION_PERCENT = 3;

function sumOf(lines: readonly Classification[], category: CostCategory): number {
  return lines
    .filter((line) => line.category === category)
    .reduce((sum, line) => sum + line.amount, 0);
}

/**
 * Spec §9 "Transport cost formulas" over the lines not excluded, after the manual adjustments
 * (applyAdjustments) if given: operating expense = transportation + administration; appropriate
 * cost = operating expense + non-operating expense − non-operating income (expected.md §3). Sums of
 * integer won, so no rounding happens here.
 */
export function summarizeCosts(
  classifications: readonly Classification[],
  adjustments: readonly CostAdjustment[] = [],
): CostSummary {
  const included = applyAdjustments(classifications, adjustments).filter((line) => !line.excluded);
  const transportationCost = sumOf(included, 'transportation_cost');
  const administrationCost = sumOf(included, 'administration_cost');
  const nonOperatingExpense = sumOf(included, 'non_operating_expense');
  const nonOperatingIncome = sumOf(included, 'non_operating_income');
  const operatingExpense = transportationCost + administrationCost;
  const unclassified = included.filter((line) => line.category === 'unclassified');
  return {
    transportationCost,
    administrationCost,
    operatingExpense,
    nonOperatingExpense,
    nonOperatingIncome,
    appropriateCost: operatingExpense + nonOperatingExpense - nonOperatingIncome,
    unclassifiedCount: unclassified.length,
    unclassifiedAmount: unclassified.reduce((sum, line) => sum + line.amount, 0),
  };
}

/**
 * Spec §9: 3 % of the appropriate cost, rounded to the nearest won here — the only rounding of
 * the screen's totals (expected.md §5: 71,514,500,000 × 0.03 = 2,145,435,000). Multiplying by 3
 * before dividing by 100 keeps the product exact for any amount below 3e15 won.
 */
export function defaultInvestmentCompensation(appropriateCost: number): number {
  return roundWon((appropriateCost * DEFAULT_INVESTMENT_COMPENSATION_PERCENT) / 100);
}

/**
 * Spec §9: total cost (총괄원가) = appropriate cost + investment compensation. Null takes the 3 %
 * default (no stored value); a calculator result with decimals is rounded to the won first
 * (expected.md §5: 71,514,500,000 + 977,608,134.52 → 72,492,108,135).
 */
export function totalCost(appropriateCost: number, investmentCompensation: number | null): number {
  const compensation = investmentCompensation ?? defaultInvestmentCompensation(appropriateCost);
  return appropriateCost + roundWon(compensation);
}
