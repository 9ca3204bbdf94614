import { describe, expect, it } from 'vitest';
import { ForecastError } from '../../types';
import { bayesianSearch, gridSearch } from './weight-search';

const bowl = (centre: number) => (w: number) => (w - centre) ** 2 + 1;

describe('weight search', () => {
  it('grid search finds the best weight on the 0.05 grid with 21 evaluations', () => {
    const result = gridSearch(bowl(0.31));
    expect(result.weight).toBeCloseTo(0.3, 10);
    expect(result.evaluations).toBe(21);
  });

  it('Bayesian optimisation lands near the minimum in at most 12 evaluations', () => {
    const result = bayesianSearch(bowl(0.37));
    expect(Math.abs(result.weight - 0.37)).toBeLessThan(0.05);
    expect(result.evaluations).toBeLessThanOrEqual(12);
  });

  it('Bayesian optimisation finds a minimum at the edge of [0, 1]', () => {
    expect(bayesianSearch((w) => 1 - w).weight).toBe(1);
  });

  it('stops with cancelled once the signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => gridSearch(bowl(0.5), controller.signal)).toThrow(ForecastError);
  });
});
