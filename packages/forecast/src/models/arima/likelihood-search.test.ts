import { describe, expect, it } from 'vitest';
import { arima } from './arima-model';
import { coefficientVariancesValid, numericHessian } from './coefficient-variance';
import { fitOrder, hasValidCovariance } from './fit-order';
import { invertMa } from './ma-invert';
import { isStationaryAr } from './roots';
import { arToPacf, pacfToAr } from './transform';

function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

describe('R arima parameter handling', () => {
  it('maps stationary AR coefficients to partial autocorrelations and back', () => {
    const phi = [0.5, -0.3, 0.2];
    expect(isStationaryAr(phi)).toBe(true);
    const back = pacfToAr(arToPacf(phi));
    back.forEach((v, i) => {
      expect(v).toBeCloseTo(phi[i] ?? 0, 12);
    });
  });

  it('tells stationary AR polynomials from explosive ones (arCheck)', () => {
    expect(isStationaryAr([0.9])).toBe(true);
    expect(isStationaryAr([1.1])).toBe(false);
    expect(isStationaryAr([1.5, -0.4])).toBe(false);
    expect(isStationaryAr([])).toBe(true);
  });

  it('inverts MA polynomials as maInvert: reflected roots, same invertible ones untouched', () => {
    expect(invertMa([2])).toEqual([0.5]);
    expect(invertMa([0.5, 0])).toEqual([0.5, 0]);
    // (1 + 2z)(1 + 0.5z) = 1 + 2.5z + z²: the root −0.5 reflects to −2, giving (1 + 0.5z)².
    const inverted = invertMa([2.5, 1]);
    expect(inverted[0]).toBeCloseTo(1, 10);
    expect(inverted[1]).toBeCloseTo(0.25, 10);
    expect(invertMa([0, 0])).toEqual([0, 0]);
  });

  it('accepts a well-determined minimum and rejects a saddle or a flat direction', () => {
    const bowl = (x: readonly number[]) => (x[0] ?? 0) ** 2 + 2 * (x[1] ?? 0) ** 2;
    const saddle = (x: readonly number[]) => (x[0] ?? 0) ** 2 - (x[1] ?? 0) ** 2;
    const flat = (x: readonly number[]) => ((x[0] ?? 0) + (x[1] ?? 0)) ** 2;
    const unit = [
      [1, 0],
      [0, 1],
    ];
    expect(coefficientVariancesValid(numericHessian(bowl, [0, 0]), unit)).toBe(true);
    expect(coefficientVariancesValid(numericHessian(saddle, [0, 0]), unit)).toBe(false);
    expect(coefficientVariancesValid(numericHessian(flat, [0, 0]), unit)).toBe(false);
  });

  it('estimates an MA(1) near its true value and reports a valid covariance', () => {
    const noise = normals(5);
    const e = Array.from({ length: 301 }, () => noise());
    const values = e.slice(1).map((v, t) => v + 0.6 * (e[t] ?? 0));
    const spec = { p: 0, d: 0, q: 1, P: 0, D: 0, Q: 0, s: 12, trend: 'n' as const };
    const fit = fitOrder(values, spec, 'ml');
    expect(fit?.ma[0]).toBeGreaterThan(0.45);
    expect(fit?.ma[0]).toBeLessThan(0.75);
    expect(fit && hasValidCovariance(fit)).toBe(true);
  });

  it('rejects a fit whose CSS AR estimate is not stationary, as R stops there', () => {
    const values = Array.from({ length: 40 }, (_, t) => 1.2 ** t);
    const spec = { p: 1, d: 0, q: 0, P: 0, D: 0, Q: 0, s: 12, trend: 'n' as const };
    expect(fitOrder(values, spec, 'ml')).toBeNull();
  });

  it('reports the unbiased innovation variance of the chosen model, as auto.arima', async () => {
    const noise = normals(11);
    const values: number[] = [];
    Array.from({ length: 120 }, () => noise()).reduce((level, e) => {
      values.push(level + 0.3 + e);
      return level + 0.3 + e;
    }, 50);
    const model = await arima.fit({ values, frequency: 1 }, arima.defaults);
    const params = model.info?.params as { sigma2: number; coefficients: Record<string, number[]> };
    const k = Object.values(params.coefficients).reduce((n, c) => n + c.length, 0);
    const squares = model.residuals?.reduce((sum, e) => sum + e * e, 0) ?? 0;
    const n = model.residuals?.length ?? 0;
    expect(params.sigma2).toBeCloseTo(squares / (n - k), 8);
  });
});
