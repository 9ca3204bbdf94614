import { describe, expect, it } from 'vitest';
import { ForecastError, type Series } from '../types';
import { runForecast } from './run-forecast';
import type { RunStage } from './run-types';

// Five years of one monthly pattern: seasonal naive forecasts it exactly.
const SEASON = [5, 6, 8, 9, 12, 14, 15, 14, 11, 9, 7, 6];
const SEASONAL: Series = {
  values: [...SEASON, ...SEASON, ...SEASON, ...SEASON, ...SEASON],
  frequency: 12,
  start: '2020-01',
};

/** A seasonal series with a trend and seeded noise, for models that learn. */
function noisySeries(n: number): Series {
  let state = 7;
  const noise = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
  const values = Array.from(
    { length: n },
    (_, t) => 100 + t + 10 * Math.sin((2 * Math.PI * t) / 12) + 4 * noise(),
  );
  return { values, frequency: 12, start: '2019-01' };
}

async function failure(work: Promise<unknown>): Promise<ForecastError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ForecastError) return error;
    throw error;
  }
  throw new Error('expected a ForecastError');
}

describe('runForecast', () => {
  it('forecasts 12 months by default with 80/95 bands, labels and honest backtest metrics', async () => {
    const result = await runForecast(SEASONAL, { model: 'seasonal-naive' });
    expect(result.horizon).toBe(12);
    expect(result.forecast.labels[0]).toBe('2025-01');
    expect(result.forecast.labels.at(-1)).toBe('2025-12');
    expect(result.forecast.mean).toEqual(SEASON);
    expect(Object.keys(result.forecast.lower).sort()).toEqual(['80', '95']);
    expect(result.history.labels[0]).toBe('2020-01');
    expect(result.backtest?.folds).toHaveLength(3);
    expect(result.backtest?.folds[2]?.cutoff).toBe('2024-01');
    expect(result.backtest?.folds[0]?.forecast.labels[0]).toBe(result.backtest?.folds[0]?.cutoff);
    expect(result.metrics).toMatchObject({
      rmse: 0,
      mae: 0,
      smape: 0,
      mape: 0,
      r2: 1,
      coverage80: 100,
    });
    expect(result.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(result.description).toBe('seasonal naive (m = 12)');
  });

  it('gives the same result for the same seed', async () => {
    const series = noisySeries(48);
    const request = {
      model: 'xgboost',
      horizon: 6,
      seed: 3,
      params: { n_estimators: 20 },
    } as const;
    const withoutTimes = (r: Awaited<ReturnType<typeof runForecast>>) => ({
      ...r,
      backtest: r.backtest?.folds.map(({ seconds: _s, ...fold }) => fold),
    });
    const first = withoutTimes(await runForecast(series, request));
    const second = withoutTimes(await runForecast(series, request));
    expect(second).toEqual(first);
  });

  it('backtests a short series with fewer, shorter folds and says so', async () => {
    const result = await runForecast(noisySeries(20), { model: 'theta', horizon: 12 });
    expect(result.backtest?.folds.length).toBeGreaterThan(0);
    expect(result.backtest?.horizon).toBeLessThan(12);
    expect(result.notes.join(' ')).toMatch(/backtest reduced to \d folds of \d+ periods/);
    expect(result.checks.map((c) => c.code)).toContain('too-few-points');
  });

  it('skips the backtest when asked (0 splits): metrics are all null', async () => {
    const result = await runForecast(SEASONAL, { model: 'seasonal-naive', backtestSplits: 0 });
    expect(result.backtest).toBeNull();
    expect(Object.values(result.metrics).every((v) => v === null)).toBe(true);
  });

  it('reports each stage from 0 to 1, in order', async () => {
    const seen: [RunStage, number][] = [];
    await runForecast(
      SEASONAL,
      { model: 'seasonal-naive' },
      { onProgress: (s, f) => seen.push([s, f]) },
    );
    expect(seen[0]).toEqual(['fitting', 0]);
    expect(seen.filter(([s]) => s === 'backtesting').map(([, f]) => f)).toEqual([
      0,
      1 / 3,
      2 / 3,
      1,
    ]);
    expect(seen.at(-1)).toEqual(['diagnosing', 1]);
  });

  it('refuses an unknown model, a bad parameter and a bad horizon with their details', async () => {
    const unknown = await failure(runForecast(SEASONAL, { model: 'tcn' as 'ets' }));
    expect(unknown).toMatchObject({ code: 'unknown_model', details: { model: 'tcn' } });
    const param = await failure(
      runForecast(SEASONAL, { model: 'xgboost', params: { max_depth: 25 } }),
    );
    expect(param).toMatchObject({
      code: 'invalid_parameter',
      details: { parameter: 'max_depth', min: 1, max: 20, got: 25 },
    });
    const horizon = await failure(runForecast(SEASONAL, { model: 'ets', horizon: 121 }));
    expect(horizon).toMatchObject({
      code: 'invalid_horizon',
      details: { min: 1, max: 120, got: 121 },
    });
  });

  it('refuses a constant series for a model that cannot fit it', async () => {
    const flat = { values: Array.from({ length: 30 }, () => 5), frequency: 12, start: '2020-01' };
    const error = await failure(runForecast(flat, { model: 'ets' }));
    expect(error).toMatchObject({ code: 'constant_series', details: { model: 'ets' } });
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      runForecast(noisySeries(48), { model: 'ets' }, { signal: controller.signal }),
    );
    expect(error.code).toBe('cancelled');
  });

  it('passes on the model’s diagnostics for the requested horizon', async () => {
    const result = await runForecast(noisySeries(48), { model: 'sarima', horizon: 6 });
    expect(result.diagnostics?.kind).toBe('arima');
    const prophet = await runForecast(noisySeries(48), {
      model: 'prophet',
      horizon: 6,
      backtestSplits: 0,
    });
    expect(prophet.diagnostics?.kind === 'prophet' && prophet.diagnostics.labels.length).toBe(54);
  });

  it('auto-optimises when asked and passes the holiday switch to Prophet', async () => {
    const tuned = await runForecast(noisySeries(48), {
      model: 'xgboost',
      horizon: 6,
      autoOptimize: true,
      params: { n_estimators: 20 },
      backtestSplits: 1,
    });
    expect(tuned.description).toMatch(/auto-optimised/);
    expect(tuned.params.tuning).toEqual(expect.any(Array));
    const prophet = await runForecast(noisySeries(36), {
      model: 'prophet',
      horizon: 3,
      holidays: false,
      backtestSplits: 0,
    });
    expect(prophet.params.holidays).toBe(false);
  });
});
