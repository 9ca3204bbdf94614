import { describe, expect, it } from 'vitest';
import { defineParams, enumParam } from '../params';
import { ForecastError, type ForecastModel } from '../types';
import { withAutoOptimization } from './auto-optimize';
import { grid } from './search-spaces';

/** A flat forecast at the last value or the mean: on a trending series "last" is clearly better. */
const definition = defineParams('flat', { anchor: enumParam(['mean', 'last'], 'mean') });
type FlatParams = typeof definition.defaults;
const flat: ForecastModel<FlatParams> = {
  name: 'flat',
  defaults: definition.defaults,
  parseParams: definition.parse,
  async fit(series, params) {
    const { values } = series;
    if (values.length < 3) throw new ForecastError('series_too_short', 'need 3 values');
    const level =
      params.anchor === 'last'
        ? (values.at(-1) ?? 0)
        : values.reduce((a, b) => a + b, 0) / values.length;
    return {
      name: 'flat',
      residuals: [],
      info: { description: `flat at the ${params.anchor}`, params: { ...params } },
      predict: (h) => ({
        mean: Array.from({ length: h }, () => level),
        lower: { '80': Array(h).fill(level), '95': Array(h).fill(level) },
        upper: { '80': Array(h).fill(level), '95': Array(h).fill(level) },
      }),
    };
  },
};

const tuned = withAutoOptimization(flat, [{ anchor: 'last' }]);
const trend = { values: Array.from({ length: 60 }, (_, i) => 100 + 3 * i), frequency: 12 };

describe('withAutoOptimization', () => {
  it('keeps the given parameters when auto_optimize is off', async () => {
    const model = await tuned.fit(trend, tuned.parseParams({}));
    expect(model.predict(1).mean[0]).toBeCloseTo(100 + 3 * 29.5);
    expect(model.info?.description).toBe('flat at the mean');
  });

  it('picks the setting with the lowest backtest sMAPE and says why', async () => {
    const model = await tuned.fit(trend, tuned.parseParams({ auto_optimize: true }));
    expect(model.predict(1).mean[0]).toBe(100 + 3 * 59);
    expect(model.info?.description).toMatch(
      /auto-optimised: lowest backtest sMAPE .* \(2 of 2 settings\)/,
    );
    const tuning = model.info?.params?.tuning as { overrides: object; smape: number }[];
    expect(tuning.map((t) => t.overrides)).toEqual([{}, { anchor: 'last' }]);
    expect(tuning[1]?.smape).toBeLessThan(tuning[0]?.smape ?? 0);
  });

  it('stops after the given parameters when the budget is spent', async () => {
    const model = await tuned.fit(trend, tuned.parseParams({ auto_optimize: true }), {
      budgetMs: 0,
    });
    expect(model.info?.description).toMatch(/\(1 of 2 settings\)/);
    expect(model.info?.params?.anchor).toBe('mean');
  });

  it('keeps the defaults on a series too short for three folds', async () => {
    const short = { values: [1, 2, 3, 4, 5], frequency: 12 };
    const model = await tuned.fit(short, tuned.parseParams({ auto_optimize: true }));
    expect(model.info?.description).toMatch(/series too short to tune; defaults kept/);
  });

  it('skips candidates equal to the given parameters', async () => {
    const params = tuned.parseParams({ auto_optimize: true, anchor: 'last' });
    const model = await tuned.fit(trend, params);
    expect(model.info?.description).toMatch(/\(1 of 1 settings\)/);
  });

  it('validates auto_optimize and still rejects unknown or malformed parameters', () => {
    expect(tuned.parseParams(undefined)).toEqual({ anchor: 'mean', auto_optimize: false });
    expect(() => tuned.parseParams({ auto_optimize: 'yes' })).toThrow(
      /auto_optimize must be true or false/,
    );
    expect(() => tuned.parseParams({ anchr: 'last' })).toThrow(/anchr/);
    expect(() => tuned.parseParams('fast')).toThrow(/must be an object/);
  });
});

describe('grid', () => {
  it('lists every combination of the axes', () => {
    expect(grid<{ a: number; b: string }>({ a: [1, 2], b: ['x', 'y'] })).toEqual([
      { a: 1, b: 'x' },
      { a: 1, b: 'y' },
      { a: 2, b: 'x' },
      { a: 2, b: 'y' },
    ]);
  });
});
