import { describe, expect, it } from 'vitest';
import { backtest, rollingOriginFolds } from './backtest';
import { compareModels } from './compare';
import { seasonalNaive } from './seasonal-naive';
import { ForecastError, type ForecastModel, throwIfAborted } from './types';

// Three years of a pure monthly season: seasonal naive forecasts it exactly.
const SEASON = [5, 6, 8, 9, 12, 14, 15, 14, 11, 9, 7, 6];
const SERIES = {
  values: [...SEASON, ...SEASON, ...SEASON, ...SEASON],
  frequency: 12,
  start: '2020-01',
};

/** Forecasts the last value flat, with a ±1 interval, for a model that is worse on a season. */
const lastValue: ForecastModel<Record<string, never>> = {
  name: 'last-value',
  defaults: {},
  parseParams: () => ({}),
  async fit(series, _params, options) {
    throwIfAborted(options?.signal);
    const last = series.values[series.values.length - 1] ?? 0;
    const flat = (h: number, shift: number) => Array.from({ length: h }, () => last + shift);
    return {
      name: 'last-value',
      residuals: [],
      predict: (h) => ({
        mean: flat(h, 0),
        lower: { '80': flat(h, -1) },
        upper: { '80': flat(h, 1) },
      }),
    };
  },
};

const failing: ForecastModel<Record<string, never>> = {
  ...lastValue,
  name: 'failing',
  fit: async () => {
    throw new ForecastError('fit_failed', 'did not converge');
  },
};

describe('rollingOriginFolds', () => {
  it('ends the last test window with the series and steps back by the horizon', () => {
    const folds = rollingOriginFolds(SERIES, { splits: 3, horizon: 6 });
    expect(folds).toEqual([
      { index: 0, trainSize: 30, horizon: 6, cutoff: '2022-07' },
      { index: 1, trainSize: 36, horizon: 6, cutoff: '2023-01' },
      { index: 2, trainSize: 42, horizon: 6, cutoff: '2023-07' },
    ]);
  });

  it('takes a step other than the horizon and omits dates without a start', () => {
    const folds = rollingOriginFolds(
      { values: SERIES.values, frequency: 12 },
      { splits: 2, horizon: 12, step: 1 },
    );
    expect(folds).toEqual([
      { index: 0, trainSize: 35, horizon: 12 },
      { index: 1, trainSize: 36, horizon: 12 },
    ]);
  });

  it('refuses folds that leave less than the minimum training size', () => {
    expect(() =>
      rollingOriginFolds(SERIES, { splits: 3, horizon: 12, minTrainSize: 20 }),
    ).toThrowError(
      expect.objectContaining({
        code: 'series_too_short',
        message: expect.stringMatching(/need 56 points, got 48/),
      }),
    );
    expect(() => rollingOriginFolds(SERIES, { splits: 0, horizon: 12 })).toThrowError(
      expect.objectContaining({ code: 'invalid_parameter' }),
    );
  });
});

describe('backtest', () => {
  it('scores every fold of a perfectly forecast season as error-free', async () => {
    const result = await backtest(
      SERIES,
      seasonalNaive,
      {},
      { splits: 2, horizon: 12, levels: [80] },
    );
    expect(result.folds.map((f) => f.trainSize)).toEqual([24, 36]);
    expect(result.folds[1]?.actual).toEqual(SEASON);
    expect(result.mean).toMatchObject({ smape: 0, mae: 0, rmse: 0, mape: 0 });
    // The training part repeats exactly at lag 12, so the MASE scale is 0 and MASE is undefined.
    expect(result.mean.mase).toBeNull();
    expect(result.mean.coverage).toEqual({ '80': 100 });
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      backtest(SERIES, seasonalNaive, {}, { splits: 2, horizon: 12, signal: controller.signal }),
    ).rejects.toThrowError(expect.objectContaining({ code: 'cancelled' }));
  });
});

describe('compareModels', () => {
  it('ranks models on the same folds by sMAPE and keeps failures as error rows', async () => {
    const candidates = [
      { name: 'failing', model: failing },
      { name: 'last-value', model: lastValue },
      { name: 'seasonal-naive', model: seasonalNaive },
      { name: 'bad-params', model: seasonalNaive, params: { p: 1 } },
    ];
    const comparison = await compareModels(SERIES, candidates, { splits: 2, horizon: 6 });
    expect(comparison.folds.map((f) => f.cutoff)).toEqual(['2023-01', '2023-07']);
    expect(comparison.rows.map((row) => row.model)).toEqual([
      'seasonal-naive',
      'last-value',
      'failing',
      'bad-params',
    ]);
    expect(comparison.rows[0]).toMatchObject({ smape: 0, coverage: { '80': 100, '95': 100 } });
    expect(comparison.rows[2]).toEqual({ model: 'failing', error: 'fit_failed: did not converge' });
    expect(comparison.rows[3]).toMatchObject({
      error: expect.stringMatching(/^invalid_parameter: /),
    });
  });
});
