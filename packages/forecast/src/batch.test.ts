import { describe, expect, it } from 'vitest';
import { forecastBatch, parseSeriesFile } from './batch';
import { withDeadline } from './deadline';
import { seasonalNaive } from './seasonal-naive';
import { ForecastError, type ForecastModel, throwIfAborted } from './types';

const OPTIONS = { timeoutMs: 5_000, software: 'test', levels: [50] };

/** Spins synchronously, checking the signal the way every model's loops must. */
const spinning: ForecastModel<Record<string, never>> = {
  name: 'spinning',
  defaults: {},
  parseParams: () => ({}),
  async fit(_series, _params, options) {
    for (;;) throwIfAborted(options?.signal);
  },
};

describe('forecastBatch', () => {
  it('forecasts every series of a file in input order, with each series its own horizon', async () => {
    const input = parseSeriesFile({
      series: [
        { id: 'fare-a', frequency: 4, horizon: 2, values: [10, 20, 30, 40, 12, 22, 32, 42] },
        { id: 'fare-b', frequency: 1, start: '2024-01', values: [5, 6, 8], category: 'ignored' },
      ],
    });
    const output = await forecastBatch(input, 'seasonal-naive', seasonalNaive, {
      ...OPTIONS,
      horizon: 3,
    });
    expect(output.model).toBe('seasonal-naive');
    expect(output.forecasts.map((f) => [f.id, 'mean' in f ? f.mean : f.error])).toEqual([
      ['fare-a', [12, 22]],
      ['fare-b', [8, 8, 8]],
    ]);
    // fare-a residuals are all 2, so the interval collapses onto mean + 2.
    expect(output.forecasts[0]).toMatchObject({ lo50: [14, 24], hi50: [14, 24] });
    expect(output.forecasts[0]).toHaveProperty('seconds', expect.any(Number));
  });

  it('reports a series that cannot be forecast and goes on with the others', async () => {
    const input = parseSeriesFile({
      series: [
        { id: 'short', frequency: 12, horizon: 3, values: [1, 2, 3] },
        { id: 'no-horizon', frequency: 1, values: [1, 2, 3] },
        { id: 'ok', frequency: 1, horizon: 1, values: [1, 2, 3] },
      ],
    });
    const output = await forecastBatch(input, 'seasonal-naive', seasonalNaive, OPTIONS);
    expect(output.forecasts[0]).toEqual({
      id: 'short',
      error: expect.stringMatching(/^series_too_short: /),
    });
    expect(output.forecasts[1]).toEqual({
      id: 'no-horizon',
      error: expect.stringMatching(/^invalid_horizon: /),
    });
    expect(output.forecasts[2]).toMatchObject({ id: 'ok', mean: [3] });
  });

  it('stops a model at the time limit and reports a timeout', async () => {
    const input = parseSeriesFile({
      series: [{ id: 'slow', frequency: 1, horizon: 1, values: [1, 2] }],
    });
    const started = performance.now();
    const output = await forecastBatch(input, 'spinning', spinning, { ...OPTIONS, timeoutMs: 200 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(output.forecasts).toEqual([
      { id: 'slow', error: 'timeout: the forecast took longer than 0.2 s and was stopped' },
    ]);
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

describe('withDeadline', () => {
  it('aborts the signal when the timer fires for a model that awaits', async () => {
    const work = (signal: AbortSignal) =>
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new ForecastError('cancelled', 'stopped'))),
      );
    await expect(withDeadline(50, work)).rejects.toThrowError(
      expect.objectContaining({ code: 'timeout' }),
    );
  });

  it('passes results and other errors through', async () => {
    await expect(withDeadline(1_000, async () => 7)).resolves.toBe(7);
    const failing = async () => {
      throw new ForecastError('fit_failed', 'no');
    };
    await expect(withDeadline(1_000, failing)).rejects.toThrowError(
      expect.objectContaining({ code: 'fit_failed' }),
    );
  });
});
