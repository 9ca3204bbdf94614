import { describe, expect, it } from 'vitest';
import {
  aic,
  aicc,
  bic,
  coverage,
  mae,
  mape,
  mase,
  mda,
  mse,
  rmse,
  rSquared,
  smape,
  wape,
} from './metrics';

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

describe('more metrics', () => {
  it('MSE is the mean squared error: (1 + 0 + 4 + 16) / 4', () => {
    expect(mse(ACTUAL, FORECAST)).toBe(5.25);
  });

  it('MAPE averages |A−F|/|A| in percent: 25 · (1 + 0 + 2/3 + 1)', () => {
    expect(mape(ACTUAL, FORECAST)).toBeCloseTo(25 * (1 + 2 / 3 + 1), 12);
    expect(() => mape([0, 1], [1, 1])).toThrowError(
      expect.objectContaining({ code: 'undefined_metric' }),
    );
  });

  it('WAPE divides the total absolute error by the total actual: 100 · 7 / 10', () => {
    expect(wape(ACTUAL, FORECAST)).toBeCloseTo(70, 12);
    expect(wape([0, 4], [1, 4])).toBeCloseTo(25, 12);
  });

  it('R² is 1 − SS_res/SS_tot: 1 − 21 / 5', () => {
    expect(rSquared(ACTUAL, FORECAST)).toBeCloseTo(1 - 21 / 5, 12);
    expect(rSquared(ACTUAL, ACTUAL)).toBe(1);
    expect(() => rSquared([2, 2], [1, 3])).toThrowError(
      expect.objectContaining({ code: 'undefined_metric' }),
    );
  });

  it('MDA counts steps whose forecast moves the same way from the previous actual', () => {
    // From 1: actual up, forecast 2 up ✓; from 2: actual up, forecast 5 up ✓; from 3: up vs 0 down ✗.
    expect(mda(ACTUAL, FORECAST)).toBeCloseTo((100 * 2) / 3, 12);
    // With the previous value 0 the first step counts too: up vs 2 up ✓.
    expect(mda(ACTUAL, FORECAST, 0)).toBe(75);
  });

  it('coverage is the percentage of actuals inside the interval (bounds included)', () => {
    expect(coverage([1, 2, 3, 4], [0, 2, 4, 0], [1, 3, 5, 3])).toBe(50);
  });

  it('AIC, AICc and BIC follow from the log-likelihood, k and n', () => {
    expect(aic(-10, 3)).toBe(26);
    expect(aicc(-10, 3, 10)).toBeCloseTo(26 + 24 / 6, 12);
    expect(bic(-10, 3, 10)).toBeCloseTo(20 + 3 * Math.log(10), 12);
    expect(() => aicc(-10, 3, 4)).toThrowError(
      expect.objectContaining({ code: 'undefined_metric' }),
    );
  });
});
