import { describe, expect, it } from 'vitest';
import type { Asset } from './assets';
import {
  addMonths,
  bookValueAt,
  depreciationForPeriod,
  depreciationForYear,
  monthIndex,
  monthlyDepreciation,
  scheduleOf,
} from './schedule';

const bus: Asset = {
  id: 'a1',
  code: null,
  name: 'CNG 저상버스',
  assetClass: 'bus',
  entityId: 'R-101',
  acquisitionDate: '2024-01-10',
  cost: 100_000_000,
  residualValue: 0,
  usefulLifeYears: 9,
  method: 'straight_line',
  disposalDate: null,
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('straight line (정액법, 월할)', () => {
  it('spreads a 9-year bus over 108 months that sum to its cost exactly', () => {
    const amounts = monthlyDepreciation(bus, '2023-12', 110);
    expect(amounts[0]).toBe(0); // the month before acquisition
    expect(amounts[1]).toBe(925_926); // 2024-01, the acquisition month counts in full
    expect(amounts[108]).toBe(925_926); // 2032-12, the last month of life
    expect(amounts[109]).toBe(0);
    expect(sum(amounts)).toBe(100_000_000);
    expect(new Set(amounts.slice(1, 109))).toEqual(new Set([925_925, 925_926]));
  });

  it('charges a mid-year acquisition from its month and ends 108 months later', () => {
    const july = { ...bus, acquisitionDate: '2024-07-20' };
    expect(depreciationForYear(july, 2024)).toBe(5_555_556); // 6 of 108 months, rounded
    expect(depreciationForYear(july, 2025)).toBe(11_111_111);
    const years = Array.from({ length: 11 }, (_, i) => depreciationForYear(july, 2024 + i));
    expect(years[9]).toBe(5_555_556); // 2033-01..06
    expect(years[10]).toBe(0);
    expect(sum(years)).toBe(100_000_000);
  });

  it('stops after the disposal month and drops the book value to 0 from it', () => {
    const sold = { ...bus, disposalDate: '2025-03-31' };
    const amounts = monthlyDepreciation(sold, '2024-01', 24);
    expect(amounts.slice(0, 15).every((amount) => amount > 0)).toBe(true);
    expect(amounts.slice(15)).toEqual(new Array(9).fill(0));
    expect(depreciationForYear(sold, 2025)).toBe(sum(amounts.slice(12, 15)));
    expect(bookValueAt(sold, '2025-02')).toBe(100_000_000 - sum(amounts.slice(0, 14)));
    expect(bookValueAt(sold, '2025-03')).toBe(0);
  });

  it('never goes below the residual value and keeps it after the life', () => {
    const withResidual = { ...bus, residualValue: 10_000_000 };
    expect(sum(monthlyDepreciation(withResidual, '2024-01', 200))).toBe(90_000_000);
    expect(bookValueAt(withResidual, '2032-12')).toBe(10_000_000);
    expect(bookValueAt(withResidual, '2040-06')).toBe(10_000_000);
    expect(bookValueAt(withResidual, '2023-12')).toBe(0); // not yet acquired
  });

  it('stays exact for the largest cost over 100 years', () => {
    const huge = { ...bus, cost: 1e13, residualValue: 1, usefulLifeYears: 100 };
    const amounts = monthlyDepreciation(huge, '2024-01', 1200);
    expect(sum(amounts)).toBe(1e13 - 1);
    expect(amounts.every(Number.isSafeInteger)).toBe(true);
  });

  it('depreciates nothing when the residual equals the cost', () => {
    expect(depreciationForYear({ ...bus, residualValue: 100_000_000 }, 2024)).toBe(0);
  });
});

describe('declining balance (정률법)', () => {
  const machine: Asset = {
    ...bus,
    assetClass: 'equipment',
    method: 'declining_balance',
    cost: 100_000_000,
    residualValue: 5_000_000,
    usefulLifeYears: 5,
  };

  it('charges book value × r in the first year, r = 1 − (residual / cost)^(1 / life)', () => {
    const rate = 1 - 0.05 ** (1 / 5);
    expect(depreciationForPeriod(machine, '2024-01')).toBe(Math.round(100_000_000 * rate));
    const secondYear = depreciationForPeriod(machine, '2025-01');
    expect(Math.abs(secondYear - 100_000_000 * (1 - rate) * rate)).toBeLessThanOrEqual(1);
  });

  it('reaches the residual value exactly at the end of the life', () => {
    const amounts = monthlyDepreciation(machine, '2024-01', 72);
    expect(sum(amounts)).toBe(95_000_000);
    expect(amounts.slice(60)).toEqual(new Array(12).fill(0));
    expect(bookValueAt(machine, '2028-12')).toBe(5_000_000);
    expect(amounts.every((amount) => amount >= 0)).toBe(true);
  });

  it('uses 5 % of cost for the rate when the residual is 0 and takes the rest in the last year', () => {
    const noResidual = { ...machine, residualValue: 0, usefulLifeYears: 4 };
    const years = [2024, 2025, 2026, 2027].map((year) => depreciationForYear(noResidual, year));
    expect(years[0]).toBe(Math.round(100_000_000 * (1 - 0.05 ** (1 / 4))));
    expect(years[3]).toBe(Math.round(100_000_000 * 0.05 ** (3 / 4)));
    expect(sum(years)).toBe(100_000_000);
    expect(bookValueAt(noResidual, '2027-12')).toBe(0);
  });

  it('spreads each year evenly over its months, counted from the acquisition month', () => {
    const april = { ...machine, acquisitionDate: '2024-04-01' };
    const firstYear = monthlyDepreciation(april, '2024-04', 12);
    expect(Math.max(...firstYear) - Math.min(...firstYear)).toBeLessThanOrEqual(1);
    const [march, aprilNext] = monthlyDepreciation(april, '2025-03', 2);
    expect(aprilNext).toBeLessThan(march as number); // a new asset year starts in April
  });
});

describe('month keys', () => {
  it('does month arithmetic on integers and rejects a malformed key', () => {
    expect(addMonths('2024-11', 3)).toBe('2025-02');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(monthIndex('2024-07-20')).toBe(monthIndex('2024-07'));
    expect(() => monthIndex('2024-13')).toThrow(RangeError);
    expect(() => monthIndex('24-01')).toThrow(RangeError);
  });
});

describe('scheduleOf', () => {
  it('schedules 10,000 assets over 120 months with totals that add up', () => {
    const assets: Asset[] = Array.from({ length: 10_000 }, (_, i) => ({
      ...bus,
      id: `a${i}`,
      acquisitionDate: `${2010 + (i % 15)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
      cost: 50_000_000 + i * 7_919,
      residualValue: i % 3 === 0 ? 1_000_000 : 0,
      usefulLifeYears: 1 + (i % 20),
      method: i % 4 === 0 ? 'declining_balance' : 'straight_line',
      disposalDate: i % 10 === 0 ? '2027-06-30' : null,
    }));
    const schedule = scheduleOf(assets, '2024-01', 120);
    expect(schedule.months[0]).toBe('2024-01');
    expect(schedule.months[119]).toBe('2033-12');
    expect(schedule.byAsset).toHaveLength(10_000);
    const columns = schedule.totals.map((_, m) =>
      sum(schedule.byAsset.map((row) => row.amounts[m] as number)),
    );
    expect(schedule.totals).toEqual(columns);
    const byPeriod = sum(assets.map((asset) => depreciationForPeriod(asset, '2024-01', 120)));
    expect(sum(schedule.totals)).toBe(byPeriod);
    expect(schedule.byAsset[5]?.amounts).toEqual(
      monthlyDepreciation(assets[5] as Asset, '2024-01', 120),
    );
  });
});
