import { describe, expect, it } from 'vitest';
import { ratioTrend } from './ratio-trend';

describe('ratioTrend', () => {
  it("points up for sample A's equity ratio 43.59 % → 45.92 % (expected.md §6)", () => {
    expect(ratioTrend(45.9214, 43.5869)).toBe('up');
  });

  it('points down when the ratio fell (debt to equity 129.43 % → 117.76 %)', () => {
    expect(ratioTrend(117.7628, 129.4262)).toBe('down');
  });

  it('is flat when both years show the same at two decimals', () => {
    expect(ratioTrend(4.6, 4.6001)).toBe('flat');
    expect(ratioTrend(4.604, 4.6)).toBe('flat');
    expect(ratioTrend(4.606, 4.6)).toBe('up');
  });

  it('has no direction when a year has no value', () => {
    expect(ratioTrend(3.83, null)).toBeNull();
    expect(ratioTrend(null, 2.41)).toBeNull();
    expect(ratioTrend(Number.NaN, 1)).toBeNull();
  });
});
