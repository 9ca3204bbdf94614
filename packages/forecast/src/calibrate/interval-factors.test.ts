import { describe, expect, it } from 'vitest';
import { calibrationPlan, errorRatios } from './calibration-folds';
import { factorAt, MIN_RATIOS, seriesScale, stretchIntervals } from './interval-factors';

const FACTORS = { 50: 1.1, 80: 1.2, 95: 1.5 };

describe('factorAt', () => {
  it('uses the measured factors and interpolates the levels between them', () => {
    expect(factorAt(FACTORS, 80)).toBe(1.2);
    expect(factorAt(FACTORS, 65)).toBeCloseTo(1.15);
    expect(factorAt(FACTORS, 90)).toBeCloseTo(1.4);
  });

  it('keeps the nearest measured factor outside 50–95 %', () => {
    expect(factorAt(FACTORS, 20)).toBe(1.1);
    expect(factorAt(FACTORS, 99)).toBe(1.5);
  });
});

describe('stretchIntervals', () => {
  const prediction = {
    mean: [10, 20],
    lower: { '80': [8, 15], '95': [6, 10] },
    upper: { '80': [11, 30], '95': [14, 40] },
  };

  it('stretches each side by its level factor and keeps the asymmetry', () => {
    const stretched = stretchIntervals(prediction, FACTORS);
    expect(stretched.lower['80']).toEqual([10 - 1.2 * 2, 20 - 1.2 * 5]);
    expect(stretched.upper['80']?.[1]).toBeCloseTo(20 + 1.2 * 10);
    expect(stretched.upper['95']?.[0]).toBeCloseTo(10 + 1.5 * 4);
  });

  it('returns the very same mean path', () => {
    expect(stretchIntervals(prediction, FACTORS).mean).toBe(prediction.mean);
  });
});

describe('seriesScale', () => {
  it('is the median ratio shrunk toward 1 by the square root', () => {
    expect(seriesScale([0, 1, 2.25, 2.25, 2.25, 9, 9])).toBeCloseTo(1.5);
    expect(seriesScale([2.25, 2.25, 2.25, 2.25, 2.25, 2.25], 1)).toBeCloseTo(2.25);
  });

  it('lets the backtest at most triple or third the intervals before shrinking', () => {
    expect(seriesScale([9, 9, 9, 9, 9, 9], 1)).toBe(3);
    expect(seriesScale([0, 0, 0, 0, 0, 0], 1)).toBeCloseTo(1 / 3);
  });

  it('gives nothing from fewer ratios than a median needs', () => {
    expect(seriesScale(Array.from({ length: MIN_RATIOS - 1 }, () => 1))).toBeUndefined();
  });
});

describe('calibrationPlan', () => {
  const monthly = (n: number) => ({
    values: Array.from({ length: n }, (_, i) => i),
    frequency: 12,
  });

  it('holds out three 18-month windows six months apart on a long monthly series', () => {
    const plan = calibrationPlan(monthly(100));
    expect(plan.map((f) => [f.trainSize, f.horizon])).toEqual([
      [70, 18],
      [76, 18],
      [82, 18],
    ]);
  });

  it('shortens the windows before giving up origins on a shorter series', () => {
    const plan = calibrationPlan(monthly(36));
    expect(plan).toHaveLength(3);
    expect(plan[0]?.trainSize).toBeGreaterThanOrEqual(24);
  });

  it('holds out nothing when two seasons and one period do not fit', () => {
    expect(calibrationPlan(monthly(24))).toEqual([]);
  });
});

describe('errorRatios', () => {
  it('divides each error by the half-width on its own side and skips zero widths', () => {
    expect(errorRatios([12, 7, 5], [10, 10, 5], [9, 8, 5], [14, 12, 5])).toEqual([0.5, 1.5]);
  });
});
