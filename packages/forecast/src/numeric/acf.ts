/**
 * Sample autocorrelation at lags 1…maxLag, as R's acf(): r_k = Σ (e_t − ē)(e_{t+k} − ē) / Σ (e_t − ē)²,
 * the same denominator for every lag. Zeros for a series that never varies.
 */
export function autocorrelations(values: readonly number[], maxLag: number): number[] {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(n, 1);
  const centred = values.map((v) => v - mean);
  const denominator = centred.reduce((s, v) => s + v * v, 0);
  return Array.from({ length: Math.max(0, Math.min(maxLag, n - 1)) }, (_, i) => {
    const lag = i + 1;
    if (denominator === 0) return 0;
    let sum = 0;
    for (let t = 0; t + lag < n; t++) sum += (centred[t] ?? 0) * (centred[t + lag] ?? 0);
    return sum / denominator;
  });
}

/** The ±bound white noise stays within at 95 %: 1.96/√n (Box, Jenkins & Reinsel). */
export function whiteNoiseBound(n: number): number {
  return 1.96 / Math.sqrt(n);
}
