import { describe, expect, it } from 'vitest';
import { isAllowedSmoothing, rootsWithinRadius } from './admissible';
import type { EtsSpec } from './ets-spec';

const AAA: EtsSpec = { error: 'A', trend: 'A', season: 'A', damped: false };

describe('rootsWithinRadius', () => {
  it('accepts roots inside the circle and rejects one outside', () => {
    expect(rootsWithinRadius([1, 0, -0.25], 1)).toBe(true); // ±0.5
    expect(rootsWithinRadius([1, -2.1, 0.2], 1)).toBe(false); // 2 and 0.1
    expect(rootsWithinRadius([1, 0, 0, 0.9], 1)).toBe(true); // |z| = 0.9^(1/3)
    expect(rootsWithinRadius([1, 0, 0, 1.1], 1)).toBe(false);
  });

  it('lets a root on the circle pass within the slack', () => {
    expect(rootsWithinRadius([1, -1], 1 + 1e-10)).toBe(true);
  });
});

describe('isAllowedSmoothing', () => {
  it('accepts the usual small smoothing parameters of a seasonal model', () => {
    expect(isAllowedSmoothing(AAA, { alpha: 0.3, beta: 0.05, gamma: 0.1, phi: 1 }, 12)).toBe(true);
  });

  it('rejects β above α and γ above 1 − α (the usual region)', () => {
    expect(isAllowedSmoothing(AAA, { alpha: 0.2, beta: 0.3, gamma: 0.1, phi: 1 }, 12)).toBe(false);
    expect(isAllowedSmoothing(AAA, { alpha: 0.8, beta: 0.1, gamma: 0.3, phi: 1 }, 12)).toBe(false);
  });

  it('rejects a damping parameter outside [0.8, 0.98]', () => {
    const damped = { ...AAA, damped: true };
    expect(isAllowedSmoothing(damped, { alpha: 0.3, beta: 0.05, gamma: 0.1, phi: 0.99 }, 12)).toBe(
      false,
    );
    expect(isAllowedSmoothing(damped, { alpha: 0.3, beta: 0.05, gamma: 0.1, phi: 0.9 }, 12)).toBe(
      true,
    );
  });
});
