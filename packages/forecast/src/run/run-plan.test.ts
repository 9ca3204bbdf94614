import { describe, expect, it } from 'vitest';
import { planBacktest, requestParams } from './run-plan';

describe('requestParams', () => {
  it('merges the optimisation switch under the caller’s parameters', () => {
    expect(requestParams({ model: 'xgboost', autoOptimize: true }, 12)).toEqual({
      auto_optimize: true,
    });
    expect(
      requestParams({ model: 'arima', autoOptimize: true, params: { auto_order: false } }, 12),
    ).toEqual({
      auto_order: false,
    });
    expect(requestParams({ model: 'theta', autoOptimize: true }, 12)).toEqual({});
  });

  it('maps the holiday switch to Prophet and to the ensemble’s Prophet member', () => {
    expect(requestParams({ model: 'prophet', holidays: false }, 12)).toEqual({ holidays: false });
    expect(requestParams({ model: 'prophet' }, 12)).toEqual({ holidays: true });
    expect(
      requestParams(
        { model: 'ensemble', holidays: false, params: { prophet: { growth: 'flat' } } },
        12,
      ),
    ).toEqual({ prophet: { growth: 'flat', holidays: false } });
    expect(
      requestParams({ model: 'prophet', holidays: false, params: { holidays: true } }, 12),
    ).toEqual({
      holidays: true,
    });
    expect(requestParams({ model: 'ets', holidays: true }, 12)).toEqual({});
    expect(
      requestParams(
        { model: 'ensemble', params: { 'prophet.growth': 'flat', prophet_weight: 0.7 } },
        12,
      ),
    ).toEqual({ prophet: { growth: 'flat', holidays: true }, prophet_weight: 0.7 });
  });

  it('gives the auto mode the requested horizon to judge its candidates on', () => {
    expect(requestParams({ model: 'auto' }, 6)).toEqual({ horizon: 6 });
  });
});

describe('planBacktest', () => {
  it('keeps three folds of the horizon when the series holds them', () => {
    expect(planBacktest(60, 12, 12, 3, 4)).toEqual({ splits: 3, horizon: 12, minTrainSize: 24 });
  });

  it('shortens the folds, then drops folds, on a short series', () => {
    expect(planBacktest(36, 12, 12, 3, 4)).toEqual({ splits: 3, horizon: 6, minTrainSize: 18 });
    expect(planBacktest(12, 12, 12, 3, 9)).toEqual({ splits: 3, horizon: 1, minTrainSize: 9 });
    expect(planBacktest(10, 12, 12, 3, 9)).toEqual({ splits: 1, horizon: 1, minTrainSize: 9 });
    expect(planBacktest(9, 12, 12, 3, 9)).toBeNull();
  });
});
