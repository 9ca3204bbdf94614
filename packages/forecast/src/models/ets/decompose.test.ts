import { describe, expect, it } from 'vitest';
import { centredMovingAverage, fitLine, fourierTrend, seasonalFigure } from './decompose';

const PATTERN = [0.8, 0.9, 1.1, 1.2, 1.3, 1.25, 1.4, 1.5, 1.0, 0.95, 0.85, 0.75];
const MEAN = PATTERN.reduce((a, b) => a + b, 0) / 12;

describe('classical decomposition', () => {
  it('averages a 2×12 window and leaves the ends undefined', () => {
    const trend = centredMovingAverage(
      Array.from({ length: 36 }, (_, t) => 5 + t),
      12,
    );
    expect(trend[5]).toBeNaN();
    expect(trend[6]).toBeCloseTo(11, 10);
    expect(trend[29]).toBeCloseTo(34, 10);
    expect(trend[30]).toBeNaN();
  });

  it('recovers multiplicative seasonal indexes that average 1', () => {
    const y = Array.from({ length: 48 }, (_, t) => 200 * (PATTERN[t % 12] ?? 1));
    const figure = seasonalFigure(y, 12, 'multiplicative');
    figure.forEach((s, i) => {
      expect(s).toBeCloseTo((PATTERN[i] ?? 1) / MEAN, 6);
    });
  });

  it('recovers additive seasonal effects that sum to 0 on top of a trend', () => {
    const y = Array.from({ length: 48 }, (_, t) => 3 * t + 10 * ((PATTERN[t % 12] ?? 1) - MEAN));
    const figure = seasonalFigure(y, 12, 'additive');
    figure.forEach((s, i) => {
      expect(s).toBeCloseTo(10 * ((PATTERN[i] ?? 1) - MEAN), 6);
    });
  });
});

describe('line fits', () => {
  it('fits a least-squares line', () => {
    const [a, b] = fitLine([1, 2, 3, 4], [3, 5, 7, 9]);
    expect(a).toBeCloseTo(1, 12);
    expect(b).toBeCloseTo(2, 12);
  });

  it('separates trend from one Fourier pair when data are short', () => {
    const y = Array.from(
      { length: 20 },
      (_, t) => 4 + 0.5 * (t + 1) + 3 * Math.sin((2 * Math.PI * (t + 1)) / 12),
    );
    const [a, b] = fourierTrend(y, 12);
    expect(a).toBeCloseTo(4, 8);
    expect(b).toBeCloseTo(0.5, 8);
  });
});
