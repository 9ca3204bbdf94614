import { describe, expect, it } from 'vitest';
import { chooseD, chooseSeasonalD } from './unit-root';

function uniforms(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

describe('differencing tests', () => {
  it('differences random walks far more often than white noise (KPSS at 5 %)', () => {
    const noise = uniforms(1);
    let whiteDifferenced = 0;
    let walksDifferenced = 0;
    for (let run = 0; run < 200; run++) {
      const white = Array.from({ length: 120 }, () => noise());
      const walk: number[] = [];
      white.reduce((level, e) => {
        walk.push(level + e);
        return level + e;
      }, 0);
      if (chooseD(white) > 0) whiteDifferenced++;
      if (chooseD(walk) === 1) walksDifferenced++;
    }
    expect(whiteDifferenced / 200).toBeLessThan(0.1);
    expect(walksDifferenced / 200).toBeGreaterThan(0.8);
  });

  it('differences a strongly seasonal series seasonally and leaves a flat one alone', () => {
    const noise = uniforms(9);
    const seasonal = Array.from(
      { length: 72 },
      (_, t) => 10 * Math.sin((2 * Math.PI * t) / 12) + noise(),
    );
    const flat = Array.from({ length: 72 }, () => noise());
    expect(chooseSeasonalD(seasonal, 12)).toBe(1);
    expect(chooseSeasonalD(flat, 12)).toBe(0);
  });
});
