import { describe, expect, it } from 'vitest';
import { forecastBatch, parseSeriesFile } from './batch';

describe('forecastBatch', () => {
  it('forecasts every series of a file in input order', () => {
    const input = parseSeriesFile({
      series: [
        { id: 'fare-a', frequency: 4, values: [10, 20, 30, 40, 12, 22, 32, 42] },
        { id: 'fare-b', frequency: 1, values: [5, 6, 8] },
      ],
    });
    const output = forecastBatch(input, 'seasonal-naive', 2, [50]);
    expect(output.model).toBe('seasonal-naive');
    expect(output.forecasts.map((f) => [f.id, f.mean])).toEqual([
      ['fare-a', [12, 22]],
      ['fare-b', [8, 8]],
    ]);
    // fare-a residuals are all 2, so the interval collapses onto mean + 2.
    expect(output.forecasts[0]?.lower['50']).toEqual([14, 24]);
  });

  it('names the series that cannot be forecast', () => {
    const input = parseSeriesFile({ series: [{ id: 'short', frequency: 12, values: [1, 2, 3] }] });
    expect(() => forecastBatch(input, 'seasonal-naive', 3, [95])).toThrowError(/series "short"/);
  });

  it('rejects malformed files with the offending entry', () => {
    expect(() => parseSeriesFile({ rows: [] })).toThrowError(/"series" array/);
    expect(() => parseSeriesFile({ series: [{ id: 'x', frequency: 0, values: [] }] })).toThrowError(
      /frequency/,
    );
    expect(() =>
      parseSeriesFile({ series: [{ id: 'x', frequency: 2, values: [1, 'two'] }] }),
    ).toThrowError(/finite numbers/);
  });
});
