import { describe, expect, it } from 'vitest';
import { seasonalNaive } from '../../seasonal-naive';
import type { FitOptions, ForecastModel, Model, Prediction, Series } from '../../types';
import { makeAuto } from './auto-model';

type Empty = Record<string, never>;

function standIn(
  name: string,
  fit: (s: Series, o?: FitOptions) => Promise<Model>,
): ForecastModel<unknown> {
  return {
    name,
    defaults: {},
    parseParams: () => ({}),
    fit: (s, _p, o) => fit(s, o),
  } as ForecastModel<Empty>;
}

const shift = (p: Prediction, by: (i: number) => number): Prediction => {
  const move = (a: readonly number[]) => a.map((v, i) => v + by(i));
  const each = (r: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(r).map(([k, a]) => [k, move(a)]));
  return { mean: move(p.mean), lower: each(p.lower), upper: each(p.upper) };
};

const seasonal = standIn('seasonal-naive', (s, o) => seasonalNaive.fit(s, {}, o));
const naive = standIn('naive', (s, o) => seasonalNaive.fit({ ...s, frequency: 1 }, {}, o));
/** Naive plus the average slope of the series (the drift method). */
const drift = standIn('drift', async (s, o) => {
  const fitted = await seasonalNaive.fit({ ...s, frequency: 1 }, {}, o);
  const v = s.values;
  const slope = ((v.at(-1) ?? 0) - (v[0] ?? 0)) / (v.length - 1);
  return {
    ...fitted,
    predict: (h, levels) => shift(fitted.predict(h, levels), (i) => slope * (i + 1)),
  };
});

const auto = makeAuto([seasonal, naive, drift]);
const SEASON = [10, 12, 15, 20, 26, 30, 31, 28, 22, 17, 13, 11];
const pureSeason: Series = {
  values: Array.from({ length: 72 }, (_, t) => SEASON[t % 12] ?? 0),
  frequency: 12,
};
const line: Series = { values: Array.from({ length: 60 }, (_, t) => 50 + 2 * t), frequency: 12 };

/** A seeded random walk (mulberry32 uniforms, Box–Muller normals). */
function randomWalk(seed: number, n: number): number[] {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const values = [100];
  while (values.length < n) {
    const z = Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
    values.push((values.at(-1) ?? 0) + z);
  }
  return values;
}

describe('auto mode', () => {
  it('picks seasonal naive for a pure season and repeats the pattern', async () => {
    const model = await auto.fit(pureSeason, auto.parseParams({ horizon: 12 }));
    expect(model.predict(12).mean).toEqual(SEASON);
    expect(model.info?.description).toMatch(/^auto: seasonal-naive; backtest sMAPE 0\.0 vs/);
  });

  it('picks the drift method for a straight line and continues it', async () => {
    const model = await auto.fit(line, auto.parseParams({}));
    const mean = model.predict(6).mean;
    mean.forEach((v, i) => {
      expect(v).toBeCloseTo(50 + 2 * (60 + i), 8);
    });
    expect(model.info?.description).toMatch(/auto: drift/);
  });

  it('says which models it compared and by how much in its description', async () => {
    const walk: Series = { values: randomWalk(7, 80), frequency: 12 };
    const model = await auto.fit(walk, auto.defaults);
    expect(model.info?.description).toMatch(/backtest sMAPE \d+\.\d vs .*(3 origins, h = 18)/);
    expect(model.info?.description).toMatch(/interval width × \d\.\d\d/);
  });

  it('widens the intervals with h and covers random walks about as often as it claims', async () => {
    let inside = 0;
    let total = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const values = randomWalk(seed, 96);
      const model = await auto.fit(
        { values: values.slice(0, 72), frequency: 12 },
        auto.parseParams({ horizon: 24 }),
      );
      const p = model.predict(24, [95]);
      const width = (i: number) => (p.upper['95']?.[i] ?? 0) - (p.lower['95']?.[i] ?? 0);
      expect(width(23)).toBeGreaterThan(width(0));
      values.slice(72).forEach((a, i) => {
        total += 1;
        if (a >= (p.lower['95']?.[i] ?? 0) && a <= (p.upper['95']?.[i] ?? 0)) inside += 1;
      });
    }
    // The stand-ins' own intervals are crude (seasonal naive's grow only once a season); the
    // calibration brings them near, not exactly to, 95 %.
    expect(inside / total).toBeGreaterThan(0.85);
    expect(inside / total).toBeLessThan(0.99);
  });

  it('falls back to the first candidate that fits when the series is too short to backtest', async () => {
    const model = await auto.fit(
      { values: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], frequency: 12 },
      auto.defaults,
    );
    expect(model.info?.description).toMatch(/auto: seasonal-naive \(the series is too short/);
    expect(model.predict(3).mean).toEqual([3, 4, 5].map((v) => v + 1));
  });

  it('stops backtesting further candidates once the time budget is spent', async () => {
    const slow = standIn('slow', async (s, o) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return seasonalNaive.fit(s, {}, o);
    });
    const model = await makeAuto([slow, naive, drift]).fit(line, auto.defaults, { budgetMs: 10 });
    expect(model.info?.description).toMatch(/^auto: slow; backtest sMAPE [\d.]+ \(/);
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      auto.fit(line, auto.defaults, { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('rejects bad parameters naming them', () => {
    expect(() => auto.parseParams({ horizon: 0 })).toThrow(
      /horizon must be an integer from 1 to 120/,
    );
    expect(() => auto.parseParams({ origins: 9 })).toThrow(
      /origins must be an integer from 1 to 5/,
    );
    expect(() => auto.parseParams({ model: 'ets' })).toThrow(/unknown parameter model/);
  });
});
