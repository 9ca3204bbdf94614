import { describe, expect, it } from 'vitest';
import { depreciationAdjustment, depreciationAdjustmentTable } from './depreciation-adjustment';

describe('depreciationAdjustment', () => {
  it('is zero when the actual depreciation is 0, whatever was allocated', () => {
    expect(depreciationAdjustment(0, 5_000_000)).toBe(0);
    expect(depreciationAdjustment(0, 0)).toBe(0);
  });

  it('takes the excess back when the allocated figure exceeds the actual', () => {
    expect(depreciationAdjustment(3_000_000, 5_000_000)).toBe(-2_000_000);
  });

  it('is zero when the allocated figure equals or stays below the actual', () => {
    expect(depreciationAdjustment(5_000_000, 5_000_000)).toBe(0);
    expect(depreciationAdjustment(5_000_000, 4_000_000)).toBe(0);
  });
});

describe('depreciationAdjustmentTable', () => {
  it('adds each row its adjustment and sums every column', () => {
    const { rows, totals } = depreciationAdjustmentTable([
      { entity: '노선 1', actual: 3_000_000, allocated: 5_000_000 },
      { entity: '노선 2', actual: 4_000_000, allocated: 1_000_000 },
      { entity: '노선 3', actual: 0, allocated: 2_000_000 },
    ]);
    expect(rows.map((row) => row.adjustment)).toEqual([-2_000_000, 0, 0]);
    expect(totals).toEqual({ actual: 7_000_000, allocated: 8_000_000, adjustment: -2_000_000 });
  });

  it('has zero totals and no rows without data', () => {
    expect(depreciationAdjustmentTable([])).toEqual({
      rows: [],
      totals: { actual: 0, allocated: 0, adjustment: 0 },
    });
  });
});
