import { describe, expect, it } from 'vitest';
import { adjustmentFor, applyAdjustments } from '../costing/adjustments';
import { type AllocationLine, allocationLinesOf } from './lines';
import { sampleClassifications } from './test-fixtures';

const classifications = sampleClassifications('A_city_bus_300');
const operatingOnly = { overrides: [], includeNonOperating: false, investmentCompensation: null };
const sumOf = (lines: readonly AllocationLine[]) => lines.reduce((s, l) => s + l.amount, 0);
const find = (lines: readonly AllocationLine[], key: string) => lines.find((l) => l.key === key);

describe('allocationLinesOf on sample A', () => {
  it('takes the 44 included operating lines, adding up to operating expense', () => {
    const lines = allocationLinesOf(classifications, operatingOnly);
    expect(lines).toHaveLength(23 + 21);
    expect(sumOf(lines)).toBe(70_928_500_000);
    expect(new Set(lines.map((l) => l.category))).toEqual(
      new Set(['transportation_cost', 'administration_cost']),
    );
  });

  it('drives cost-statement lines by the dictionary and SG&A lines by vehicles owned', () => {
    const lines = allocationLinesOf(classifications, operatingOnly);
    expect(find(lines, 'cs|exp.bonuses')).toMatchObject({
      driver: 'vehicles_operated',
      driverSource: 'dictionary',
    });
    expect(find(lines, 'is|is.sga|exp.bonuses')).toBeUndefined();
    expect(find(lines, 'is|is.sga|exp.salaries')).toMatchObject({
      category: 'administration_cost',
      driver: 'vehicles_owned',
      driverSource: 'sga',
    });
    expect(find(lines, 'cs|cs.fuel_subsidy')).toMatchObject({
      amount: -1_095_000_000,
      driver: 'distance_km',
    });
  });

  it('lets a user override a line, the last override winning', () => {
    const lines = allocationLinesOf(classifications, {
      ...operatingOnly,
      overrides: [
        { lineKey: 'cs|cs.fuel', driver: 'vehicles_owned' },
        { lineKey: 'cs|cs.fuel', driver: 'custom:hours' },
      ],
    });
    expect(find(lines, 'cs|cs.fuel')).toMatchObject({
      driver: 'custom:hours',
      driverSource: 'override',
    });
  });

  it("follows the user's decisions: an excluded line is not allocated", () => {
    const fuel = classifications.find((c) => c.key === 'cs|cs.fuel');
    if (!fuel) throw new Error('no fuel line in sample A');
    const decided = applyAdjustments(classifications, [adjustmentFor(fuel, { excluded: true })]);
    const lines = allocationLinesOf(decided, operatingOnly);
    expect(find(lines, 'cs|cs.fuel')).toBeUndefined();
    expect(sumOf(lines)).toBe(70_928_500_000 - 10_512_000_000);
  });

  it('adds non-operating items and investment compensation by vehicles owned, up to total cost', () => {
    const lines = allocationLinesOf(classifications, {
      overrides: [],
      includeNonOperating: true,
      investmentCompensation: 977_608_134.52,
    });
    // expected.md §5: appropriate cost 71,514,500,000 + investment compensation 977,608,135.
    expect(sumOf(lines)).toBe(72_492_108_135);
    const extra = lines.filter(
      (l) => !['transportation_cost', 'administration_cost'].includes(l.category),
    );
    expect(extra.every((l) => l.driver === 'vehicles_owned' && l.driverSource === 'sga')).toBe(
      true,
    );
    expect(extra.filter((l) => l.category === 'non_operating_income').map((l) => l.amount)).toEqual(
      [-118_000_000, -85_000_000, -62_000_000],
    );
    expect(find(lines, 'investment_compensation')).toMatchObject({
      category: 'investment_compensation',
      amount: 977_608_135,
      statement: 'other',
    });
  });

  it('turns other adjustments into lines by vehicles owned, non-operating ones only with the option', () => {
    const otherAdjustments = [
      { id: 'a1', category: 'transportation_cost', amount: 5_000_000, reason: '정비 충당' },
      { id: 'a2', category: 'non_operating_income', amount: 1_000_000, reason: '보험금' },
    ];
    const operating = allocationLinesOf(classifications, { ...operatingOnly, otherAdjustments });
    expect(sumOf(operating)).toBe(70_928_500_000 + 5_000_000);
    expect(find(operating, 'adjustment:a1')).toMatchObject({
      name: '정비 충당',
      category: 'other_adjustment',
      adjusts: 'transportation_cost',
      driver: 'vehicles_owned',
      driverSource: 'default',
    });
    const all = allocationLinesOf(classifications, {
      ...operatingOnly,
      includeNonOperating: true,
      otherAdjustments,
    });
    expect(find(all, 'adjustment:a2')?.amount).toBe(-1_000_000);
  });

  it('leaves out lines without an amount', () => {
    const zeroed = classifications.map((c) => (c.key === 'cs|cs.fuel' ? { ...c, amount: 0 } : c));
    expect(find(allocationLinesOf(zeroed, operatingOnly), 'cs|cs.fuel')).toBeUndefined();
  });
});
