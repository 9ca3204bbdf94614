import { describe, expect, it } from 'vitest';
import { nelderMead } from './nelder-mead';

describe('nelderMead', () => {
  it('finds the minimum of a shifted quadratic bowl', () => {
    const f = (x: readonly number[]) => ((x[0] ?? 0) - 3) ** 2 + 10 * ((x[1] ?? 0) + 1) ** 2;
    const { x, value } = nelderMead(f, [0, 0], { maxEvaluations: 2000, relTol: 1e-12 });
    expect(x[0]).toBeCloseTo(3, 4);
    expect(x[1]).toBeCloseTo(-1, 4);
    expect(value).toBeLessThan(1e-8);
  });

  it('stays inside a region where the objective returns Infinity outside', () => {
    const f = (x: readonly number[]) =>
      (x[0] ?? 0) < 1 ? Number.POSITIVE_INFINITY : (x[0] ?? 0) ** 2;
    const { x } = nelderMead(f, [5], { maxEvaluations: 500, relTol: 1e-10 });
    expect(x[0]).toBeGreaterThanOrEqual(1);
    expect(x[0]).toBeCloseTo(1, 3);
  });

  it('stops when the signal is aborted', () => {
    const f = (x: readonly number[]) => Math.sin(x[0] ?? 0) + (x[0] ?? 0) ** 2;
    expect(() =>
      nelderMead(f, [3], { maxEvaluations: 10_000, relTol: 0, signal: AbortSignal.abort() }),
    ).toThrowError(expect.objectContaining({ code: 'cancelled' }));
  });
});
