import { describe, expect, it } from 'vitest';
import type { Series } from '../types';
import { runComparison } from './run-comparison';
import { runCrossValidation } from './run-cross-validation';

const SEASON = [5, 6, 8, 9, 12, 14, 15, 14, 11, 9, 7, 6];
const SERIES: Series = {
  values: [...SEASON, ...SEASON, ...SEASON, ...SEASON],
  frequency: 12,
  start: '2021-01',
};

describe('runCrossValidation', () => {
  it('scores every fold with the full metric set and gives their means', async () => {
    const result = await runCrossValidation(SERIES, {
      model: 'seasonal-naive',
      splits: 2,
      horizon: 6,
    });
    expect(result.backtest.folds.map((f) => f.cutoff)).toEqual(['2024-01', '2024-07']);
    expect(result.backtest).toMatchObject({ splits: 2, horizon: 6, minTrainSize: 36 });
    // MASE's scale, the seasonal naive error in training, is 0 on a pattern that never changes.
    expect(result.backtest.mean).toMatchObject({ smape: 0, mase: null, r2: 1, coverage95: 100 });
  });

  it('refuses folds the series cannot hold', async () => {
    await expect(
      runCrossValidation(SERIES, { model: 'seasonal-naive', splits: 5, horizon: 12 }),
    ).rejects.toMatchObject({ code: 'series_too_short' });
  });
});

describe('runComparison', () => {
  it('ranks by mean sMAPE, keeps a failing model as a row with its error, and recommends', async () => {
    const result = await runComparison(SERIES, {
      models: [
        { model: 'theta' },
        { model: 'xgboost', params: { max_depth: 25 } },
        { model: 'seasonal-naive' },
      ],
      splits: 2,
      horizon: 6,
    });
    expect(result.rows.map((r) => r.model)).toEqual(['seasonal-naive', 'theta', 'xgboost']);
    expect(result.rows[2]).toEqual({
      model: 'xgboost',
      metrics: null,
      seconds: null,
      error: {
        code: 'invalid_parameter',
        params: { parameter: 'max_depth', min: 1, max: 20, got: 25 },
      },
    });
    expect(result.folds).toEqual([
      { index: 0, trainSize: 36, cutoff: '2024-01' },
      { index: 1, trainSize: 42, cutoff: '2024-07' },
    ]);
    expect(result.recommendation).toMatchObject({
      model: 'seasonal-naive',
      smape: 0,
      folds: 2,
      horizon: 6,
      runnerUp: { model: 'theta' },
    });
    expect(result.recommendation?.reason).toMatch(
      /lowest mean sMAPE, 0.00, over 2 folds of 6 periods; next theta/,
    );
  });
});
