import { describe, expect, it } from 'vitest';
import { mulberry32, normalSampler } from '../../numeric/random';
import { isSeasonal } from './seasonality-test';
import { theta } from './theta-model';

const noise = (seed: number) => normalSampler(mulberry32(seed));
const PATTERN = [0.8, 0.9, 1.1, 1.2, 1.3, 1.25, 1.4, 1.5, 1.0, 0.95, 0.85, 0.75];

function randomWalk(seed: number, n: number): number[] {
  const e = noise(seed);
  const values = [200];
  for (let t = 1; t < n; t++) values.push((values[t - 1] ?? 0) + e());
  return values;
}

describe('theta', () => {
  it('extends a straight line from its last value with half its slope (the Theta drift)', async () => {
    const e = noise(3);
    const values = Array.from({ length: 60 }, (_, t) => 100 + 2 * t + 0.01 * e());
    const model = await theta.fit({ values, frequency: 1 }, theta.defaults);
    const { mean } = model.predict(10);
    mean.forEach((value, k) => {
      expect(value).toBeCloseTo(100 + 2 * 59 + (k + 1), 0);
    });
    expect(model.info?.params?.drift).toBeCloseTo(1, 3);
  });

  it('adjusts for a multiplicative season and repeats it in the forecast', async () => {
    const e = noise(5);
    const values = Array.from(
      { length: 60 },
      (_, t) => 100 * (PATTERN[t % 12] ?? 1) * (1 + 0.002 * e()),
    );
    const model = await theta.fit({ values, frequency: 12 }, theta.defaults);
    expect(model.info?.description).toBe('Theta (seasonally adjusted, m = 12)');
    const { mean } = model.predict(24);
    mean.forEach((value, k) => {
      expect(value / (100 * (PATTERN[(60 + k) % 12] ?? 1))).toBeCloseTo(1, 1);
    });
  });

  it('widens random-walk intervals with the horizon and covers about 80 % / 95 %', async () => {
    const h = 6;
    const trials = 200;
    const hits = { '80': 0, '95': 0 };
    for (let trial = 0; trial < trials; trial++) {
      const path = randomWalk(500 + trial, 60 + h);
      const model = await theta.fit({ values: path.slice(0, 60), frequency: 1 }, theta.defaults);
      const { lower, upper } = model.predict(h, [80, 95]);
      expect((upper['80']?.[h - 1] ?? 0) - (lower['80']?.[h - 1] ?? 0)).toBeGreaterThan(
        (upper['80']?.[0] ?? 0) - (lower['80']?.[0] ?? 0),
      );
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
  });

  it('is deterministic: the same series gives the same forecast', async () => {
    const series = { values: randomWalk(1, 48), frequency: 12 };
    const a = (await theta.fit(series, theta.defaults, { seed: 1 })).predict(18);
    const b = (await theta.fit(series, theta.defaults, { seed: 2 })).predict(18);
    expect(a).toEqual(b);
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const series = { values: randomWalk(1, 48), frequency: 12 };
    await expect(
      theta.fit(series, theta.defaults, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('rejects parameters, short series and bad requests with stable codes', async () => {
    expect(() => theta.parseParams({ theta: 2 })).toThrowError(
      expect.objectContaining({
        code: 'invalid_parameter',
        message: expect.stringMatching(/unknown parameter theta/),
      }),
    );
    expect(theta.parseParams(undefined)).toEqual({});
    await expect(theta.fit({ values: [1, 2, 3], frequency: 1 }, {})).rejects.toMatchObject({
      code: 'series_too_short',
    });
    const model = await theta.fit({ values: randomWalk(2, 30), frequency: 1 }, {});
    expect(() => model.predict(-1)).toThrowError(
      expect.objectContaining({ code: 'invalid_horizon' }),
    );
  });
});

describe('isSeasonal', () => {
  it('finds a strong annual pattern and not a random walk', () => {
    const seasonal = Array.from({ length: 48 }, (_, t) => 100 * (PATTERN[t % 12] ?? 1));
    expect(isSeasonal(seasonal, 12)).toBe(true);
    expect(
      isSeasonal(
        randomWalk(4, 48).map((v, t) => v + (t % 2)),
        12,
      ),
    ).toBe(false);
  });

  it('needs more than two seasons', () => {
    const seasonal = Array.from({ length: 24 }, (_, t) => 100 * (PATTERN[t % 12] ?? 1));
    expect(isSeasonal(seasonal, 12)).toBe(false);
  });
});
