import { describe, expect, it } from 'vitest';
import { prophet } from './prophet-model';
import { seededRandom } from './random';

function seasonal(n: number): number[] {
  return Array.from({ length: n }, (_, i) => 100 + 20 * Math.sin((2 * Math.PI * i) / 12));
}

describe('prophet', () => {
  it('continues a linear trend', async () => {
    const values = Array.from({ length: 48 }, (_, i) => 50 + 2 * i);
    const model = await prophet.fit({ values, frequency: 12, start: '2018-01' }, prophet.defaults);
    const { mean } = model.predict(6);
    mean.forEach((v, i) => {
      expect(v).toBeCloseTo(146 + 2 * i, -1);
    });
  });

  it('repeats a pure yearly season in monthly data', async () => {
    const model = await prophet.fit(
      { values: seasonal(60), frequency: 12, start: '2015-01' },
      prophet.defaults,
    );
    const expected = seasonal(72).slice(60);
    model.predict(12).mean.forEach((v, i) => {
      expect(Math.abs(v - (expected[i] ?? 0))).toBeLessThan(3);
    });
  });

  it('widens intervals with the horizon and covers random walks as reference Prophet does', async () => {
    let covered = 0;
    let total = 0;
    for (let s = 0; s < 20; s++) {
      const random = seededRandom(s + 1);
      const walk = [100];
      for (let i = 1; i < 72; i++) walk.push((walk[i - 1] ?? 100) + random.normal());
      const model = await prophet.fit(
        { values: walk.slice(0, 60), frequency: 12, start: '2010-01' },
        prophet.defaults,
        { seed: 3 },
      );
      const p = model.predict(12);
      const width = (i: number) => (p.upper['80']?.[i] ?? 0) - (p.lower['80']?.[i] ?? 0);
      expect(width(11)).toBeGreaterThan(width(0));
      expect((p.upper['95']?.[5] ?? 0) - (p.lower['95']?.[5] ?? 0)).toBeGreaterThan(width(5));
      walk.slice(60).forEach((v, i) => {
        total++;
        if (v >= (p.lower['80']?.[i] ?? 0) && v <= (p.upper['80']?.[i] ?? 0)) covered++;
      });
    }
    // Reference Prophet under-covers random walks: its intervals hold trend and noise uncertainty
    // only, and the yearly Fourier terms absorb part of the walk. We reproduce Prophet, not fix it
    // (about 31 % here; augurs' own sampler gives the same widths).
    expect(covered / total).toBeGreaterThan(0.25);
    expect(covered / total).toBeLessThan(0.95);
  });

  it('gives identical forecasts and intervals for the same seed', async () => {
    const series = { values: seasonal(48).map((v, i) => v + i), frequency: 12, start: '2019-01' };
    const a = (await prophet.fit(series, prophet.defaults, { seed: 5 })).predict(6);
    const b = (await prophet.fit(series, prophet.defaults, { seed: 5 })).predict(6);
    expect(a).toEqual(b);
  });

  it('keeps logistic growth below the default cap of 1.2 × max', async () => {
    const values = Array.from({ length: 60 }, (_, i) => 100 / (1 + Math.exp(-(i - 30) / 6)));
    const params = prophet.parseParams({ growth: 'logistic' });
    const model = await prophet.fit({ values, frequency: 12, start: '2015-01' }, params);
    const max = Math.max(...values);
    expect(Math.max(...model.predict(36).mean)).toBeLessThan(1.2 * max + 1);
    expect(model.info?.params?.cap).toBeCloseTo(1.2 * max);
  });

  it('learns a 설날 effect that moves between January and February', async () => {
    const values: number[] = [];
    for (let i = 0; i < 96; i++) {
      const month = (i % 12) + 1;
      const year = 2012 + Math.floor(i / 12);
      const seollalInJanuary = [2012, 2014, 2017, 2020, 2023, 2025].includes(year);
      const festival = (month === 1 && seollalInJanuary) || (month === 2 && !seollalInJanuary);
      values.push(100 + (festival ? 30 : 0));
    }
    const model = await prophet.fit({ values, frequency: 12, start: '2012-01' }, prophet.defaults);
    expect(model.info?.description).toContain('holidays');
    const [jan2025, feb2025] = model.predict(2).mean; // 설날 2025 is on 01-29
    expect((jan2025 ?? 0) - (feb2025 ?? 0)).toBeGreaterThan(15);
  });

  it('supports the optional seasonalities and multiplicative mode', async () => {
    const params = prophet.parseParams({
      seasonality_mode: 'multiplicative',
      add_monthly_seasonality: true,
      add_quarterly_seasonality: true,
      yearly_seasonality: true,
      holidays: false,
    });
    const model = await prophet.fit(
      { values: seasonal(48), frequency: 12, start: '2015-01' },
      params,
    );
    expect(model.predict(3).mean.every(Number.isFinite)).toBe(true);
  });

  it.each([
    ['growth', 'exponential'],
    ['changepoint_prior_scale', 0.9],
    ['seasonality_mode', 'both'],
    ['seasonality_prior_scale', 0],
    ['changepoint_range', 0.95],
    ['yearly_seasonality', 'sometimes'],
    ['add_monthly_seasonality', 'yes'],
    ['holidays', 3],
  ])('rejects a bad %s naming it', (key, value) => {
    expect(() => prophet.parseParams({ [key]: value })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', message: expect.stringContaining(key) }),
    );
  });

  it('rejects a cap not above the floor', () => {
    expect(() => prophet.parseParams({ growth: 'logistic', cap: 1, floor: 2 })).toThrow(
      expect.objectContaining({
        code: 'invalid_parameter',
        message: expect.stringContaining('cap'),
      }),
    );
  });

  it('stops with cancelled when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      prophet.fit({ values: seasonal(48), frequency: 12 }, prophet.defaults, {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});
