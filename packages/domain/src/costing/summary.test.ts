import { describe, expect, it } from 'vitest';
import { SAMPLE_COMPANIES } from '../statements/test-fixtures';
import { adjustmentFor } from './adjustments';
import { classifyAccounts } from './classify';
import { defaultInvestmentCompensation, summarizeCosts, totalCost } from './summary';
import { expectedDefaultTotalCost, expectedTotals, sampleClassifiable } from './test-fixtures';

describe.each(SAMPLE_COMPANIES)('summarizeCosts on sample %s', (company) => {
  const summary = summarizeCosts(classifyAccounts(sampleClassifiable(company)));
  const expected = expectedTotals(company);

  it('matches every total of expected.md §3 to the won', () => {
    expect(summary).toEqual({
      transportationCost: expected.trans,
      administrationCost: expected.admin,
      operatingExpense: expected.opx,
      nonOperatingExpense: expected.noe,
      nonOperatingIncome: expected.noi,
      appropriateCost: expected.appr,
      unclassifiedCount: 0,
      unclassifiedAmount: 0,
    });
  });

  it('gives the total cost of expected.md §5 with the default 3 % and with the calculator', () => {
    const { compensation, totalCost: total } = expectedDefaultTotalCost(company);
    expect(defaultInvestmentCompensation(summary.appropriateCost)).toBe(compensation);
    expect(totalCost(summary.appropriateCost, null)).toBe(total);
    expect(totalCost(summary.appropriateCost, expected.ic ?? Number.NaN)).toBe(
      Math.round(expected.total ?? Number.NaN),
    );
  });
});

describe('summarizeCosts with adjustments', () => {
  const lines = classifyAccounts(sampleClassifiable('A_city_bus_300'));
  const donation = lines.find((line) => line.name === '기부금');
  if (!donation) throw new Error('sample A has 기부금');

  it('leaves an excluded donation out of the appropriate cost', () => {
    const summary = summarizeCosts(lines, [adjustmentFor(donation, { excluded: true })]);
    expect(summary.nonOperatingExpense).toBe(851_000_000 - 10_000_000);
    expect(summary.appropriateCost).toBe(71_514_500_000 - 10_000_000);
  });

  it('counts an included unclassified line apart from every total', () => {
    const summary = summarizeCosts(lines, [adjustmentFor(donation, { category: 'unclassified' })]);
    expect(summary).toMatchObject({
      appropriateCost: 71_514_500_000 - 10_000_000,
      unclassifiedCount: 1,
      unclassifiedAmount: 10_000_000,
    });
  });
});

describe('defaultInvestmentCompensation', () => {
  it('rounds 3 % to the nearest won', () => {
    expect(defaultInvestmentCompensation(1_234_567)).toBe(37_037);
    expect(defaultInvestmentCompensation(50)).toBe(2);
    expect(defaultInvestmentCompensation(0)).toBe(0);
  });
});
