import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INFLATION_RATES,
  ESTIMATION_ITEMS,
  estimatedAllocationLines,
  estimateLines,
  inflate,
  inflationItemOf,
  validateRates,
} from './estimate';
import { type AllocationLine, allocationLinesOf } from './lines';
import { expectedEstimate, sampleClassifications } from './test-fixtures';

const defaults = { unmappedRate: 0, overrides: [] };

function line(key: string, amount: number, fields: Partial<AllocationLine> = {}): AllocationLine {
  return {
    key,
    name: key,
    statement: 'cost_statement',
    category: 'transportation_cost',
    standardId: null,
    amount,
    driver: 'vehicles_owned',
    driverSource: 'default',
    ...fields,
  };
}

describe('estimateLines on sample A with the default rates (expected.md §9)', () => {
  const lines = allocationLinesOf(sampleClassifications('A_city_bus_300'), {
    overrides: [],
    includeNonOperating: false,
    investmentCompensation: null,
  });
  const result = estimateLines(lines, DEFAULT_INFLATION_RATES, defaults);
  const expected = expectedEstimate('A_city_bus_300');

  it('gives every item row of expected.md to the won', () => {
    expect([...expected.items.keys()]).toEqual([...ESTIMATION_ITEMS, 'none']);
    const rows = result.items.map((i) => [
      i.item,
      { rate: i.rate, base: i.base, estimate: i.estimate },
    ]);
    expect(rows).toEqual([...expected.items.entries()]);
  });

  it('estimates the 2025 operating expense at 73,726,906,050 (+3.95 %)', () => {
    expect(result.total.base).toBe(expected.total.base);
    expect(result.total.estimate).toBe(expected.total.estimate);
    expect(result.total.estimate).toBe(73_726_906_050);
    expect(result.total.changePercent).toBeCloseTo(3.9454, 4);
    expect(result.unmapped).toEqual([]);
  });

  it('puts the cost statement 전력비 under road passenger service', () => {
    expect(result.lines.find((l) => l.key === 'cs|cs.charging_power')).toMatchObject({
      item: 'road_passenger_service',
      base: 145_000_000,
      estimate: 150_524_500,
    });
  });

  it('sums categories from the rounded lines', () => {
    const byCategory = Object.fromEntries(result.categories.map((c) => [c.category, c.base]));
    expect(byCategory).toEqual({
      transportation_cost: 67_189_500_000,
      administration_cost: 3_739_000_000,
    });
    expect(result.categories.reduce((s, c) => s + c.estimate, 0)).toBe(result.total.estimate);
  });

  it('gives lines with the estimated amounts for the per-entity estimate', () => {
    const estimated = estimatedAllocationLines(lines, result);
    expect(estimated.reduce((s, l) => s + l.amount, 0)).toBe(73_726_906_050);
    expect(estimated.map((l) => l.driver)).toEqual(lines.map((l) => l.driver));
  });
});

describe('inflate', () => {
  it('rounds each line half away from zero, exactly', () => {
    expect(inflate(50, 1)).toBe(51); // 50.5 → 51
    expect(inflate(-50, 1)).toBe(-51);
    expect(inflate(1_095_000_000, 2.44)).toBe(1_121_718_000);
    expect(inflate(333, 1.2345)).toBe(337); // 337.1108…
    expect(inflate(1_000_000, 0.0001)).toBe(1_000_001);
  });
});

describe('estimateLines: mapping', () => {
  it('estimates unmapped lines at the rate the user sets and lists them', () => {
    const result = estimateLines(
      [line('unknown', 1_000), line('adj', 200, { category: 'other_adjustment' })],
      DEFAULT_INFLATION_RATES,
      { unmappedRate: 10, overrides: [] },
    );
    expect(result.unmapped.map((l) => [l.key, l.rate, l.estimate])).toEqual([
      ['unknown', 10, 1_100],
      ['adj', 10, 220],
    ]);
    expect(result.items.at(-1)).toMatchObject({ item: 'unmapped', base: 1_200, estimate: 1_320 });
  });

  it('lets the user set a line item, the override winning over the dictionary', () => {
    const result = estimateLines(
      [line('cs|cs.fuel', 1_000, { standardId: 'cs.fuel' })],
      DEFAULT_INFLATION_RATES,
      { unmappedRate: 0, overrides: [{ lineKey: 'cs|cs.fuel', item: 'none' }] },
    );
    expect(result.lines[0]).toMatchObject({
      item: 'none',
      itemSource: 'override',
      estimate: 1_000,
    });
  });
});

describe('inflationItemOf', () => {
  it('reads the dictionary for cost lines and leaves totals and non-accounts unmapped', () => {
    const cost = (standardId: string | null) => ({ standardId, category: 'transportation_cost' });
    expect(inflationItemOf(cost('cs.fuel'))).toBe('diesel');
    expect(inflationItemOf(cost('exp.depreciation'))).toBe('none');
    expect(inflationItemOf(cost('is.cost_of_sales'))).toBe('unmapped');
    expect(inflationItemOf(cost(null))).toBe('unmapped');
    expect(inflationItemOf({ standardId: null, category: 'investment_compensation' })).toBe(
      'unmapped',
    );
  });
});

describe('validateRates', () => {
  it('lists rates outside 0 to 50 percent, missing ones and a bad unmapped rate', () => {
    expect(validateRates(DEFAULT_INFLATION_RATES, 0)).toEqual([]);
    const { diesel: _, ...withoutDiesel } = DEFAULT_INFLATION_RATES;
    expect(validateRates({ ...withoutDiesel, labor: 50.01, tyres: -1 }, 60)).toEqual([
      { item: 'labor', value: 50.01 },
      { item: 'diesel', value: Number.NaN },
      { item: 'tyres', value: -1 },
      { item: 'unmapped', value: 60 },
    ]);
  });
});
