import { describe, expect, it } from 'vitest';
import { scoreForecasts, type Truth } from './score-forecasts';

// Training with lag-2 absolute differences all 2, so the MASE scale (m = 2) is 2.
const TRUTH = new Map<string, Truth>([
  ['a', { training: [1, 5, 3, 7], actual: [10, 20] }],
  ['b', { training: [2, 2, 4, 4], actual: [5, 5] }],
  ['c', { training: [1, 2, 3, 4], actual: [1, 1] }],
]);

describe('scoreForecasts', () => {
  it('averages per-series sMAPE and MASE, pools coverage and counts failures by code', () => {
    const score = scoreForecasts(
      [
        { id: 'a', mean: [10, 30], lo80: [9, 10], hi80: [11, 25], seconds: 1 },
        { id: 'b', mean: [5, 5], lo80: [4, 6], hi80: [6, 6], seconds: 3 },
        { id: 'c', error: 'timeout: too slow' },
      ],
      TRUTH,
      { m: 2, levels: [80] },
    );
    // a: sMAPE = 100 · (0 + 10/50) = 20, MASE = mean(0, 10) / 2 = 2.5; b: both 0.
    expect(score.smape).toBeCloseTo(10, 12);
    expect(score.mase).toBeCloseTo(1.25, 12);
    // a: 10 inside, 20 inside [10, 25]; b: 5 inside [4, 6], 5 below [6, 6].
    expect(score.coverage).toEqual({ '80': 75 });
    expect(score.medianSeconds).toBe(2);
    expect(score).toMatchObject({ series: 3, scored: 2, failures: { timeout: 1 } });
  });

  it('scores point forecasts without intervals or times, and names missing series', () => {
    const score = scoreForecasts([{ id: 'a', mean: [10, 20, 99] }], TRUTH, {
      m: 2,
      levels: [80, 95],
    });
    expect(score.smape).toBe(0);
    expect(score.coverage).toEqual({ '80': null, '95': null });
    expect(score.medianSeconds).toBeNull();
    expect(score.failures).toEqual({ missing: 2 });
  });
});
