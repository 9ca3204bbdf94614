import { describe, expect, it } from 'vitest';
import { seasonalNaive } from '../../seasonal-naive';
import { ForecastError, type ForecastModel, type Series } from '../../types';
import { makeEnsemble } from './ensemble-model';

/** Stand-in for Prophet: seasonal naive, with one real parameter so nested validation shows. */
const fakeProphet: ForecastModel<{ readonly scale: number }> = {
  name: 'prophet',
  defaults: { scale: 1 },
  parseParams(input) {
    const scale = (input as { scale?: unknown } | undefined)?.scale ?? 1;
    if (typeof scale !== 'number' || scale <= 0) {
      throw new ForecastError(
        'invalid_parameter',
        `scale must be a positive number (got ${String(scale)})`,
      );
    }
    return { scale };
  },
  fit: (series, _params, options) => seasonalNaive.fit(series, {}, options),
};

/** Stand-in for XGBoost: the naive model (seasonal naive with season length 1). */
const fakeXgboost: ForecastModel<Record<string, never>> = {
  name: 'xgboost',
  defaults: {},
  parseParams: () => ({}),
  fit: (series, _params, options) => seasonalNaive.fit({ ...series, frequency: 1 }, {}, options),
};

const ensemble = makeEnsemble(fakeProphet, fakeXgboost);
const SEASON = [10, 12, 15, 20, 26, 30, 31, 28, 22, 17, 13, 11];
const seasonal: Series = {
  values: Array.from({ length: 72 }, (_, t) => SEASON[t % 12] ?? 0),
  frequency: 12,
};

async function forecast(params: unknown, series: Series = seasonal, h = 12) {
  const model = await ensemble.fit(series, ensemble.parseParams(params));
  return { model, prediction: model.predict(h, [80, 95]) };
}

describe('ensemble of Prophet and XGBoost', () => {
  it('averages the members half and half by default', async () => {
    const { prediction } = await forecast({});
    // Seasonal naive repeats the season, naive repeats the last value (11).
    expect(prediction.mean).toEqual(SEASON.map((v) => 0.5 * v + 0.5 * 11));
  });

  it('normalises the weights to sum to 1 (0.3 and 0.1 act as 0.75 and 0.25)', async () => {
    const { prediction, model } = await forecast({ prophet_weight: 0.3, xgboost_weight: 0.1 });
    expect(prediction.mean[3]).toBeCloseTo(0.75 * 20 + 0.25 * 11, 10);
    expect(model.info?.params?.prophet_weight).toBeCloseTo(0.75, 10);
  });

  it('leaves out a fold where a member cannot be fitted instead of failing', async () => {
    // Prophet's optimiser fails on some short stretches: here on any training part under 50.
    const fragile = makeEnsemble(
      {
        ...fakeProphet,
        fit: (series, params, options) =>
          series.values.length < 50
            ? Promise.reject(new ForecastError('fit_failed', 'Prophet could not be fitted'))
            : fakeProphet.fit(series, params, options),
      },
      fakeXgboost,
    );
    const model = await fragile.fit(seasonal, fragile.parseParams({ optimize_weights: true }));
    // The remaining folds still see a seasonal series: the seasonal member takes the weight.
    expect(model.info?.params?.prophet_weight).toBe(1);
  });

  it('with one weight at 0 forecasts exactly as the other member', async () => {
    const { prediction } = await forecast({ prophet_weight: 1, xgboost_weight: 0 });
    const alone = (await seasonalNaive.fit(seasonal, {})).predict(12, [80, 95]);
    expect(prediction).toEqual(alone);
  });

  it('combines the members interval bounds with the same weights', async () => {
    const { prediction } = await forecast({ prophet_weight: 0.5, xgboost_weight: 0.5 });
    const p = (await fakeProphet.fit(seasonal, { scale: 1 })).predict(12, [95]);
    const x = (await fakeXgboost.fit(seasonal, {})).predict(12, [95]);
    expect(prediction.lower['95']?.[5]).toBeCloseTo(
      0.5 * (p.lower['95']?.[5] ?? 0) + 0.5 * (x.lower['95']?.[5] ?? 0),
      10,
    );
    expect(prediction.upper['95']?.[5]).toBeCloseTo(
      0.5 * (p.upper['95']?.[5] ?? 0) + 0.5 * (x.upper['95']?.[5] ?? 0),
      10,
    );
  });

  it.each(['grid_search', 'bayesian'])(
    'optimises the weights by %s toward the member that fits the season',
    async (method) => {
      const { model, prediction } = await forecast({
        optimize_weights: true,
        optimization_method: method,
        metric: 'mae',
      });
      expect(model.info?.params?.prophet_weight).toBeGreaterThan(0.95);
      expect(prediction.mean[4]).toBeCloseTo(26, 0);
      expect(model.info?.description).toMatch(/5-fold MAE/);
    },
  );

  it('on a trending series the folds favour the member that follows the level, on every metric', async () => {
    const walk: Series = {
      values: Array.from({ length: 60 }, (_, t) => 100 + t * 0.5 + Math.sin(t * 1.7) * 3),
      frequency: 12,
    };
    for (const metric of ['rmse', 'mae', 'mape']) {
      const { model } = await forecast({ optimize_weights: true, metric, folds: 2 }, walk);
      expect(model.info?.params?.prophet_weight).toBeLessThan(0.5);
    }
  });

  it('rejects bad parameters naming them', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ prophet_weight: 1.5 }, /prophet_weight must be a number from 0 to 1/],
      [{ xgboost_weight: -0.1 }, /xgboost_weight/],
      [{ prophet_weight: 0, xgboost_weight: 0 }, /cannot both be 0/],
      [
        { optimization_method: 'random' },
        /optimization_method must be one of grid_search, bayesian/,
      ],
      [{ metric: 'smape' }, /metric must be one of rmse, mae, mape/],
      [{ folds: 1 }, /folds must be an integer from 2 to 10/],
      [{ prophet: { scale: -1 } }, /prophet: scale must be a positive number/],
      [{ weights: 1 }, /unknown parameter weights/],
    ];
    for (const [params, message] of bad) {
      expect(() => ensemble.parseParams(params)).toThrow(message);
    }
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      ensemble.fit(seasonal, ensemble.defaults, { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('passes on the diagnostics of the member with the larger weight', async () => {
    const explained =
      (kind: 'prophet' | 'xgboost') =>
      (model: ForecastModel<never>): ForecastModel<never> => ({
        ...model,
        fit: async (series, params, options) => {
          const fitted = await model.fit(series, params, options);
          const diagnostics = () => ({
            kind: 'xgboost' as const,
            importance: [{ feature: kind, gain: 1 }],
          });
          return { ...fitted, info: { description: kind, diagnostics } };
        },
      });
    const both = makeEnsemble(
      explained('prophet')(fakeProphet as ForecastModel<never>),
      explained('xgboost')(fakeXgboost as ForecastModel<never>),
    );
    const feature = async (params: object) => {
      const model = await both.fit(seasonal, both.parseParams(params));
      const d = model.info?.diagnostics?.(12);
      return d?.kind === 'xgboost' ? d.importance[0]?.feature : undefined;
    };
    expect(await feature({ prophet_weight: 0.7, xgboost_weight: 0.3 })).toBe('prophet');
    expect(await feature({ prophet_weight: 0.2, xgboost_weight: 0.8 })).toBe('xgboost');
  });
});
