import { mulberry32 } from '../../numeric/random';

/**
 * Seeded random draws for Prophet's uncertainty simulation (mulberry32: small, fast, and the same
 * sequence for the same seed on every platform).
 */
export type Random = {
  uniform(): number;
  normal(): number;
  laplace(scale: number): number;
  poisson(mean: number): number;
};

/** Above this mean Knuth's product method gets slow; the normal approximation is then accurate. */
const POISSON_NORMAL_FROM = 50;

export function seededRandom(seed: number): Random {
  const uniform = mulberry32(seed);
  const normal = (): number => {
    const u = 1 - uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
  return {
    uniform,
    normal,
    laplace: (scale) => {
      const u = uniform() - 0.5;
      return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
    },
    poisson: (mean) => {
      if (mean <= 0) return 0;
      if (mean > POISSON_NORMAL_FROM)
        return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
      const limit = Math.exp(-mean);
      let count = 0;
      for (let p = uniform(); p > limit; p *= uniform()) count++;
      return count;
    },
  };
}
