import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../numeric/random';
import { ForecastError } from '../../types';
import { xgboost } from './xgboost-model';

const FAST = xgboost.parseParams({ n_estimators: 50 });

function seasonal(n: number, trend = 0): number[] {
  return Array.from(
    { length: n },
    (_, i) => 100 + trend * i + 20 * Math.sin((2 * Math.PI * i) / 12),
  );
}

describe('xgboost', () => {
  it('continues a linear trend instead of flattening it', async () => {
    const values = Array.from({ length: 60 }, (_, i) => 50 + 2 * i);
    const model = await xgboost.fit({ values, frequency: 12 }, FAST, { seed: 1 });
    const { mean } = model.predict(6);
    mean.forEach((v, i) => {
      expect(v).toBeCloseTo(170 + 2 * i, -1);
    });
  });

  it('repeats a pure seasonal pattern', async () => {
    const values = seasonal(72);
    const model = await xgboost.fit({ values, frequency: 12, start: '2015-01' }, FAST, { seed: 1 });
    const { mean } = model.predict(12);
    const expected = seasonal(84).slice(72);
    mean.forEach((v, i) => {
      expect(Math.abs(v - (expected[i] ?? 0))).toBeLessThan(5);
    });
  });

  it('widens intervals with the horizon on a random walk and covers roughly 80 %', async () => {
    let covered = 0;
    let total = 0;
    for (let s = 0; s < 20; s++) {
      const uniform = mulberry32(s + 10);
      const walk = [100];
      for (let i = 1; i < 78; i++) walk.push((walk[i - 1] ?? 100) + (uniform() - 0.5) * 4);
      const model = await xgboost.fit({ values: walk.slice(0, 66), frequency: 12 }, FAST, {
        seed: 1,
      });
      const p = model.predict(12);
      const width = (i: number) => (p.upper['80']?.[i] ?? 0) - (p.lower['80']?.[i] ?? 0);
      expect(width(11)).toBeGreaterThan(width(0));
      walk.slice(66).forEach((v, i) => {
        total++;
        if (v >= (p.lower['80']?.[i] ?? 0) && v <= (p.upper['80']?.[i] ?? 0)) covered++;
      });
    }
    expect(covered / total).toBeGreaterThan(0.6);
    expect(covered / total).toBeLessThan(0.98);
  });

  it('gives the same forecast for the same seed', async () => {
    const series = { values: seasonal(48, 1), frequency: 12 };
    const a = (await xgboost.fit(series, FAST, { seed: 7 })).predict(6);
    const b = (await xgboost.fit(series, FAST, { seed: 7 })).predict(6);
    expect(a).toEqual(b);
  });

  it.each([
    ['n_estimators', 5],
    ['max_depth', 25],
    ['learning_rate', 2],
    ['subsample', 0],
    ['colsample_bytree', 1.5],
    ['objective', 'reg:absolute'],
    ['gamma', -1],
    ['min_child_weight', 11],
    ['alpha', 20],
    ['lambda', -0.5],
  ])('rejects a bad %s naming it', (key, value) => {
    expect(() => xgboost.parseParams({ [key]: value })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', message: expect.stringContaining(key) }),
    );
  });

  it('fits with the pseudo-Huber objective', async () => {
    const params = xgboost.parseParams({ n_estimators: 30, objective: 'reg:pseudohubererror' });
    const model = await xgboost.fit({ values: seasonal(48, 1), frequency: 12 }, params);
    expect(model.predict(3).mean.every(Number.isFinite)).toBe(true);
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      xgboost.fit({ values: seasonal(48), frequency: 12 }, FAST, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('refuses a series too short to learn from', async () => {
    await expect(xgboost.fit({ values: [1, 2, 3], frequency: 12 }, FAST)).rejects.toBeInstanceOf(
      ForecastError,
    );
  });
});
