/**
 * Classical seasonal decomposition (R `stats::decompose`): a centred moving average of order m
 * (2×m for even m) as the trend, the mean detrended value of each season position as the seasonal
 * figure, normalised to sum 0 (additive) or average 1 (multiplicative). Positions count from the
 * first observation, so index t has the seasonal value figure[t mod m].
 */
export type DecompositionType = 'additive' | 'multiplicative';

/** Centred moving average; NaN where the window does not fit. */
export function centredMovingAverage(y: readonly number[], m: number): number[] {
  const half = Math.floor(m / 2);
  const even = m % 2 === 0;
  return y.map((_, t) => {
    if (t - half < 0 || t + half >= y.length) return Number.NaN;
    let sum = 0;
    for (let k = -half; k <= half; k++) {
      const weight = even && Math.abs(k) === half ? 0.5 : 1;
      sum += weight * (y[t + k] ?? 0);
    }
    return sum / m;
  });
}

/** The m seasonal indexes, figure[i] for positions t ≡ i (mod m). */
export function seasonalFigure(y: readonly number[], m: number, type: DecompositionType): number[] {
  const trend = centredMovingAverage(y, m);
  const sums = new Array<number>(m).fill(0);
  const counts = new Array<number>(m).fill(0);
  y.forEach((value, t) => {
    const level = trend[t] ?? Number.NaN;
    if (Number.isNaN(level)) return;
    const detrended = type === 'additive' ? value - level : value / level;
    sums[t % m] = (sums[t % m] ?? 0) + detrended;
    counts[t % m] = (counts[t % m] ?? 0) + 1;
  });
  const raw = sums.map((sum, i) => sum / (counts[i] ?? 1));
  const centre = raw.reduce((a, b) => a + b, 0) / m;
  return raw.map((v) => (type === 'additive' ? v - centre : v / centre));
}

/** Intercept and slope of the least-squares line through (x[i], y[i]). */
export function fitLine(x: readonly number[], y: readonly number[]): [number, number] {
  const n = x.length;
  const meanX = x.reduce((a, b) => a + b, 0) / n;
  const meanY = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  x.forEach((xi, i) => {
    sxy += (xi - meanX) * ((y[i] ?? 0) - meanY);
    sxx += (xi - meanX) ** 2;
  });
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return [meanY - slope * meanX, slope];
}

/** Solves the small dense system A·x = b by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const rows = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(rows[r]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = r;
    }
    [rows[col], rows[pivot]] = [rows[pivot] ?? [], rows[col] ?? []];
    const head = rows[col] ?? [];
    const diagonal = head[col] ?? 0;
    if (Math.abs(diagonal) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      const row = rows[r] ?? [];
      if (r === col) continue;
      const factor = (row[col] ?? 0) / diagonal;
      for (let k = col; k <= n; k++) row[k] = (row[k] ?? 0) - factor * (head[k] ?? 0);
    }
  }
  return rows.map((row, i) => {
    const diagonal = row[i] ?? 0;
    return Math.abs(diagonal) < 1e-12 ? 0 : (row[n] ?? 0) / diagonal;
  });
}

/**
 * Trend of the regression y ~ 1 + t + one Fourier pair (sin and cos of 2πt/m), t = 1…n: what
 * forecast::ets uses instead of a decomposition when there are fewer than three seasons.
 */
export function fourierTrend(y: readonly number[], m: number): [number, number] {
  // With m = 2 the sine term is identically zero and would make the system singular.
  const columns = (t: number): number[] => {
    const angle = (2 * Math.PI * t) / m;
    return m > 2 ? [1, t, Math.sin(angle), Math.cos(angle)] : [1, t, Math.cos(angle)];
  };
  const k = columns(1).length;
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  y.forEach((value, i) => {
    const row = columns(i + 1);
    row.forEach((ri, r) => {
      xty[r] = (xty[r] ?? 0) + ri * value;
      row.forEach((rj, c) => {
        const target = xtx[r] ?? [];
        target[c] = (target[c] ?? 0) + ri * rj;
      });
    });
  });
  const beta = solve(xtx, xty);
  return [beta[0] ?? 0, beta[1] ?? 0];
}
