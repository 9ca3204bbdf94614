import { describe, expect, it } from 'vitest';
import { stl } from './stl';
import { seasonalStrength } from './unit-root';

describe('stl (R defaults with loess jumps)', () => {
  it('separates a straight trend from a fixed seasonal pattern', () => {
    const pattern = [3, 5, 8, 4, -2, -6, -7, -4, 0, 2, -1, -2];
    const values = Array.from({ length: 96 }, (_, t) => 100 + 0.5 * t + (pattern[t % 12] ?? 0));
    const { seasonal, trend } = stl(values, 12);
    for (let t = 0; t < values.length; t++) {
      expect(trend[t]).toBeCloseTo(100 + 0.5 * t, 0);
      expect(seasonal[t]).toBeCloseTo(pattern[t % 12] ?? 0, 0);
    }
    expect(seasonalStrength(values, 12)).toBeGreaterThan(0.99);
  });

  it('interpolates between loess points without jumps in the trend', () => {
    const values = Array.from(
      { length: 61 },
      (_, t) => Math.sin(t / 7) * 10 + (t % 12 === 0 ? 3 : 0),
    );
    const { trend } = stl(values, 12);
    for (let t = 1; t < values.length; t++) {
      expect(Math.abs((trend[t] ?? 0) - (trend[t - 1] ?? 0))).toBeLessThan(2);
    }
  });
});
