/**
 * STL decomposition (Cleveland, Cleveland, McRae & Terpenning 1990) with R's stl defaults as
 * forecast::mstl calls them for one season: seasonal window 11 (degree 0), trend window
 * nextodd(1.5·m / (1 − 1.5/11)), low-pass window nextodd(m), two inner passes, no robustness
 * passes. As R, each loess is evaluated every ceil(window / 10) points (and at the last one) and
 * interpolated linearly in between, which shifts the seasonal strength near nsdiffs' threshold.
 */
const SEASONAL_WINDOW = 11;
const INNER_PASSES = 2;

function nextOdd(x: number): number {
  const n = Math.ceil(x);
  return n % 2 === 0 ? n + 1 : n;
}

/** Loess fit of `y` (at positions 1…n) evaluated at position `at` with window q and degree 0/1. */
function loessAt(y: readonly number[], at: number, q: number, degree: number): number {
  const n = y.length;
  const left = Math.min(Math.max(1, Math.round(at - (q - 1) / 2)), Math.max(1, n - q + 1));
  const right = Math.min(n, left + q - 1);
  let h = Math.max(at - left, right - at);
  if (q > n) h += Math.floor((q - n) / 2);
  const weights: number[] = [];
  let total = 0;
  for (let j = left; j <= right; j++) {
    const r = Math.abs(j - at);
    const w = r <= 0.001 * h ? 1 : r <= 0.999 * h ? (1 - (r / h) ** 3) ** 3 : 0;
    weights.push(w);
    total += w;
  }
  if (total <= 0) return y[Math.min(n, Math.max(1, Math.round(at))) - 1] ?? 0;
  let centre = 0;
  weights.forEach((w, k) => {
    centre += (w / total) * (left + k);
  });
  let spread = 0;
  weights.forEach((w, k) => {
    spread += (w / total) * (left + k - centre) ** 2;
  });
  const slope = degree > 0 && Math.sqrt(spread) > 0.001 * (n - 1) ? (at - centre) / spread : 0;
  let fit = 0;
  weights.forEach((w, k) => {
    fit += (w / total) * (1 + slope * (left + k - centre)) * (y[left + k - 1] ?? 0);
  });
  return fit;
}

/** R's stless: loess of y with window q and degree 0/1 at every `jump`-th point, interpolated. */
function loessSmooth(y: readonly number[], q: number, degree: number, jump: number): number[] {
  const n = y.length;
  const step = Math.max(1, Math.min(jump, n - 1));
  const out = new Array<number>(n).fill(0);
  for (let i = 1; i <= n; i += step) out[i - 1] = loessAt(y, i, q, degree);
  if (step === 1) return out;
  for (let i = 1; i + step <= n; i += step) interpolate(out, i, i + step);
  const lastFitted = Math.floor((n - 1) / step) * step + 1;
  if (lastFitted !== n) {
    out[n - 1] = loessAt(y, n, q, degree);
    interpolate(out, lastFitted, n);
  }
  return out;
}

/** Straight line between the fitted positions `from` and `to` (1-based). */
function interpolate(out: number[], from: number, to: number): void {
  const start = out[from - 1] ?? 0;
  const delta = ((out[to - 1] ?? 0) - start) / (to - from);
  for (let j = from + 1; j < to; j++) out[j - 1] = start + delta * (j - from);
}

function jumpOf(window: number): number {
  return Math.ceil(window / 10);
}

function movingAverage(values: readonly number[], length: number): number[] {
  const out: number[] = [];
  for (let i = 0; i + length <= values.length; i++) {
    let sum = 0;
    for (let k = 0; k < length; k++) sum += values[i + k] ?? 0;
    out.push(sum / length);
  }
  return out;
}

/** Cycle-subseries smoothing, each subseries extended by one period at both ends (n + 2m values). */
function smoothSubseries(w: readonly number[], m: number): number[] {
  const out = new Array<number>(w.length + 2 * m).fill(0);
  for (let j = 0; j < m; j++) {
    const sub: number[] = [];
    for (let t = j; t < w.length; t += m) sub.push(w[t] ?? 0);
    const smoothed = loessSmooth(sub, SEASONAL_WINDOW, 0, jumpOf(SEASONAL_WINDOW));
    out[j] = loessAt(sub, 0, SEASONAL_WINDOW, 0);
    smoothed.forEach((v, k) => {
      out[j + (k + 1) * m] = v;
    });
    out[j + (sub.length + 1) * m] = loessAt(sub, sub.length + 1, SEASONAL_WINDOW, 0);
  }
  return out;
}

/** Seasonal and trend components of `values` with season length m. */
export function stl(values: readonly number[], m: number): { seasonal: number[]; trend: number[] } {
  const n = values.length;
  const trendWindow = nextOdd((1.5 * m) / (1 - 1.5 / SEASONAL_WINDOW));
  const lowPassWindow = nextOdd(m);
  let trend = new Array<number>(n).fill(0);
  let seasonal = new Array<number>(n).fill(0);
  for (let pass = 0; pass < INNER_PASSES; pass++) {
    const cycle = smoothSubseries(
      values.map((v, t) => v - (trend[t] ?? 0)),
      m,
    );
    const filtered = movingAverage(movingAverage(movingAverage(cycle, m), m), 3);
    const lowPass = loessSmooth(filtered, lowPassWindow, 1, jumpOf(lowPassWindow));
    seasonal = values.map((_, t) => (cycle[m + t] ?? 0) - (lowPass[t] ?? 0));
    const deseasonalised = values.map((v, t) => v - (seasonal[t] ?? 0));
    trend = loessSmooth(deseasonalised, trendWindow, 1, jumpOf(trendWindow));
  }
  return { seasonal, trend };
}
