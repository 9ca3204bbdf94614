/** mulberry32: a small seeded generator of uniforms in [0, 1), the same stream for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct indices of 0…n−1 (at least one), in increasing order. */
export function sampleIndices(n: number, fraction: number, uniform: () => number): number[] {
  const count = Math.max(1, Math.round(n * fraction));
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(uniform() * (i + 1));
    [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
  }
  return order.slice(0, count).sort((a, b) => a - b);
}
