import { describe, expect, it } from 'vitest';
import { mulberry32, normalSampler } from '../../numeric/random';
import { ets } from './ets-model';

const noise = (seed: number) => normalSampler(mulberry32(seed));

/** 48 months of 100 + 2t with N(0, 0.1²) noise: a straight line for every practical purpose. */
function lineSeries(): number[] {
  const e = noise(7);
  return Array.from({ length: 48 }, (_, t) => 100 + 2 * t + 0.1 * e());
}

const PATTERN = [80, 90, 110, 120, 130, 125, 140, 150, 100, 95, 85, 75];

function seasonalSeries(years: number): number[] {
  const e = noise(11);
  return Array.from({ length: 12 * years }, (_, t) => (PATTERN[t % 12] ?? 0) * (1 + 0.002 * e()));
}

function randomWalk(seed: number, n: number): number[] {
  const e = noise(seed);
  const values = [200];
  for (let t = 1; t < n; t++) values.push((values[t - 1] ?? 0) + e());
  return values;
}

describe('ets', () => {
  it('continues a straight line', async () => {
    const model = await ets.fit({ values: lineSeries(), frequency: 12 }, ets.defaults);
    const { mean } = model.predict(12);
    mean.forEach((value, k) => {
      expect(value).toBeCloseTo(100 + 2 * (48 + k), 0);
    });
  });

  it('repeats a pure seasonal pattern', async () => {
    const model = await ets.fit({ values: seasonalSeries(4), frequency: 12 }, ets.defaults);
    const { mean } = model.predict(24);
    mean.forEach((value, k) => {
      expect(Math.abs(value - (PATTERN[k % 12] ?? 0))).toBeLessThan(1);
    });
    expect(model.info?.description).toMatch(/^ETS\([AM],N,[AM]\)$/);
  });

  it('widens random-walk intervals with the horizon and covers about 80 % / 95 %', async () => {
    const hits = { '80': 0, '95': 0 };
    const h = 6;
    const trials = 60;
    for (let trial = 0; trial < trials; trial++) {
      const path = randomWalk(1000 + trial, 60 + h);
      const model = await ets.fit({ values: path.slice(0, 60), frequency: 1 }, ets.defaults);
      const { lower, upper } = model.predict(h, [80, 95]);
      const width = (k: number) => (upper['95']?.[k] ?? 0) - (lower['95']?.[k] ?? 0);
      expect(width(h - 1)).toBeGreaterThan(width(0));
      const actual = path[60 + h - 1] ?? 0;
      for (const level of ['80', '95'] as const) {
        if (actual >= (lower[level]?.[h - 1] ?? 0) && actual <= (upper[level]?.[h - 1] ?? 0)) {
          hits[level] += 1;
        }
      }
    }
    expect(hits['80'] / trials).toBeGreaterThan(0.68);
    expect(hits['80'] / trials).toBeLessThan(0.92);
    expect(hits['95'] / trials).toBeGreaterThan(0.86);
  }, 30_000);

  it('fits the requested model and reports its likelihood and criteria', async () => {
    const model = await ets.fit(
      { values: seasonalSeries(5), frequency: 12 },
      ets.parseParams({ model: 'MAM', damped: true }),
    );
    expect(model.info?.description).toBe('ETS(M,Ad,M)');
    const info = model.info;
    expect(Number.isFinite(info?.logLik)).toBe(true);
    expect(info?.aicc).toBeGreaterThan(info?.aic ?? Number.POSITIVE_INFINITY);
    expect(info?.params?.phi).toBeGreaterThanOrEqual(0.8);
    expect(info?.params?.phi).toBeLessThanOrEqual(0.98);
    expect(model.residuals).toHaveLength(60);
  });

  it('gives simple exponential smoothing the exact variance σ²(1 + (h−1)α²)', async () => {
    const model = await ets.fit(
      { values: randomWalk(5, 80), frequency: 1 },
      ets.parseParams({ model: 'ANN' }),
    );
    const alpha = Number(model.info?.params?.alpha);
    const { mean, upper } = model.predict(3, [95]);
    const half = (k: number) => (upper['95']?.[k] ?? 0) - (mean[k] ?? 0);
    expect(half(1) / half(0)).toBeCloseTo(Math.sqrt(1 + alpha * alpha), 10);
    expect(half(2) / half(0)).toBeCloseTo(Math.sqrt(1 + 2 * alpha * alpha), 10);
  });

  it('gives the same simulated intervals for the same seed', async () => {
    const series = { values: seasonalSeries(5), frequency: 12 };
    const params = ets.parseParams({ model: 'MNM' });
    const a = (await ets.fit(series, params, { seed: 3 })).predict(12);
    const b = (await ets.fit(series, params, { seed: 3 })).predict(12);
    expect(a).toEqual(b);
    expect(a.upper['80']?.[11]).toBeGreaterThan(a.lower['80']?.[11] ?? Number.POSITIVE_INFINITY);
  });

  it('only uses additive models on data with zero or negative values', async () => {
    const values = randomWalk(9, 60).map((v) => v - 200);
    const model = await ets.fit({ values, frequency: 12 }, ets.defaults);
    expect(model.info?.description).toMatch(/^ETS\(A,/);
    await expect(
      ets.fit({ values, frequency: 12 }, ets.parseParams({ model: 'MNN' })),
    ).rejects.toMatchObject({
      code: 'non_positive_values',
    });
  });

  it('forecasts a constant series as that constant with no spread', async () => {
    const model = await ets.fit({ values: new Array(30).fill(7), frequency: 12 }, ets.defaults);
    const { mean, lower, upper } = model.predict(3);
    expect(mean).toEqual([7, 7, 7]);
    expect(lower['95']).toEqual([7, 7, 7]);
    expect(upper['95']).toEqual([7, 7, 7]);
  });

  it('stops with cancelled when the signal is aborted before or during the fit', async () => {
    const series = { values: seasonalSeries(8), frequency: 12 };
    await expect(
      ets.fit(series, ets.defaults, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 5);
    await expect(
      ets.fit(series, ets.defaults, { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('rejects unusable series and requests with stable codes', async () => {
    await expect(ets.fit({ values: [1, 2, 3], frequency: 1 }, ets.defaults)).rejects.toMatchObject({
      code: 'series_too_short',
    });
    await expect(
      ets.fit({ values: [1, 2, Number.NaN, 4, 5, 6], frequency: 1 }, ets.defaults),
    ).rejects.toMatchObject({
      code: 'non_finite_value',
    });
    await expect(
      ets.fit({ values: lineSeries(), frequency: 1 }, ets.parseParams({ model: 'AAA' })),
    ).rejects.toMatchObject({
      code: 'invalid_parameter',
    });
    const model = await ets.fit({ values: lineSeries(), frequency: 12 }, ets.defaults);
    expect(() => model.predict(0)).toThrowError(
      expect.objectContaining({ code: 'invalid_horizon' }),
    );
    expect(() => model.predict(3, [100])).toThrowError(
      expect.objectContaining({ code: 'invalid_level' }),
    );
  });
});

describe('ets.parseParams', () => {
  it('fills the defaults: automatic model and damping', () => {
    expect(ets.parseParams(undefined)).toEqual({ model: 'ZZZ', damped: 'auto' });
    expect(ets.parseParams({ model: 'mam', damped: 'true' })).toEqual({
      model: 'MAM',
      damped: true,
    });
  });

  it.each([
    [{ model: 'XYZ' }, /model must be a 3-letter ETS code/],
    [{ model: 'MMN' }, /model must be a 3-letter ETS code/],
    [{ model: 'AAM' }, /model 'AAM' is not allowed/],
    [{ damped: 'yes' }, /damped must be auto, true or false/],
    [{ model: 'ANN', damped: true }, /damped must be false or auto/],
    [{ alpha: 0.5 }, /unknown parameter alpha/],
  ])('rejects %j naming the parameter', (input, message) => {
    expect(() => ets.parseParams(input)).toThrowError(
      expect.objectContaining({
        code: 'invalid_parameter',
        message: expect.stringMatching(message),
      }),
    );
  });
});

describe('ets time budget', () => {
  it('keeps the best model found so far when the budget runs out', async () => {
    const values = seasonalSeries(6);
    const model = await ets.fit({ values, frequency: 12 }, ets.defaults, { budgetMs: 0 });
    // With no time left after the first candidate, the search ends with forecast::ets's first
    // model, simple exponential smoothing.
    expect(model.info?.description).toBe('ETS(A,N,N)');
    expect(model.predict(3).mean).toHaveLength(3);
  });
});
