/** Seeded randomness: the same seed gives the same draws on every platform (no Math.random). */

/** mulberry32: a small, fast 32-bit generator returning uniforms in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws by the Box–Muller transform, the spare value kept for the next call. */
export function normalSampler(uniform: () => number): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    // 1 − u keeps the logarithm's argument in (0, 1].
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}

/** Fisher–Yates shuffle of 0…n−1 driven by `uniform`. */
export function shuffledIndices(n: number, uniform: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(uniform() * (i + 1));
    [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
  }
  return order;
}

/** `count` distinct indices of 0…n−1 (at least one), in increasing order. */
export function sampleIndices(n: number, fraction: number, uniform: () => number): number[] {
  const count = Math.max(1, Math.round(n * fraction));
  return shuffledIndices(n, uniform)
    .slice(0, count)
    .sort((a, b) => a - b);
}
