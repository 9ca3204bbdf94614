import { describe, expect, it } from 'vitest';
import { checkSeriesForModel, recommendedHorizon, seriesAdvice, validateHorizon } from './rules';

function failure(code: string, message: RegExp) {
  return expect.objectContaining({ code, message: expect.stringMatching(message) });
}

describe('forecast upload rules', () => {
  it('accepts horizons 1 to 120 and refuses the rest', () => {
    expect(validateHorizon(1)).toBe(1);
    expect(validateHorizon('120')).toBe(120);
    for (const bad of [0, 121, 2.5, 'x', undefined]) {
      expect(() => validateHorizon(bad)).toThrowError(
        failure('invalid_horizon', /horizon must be an integer from 1 to 120/),
      );
    }
  });

  it('recommends 20–30 % of the points for Prophet and 10–20 % for ARIMA', () => {
    expect(recommendedHorizon('prophet', 60)).toEqual({ min: 12, max: 18 });
    expect(recommendedHorizon('arima', 60)).toEqual({ min: 6, max: 12 });
    expect(recommendedHorizon('ets', 60)).toBeUndefined();
    expect(seriesAdvice('arima', 60, 18)).toEqual([
      'for arima a horizon of 6–12 periods is recommended with 60 points (got 18)',
    ]);
    expect(seriesAdvice('nbeats', 40, 12)).toEqual([
      '50+ data points are recommended for nbeats; the series has 40',
    ]);
  });

  it('refuses a constant series for a model that fits, but not for seasonal naive', () => {
    const flat = { values: [5, 5, 5, 5], frequency: 12 };
    expect(() => checkSeriesForModel(flat, 'ets')).toThrowError(
      failure('constant_series', /all 4 values are 5/),
    );
    expect(() => checkSeriesForModel(flat, 'seasonal-naive')).not.toThrow();
  });

  it('needs input_chunk_length + output_chunk_length points for N-BEATS', () => {
    const series = { values: Array.from({ length: 40 }, (_, i) => i), frequency: 12 };
    expect(() => checkSeriesForModel(series, 'nbeats')).not.toThrow();
    expect(() =>
      checkSeriesForModel(series, 'nbeats', { input_chunk_length: 36, output_chunk_length: 12 }),
    ).toThrowError(failure('series_too_short', /= 48 points, got 40/));
  });
});
