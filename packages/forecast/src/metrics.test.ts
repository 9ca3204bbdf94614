import { describe, expect, it } from 'vitest';
import { mae, mase, rmse, smape } from './metrics';

// Errors (forecast − actual) are 1, 0, 2, −4.
const ACTUAL = [1, 2, 3, 4];
const FORECAST = [2, 2, 5, 0];

describe('metrics', () => {
  it('MAE is the mean absolute error: (1 + 0 + 2 + 4) / 4', () => {
    expect(mae(ACTUAL, FORECAST)).toBe(1.75);
  });

  it('RMSE is the root of the mean squared error: √((1 + 0 + 4 + 16) / 4)', () => {
    expect(rmse(ACTUAL, FORECAST)).toBeCloseTo(Math.sqrt(5.25), 12);
  });

  it('sMAPE averages 2|F−A|/(|A|+|F|) in percent: 50 · (1/3 + 0 + 2/8 + 4/4)', () => {
    expect(smape(ACTUAL, FORECAST)).toBeCloseTo(50 * (1 / 3 + 0.25 + 1), 12);
  });

  it('sMAPE counts a period where actual and forecast are both 0 as perfect', () => {
    expect(smape([0, 2], [0, 2])).toBe(0);
  });

  it('MASE scales MAE by the in-sample naive MAE: 1.75 / mean(2, 1, 2, 1)', () => {
    expect(mase(ACTUAL, FORECAST, [1, 3, 2, 4, 3])).toBeCloseTo(1.75 / 1.5, 12);
  });

  it('MASE uses the seasonal naive scale with season length m', () => {
    // Lag-2 differences of [1, 5, 2, 7, 4]: 1, 2, 2 → scale 5/3.
    expect(mase(ACTUAL, FORECAST, [1, 5, 2, 7, 4], 2)).toBeCloseTo(1.75 / (5 / 3), 12);
  });

  it('refuses mismatched, empty and unscalable input', () => {
    expect(() => mae([1, 2], [1])).toThrowError(
      expect.objectContaining({ code: 'length_mismatch' }),
    );
    expect(() => rmse([], [])).toThrowError(expect.objectContaining({ code: 'empty_input' }));
    expect(() => mase([1], [1], [3, 3, 3])).toThrowError(
      expect.objectContaining({ code: 'undefined_metric' }),
    );
  });
});
