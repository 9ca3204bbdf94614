import { describe, expect, it } from 'vitest';
import { applyOtherAdjustments } from './other-adjustments';
import type { CostSummary } from './summary';

const base: CostSummary = {
  transportationCost: 1_000,
  administrationCost: 200,
  operatingExpense: 1_200,
  nonOperatingExpense: 50,
  nonOperatingIncome: 30,
  appropriateCost: 1_220,
  unclassifiedCount: 1,
  unclassifiedAmount: 7,
};

describe('applyOtherAdjustments', () => {
  it('adds each amount to its category and recomputes the §9 totals', () => {
    const out = applyOtherAdjustments(base, [
      { category: 'transportation_cost', amount: 100 },
      { category: 'administration_cost', amount: -20 },
      { category: 'non_operating_income', amount: 10 },
      { category: 'non_operating_expense', amount: 5 },
    ]);
    expect(out).toEqual({
      transportationCost: 1_100,
      administrationCost: 180,
      operatingExpense: 1_280,
      nonOperatingExpense: 55,
      nonOperatingIncome: 40,
      appropriateCost: 1_280 + 55 - 40,
      unclassifiedCount: 1,
      unclassifiedAmount: 7,
    });
  });

  it('leaves the summary unchanged without adjustments and refuses fractions of a won', () => {
    expect(applyOtherAdjustments(base, [])).toEqual(base);
    expect(() =>
      applyOtherAdjustments(base, [{ category: 'transportation_cost', amount: 1.5 }]),
    ).toThrow(RangeError);
  });
});
