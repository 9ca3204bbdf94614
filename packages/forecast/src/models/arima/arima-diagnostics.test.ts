import { describe, expect, it } from 'vitest';
import type { ArimaDiagnostics } from '../../diagnostics';
import { mulberry32, normalSampler } from '../../numeric/random';
import type { Series } from '../../types';
import { arima, sarima } from './arima-model';

function normals(n: number, seed: number): number[] {
  const normal = normalSampler(mulberry32(seed));
  return Array.from({ length: n }, normal);
}

function ar1(n: number, phi: number, seed: number): number[] {
  const e = normals(n + 50, seed);
  const x = [0];
  for (let t = 1; t < n + 50; t++) x.push(phi * (x[t - 1] ?? 0) + (e[t] ?? 0));
  return x.slice(50).map((v) => 50 + v);
}

async function diagnose(
  model: typeof arima,
  series: Series,
  params: object,
): Promise<ArimaDiagnostics> {
  const fitted = await model.fit(series, model.parseParams(params));
  const diagnostics = fitted.info?.diagnostics?.(12);
  if (diagnostics?.kind !== 'arima') throw new Error('expected ARIMA diagnostics');
  return diagnostics;
}

const FIXED_AR1 = {
  auto_order: false,
  auto_d: false,
  p: 1,
  d: 0,
  q: 0,
  trend: 'c',
  transform: 'none',
};

describe('ARIMA diagnostics', () => {
  it('gives the order and each coefficient with the standard error of its estimate', async () => {
    const n = 300;
    const d = await diagnose(arima, { values: ar1(n, 0.6, 4), frequency: 1 }, FIXED_AR1);
    expect(d.order).toMatchObject({ p: 1, d: 0, q: 0, P: 0, D: 0, Q: 0 });
    expect(d.coefficients.map((c) => c.name)).toEqual(['ar1', 'intercept']);
    const [phi] = d.coefficients;
    // Asymptotic standard error of an AR(1) coefficient: √((1 − φ²)/n).
    expect(phi?.standardError).toBeCloseTo(Math.sqrt((1 - 0.36) / n), 2);
    expect(Math.abs((phi?.value ?? 0) - 0.6)).toBeLessThan(3 * (phi?.standardError ?? 0));
  });

  it('keeps the residual ACF of a well-specified model inside the white-noise bound', async () => {
    const d = await diagnose(arima, { values: ar1(240, 0.6, 9), frequency: 1 }, FIXED_AR1);
    expect(d.residualAcf.map((r) => r.lag)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(d.acfBound).toBeCloseTo(1.96 / Math.sqrt(240), 3);
    const outside = d.residualAcf.filter((r) => Math.abs(r.value) > d.acfBound);
    expect(outside.length).toBeLessThanOrEqual(2);
  });

  it('shows the pattern a too simple model leaves in its residuals', async () => {
    const values = ar1(240, 0.7, 9);
    const d = await diagnose(arima, { values, frequency: 1 }, { ...FIXED_AR1, p: 0 });
    expect(d.residualAcf[0]?.value).toBeGreaterThan(3 * d.acfBound);
  });

  it('names seasonal coefficients and stops the ACF at a quarter of the residuals', async () => {
    const season = [5, 6, 8, 9, 12, 14, 15, 14, 11, 9, 7, 6];
    const noise = normals(60, 2);
    const values = Array.from(
      { length: 60 },
      (_, t) => 100 + t + 3 * (season[t % 12] ?? 0) + (noise[t] ?? 0),
    );
    const d = await diagnose(
      sarima,
      { values, frequency: 12, start: '2019-01' },
      {
        auto_order: false,
        auto_d: false,
        auto_D: false,
        p: 0,
        d: 1,
        q: 1,
        P: 0,
        D: 1,
        Q: 1,
        transform: 'none',
      },
    );
    expect(d.order).toEqual({ p: 0, d: 1, q: 1, P: 0, D: 1, Q: 1, s: 12 });
    expect(d.coefficients.map((c) => c.name)).toEqual(['ma1', 'sma1']);
    expect(d.residualAcf.length).toBe(Math.min(24, Math.floor(47 / 4)));
  });
});
