import { normalQuantile } from '../../numeric/normal-quantile';

/**
 * The seasonality test of the M3 THETA entry and R forecast::thetaf: the lag-m autocorrelation is
 * significant at the 90 % level against the standard error √((1 + 2·Σ_{k<m} r_k²)/n) (Bartlett's
 * formula for an MA(m−1) process).
 */
const SIGNIFICANCE = 0.9;

/** Sample autocorrelations r_1…r_maxLag (denominator n, as R `acf`). */
export function autocorrelations(y: readonly number[], maxLag: number): number[] {
  const n = y.length;
  const mean = y.reduce((a, b) => a + b, 0) / n;
  const centred = y.map((v) => v - mean);
  const variance = centred.reduce((a, b) => a + b * b, 0);
  const r: number[] = [];
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let t = 0; t + lag < n; t++) sum += (centred[t] ?? 0) * (centred[t + lag] ?? 0);
    r.push(variance === 0 ? 0 : sum / variance);
  }
  return r;
}

/** True when the series shows seasonality of period m; needs more than two seasons of data. */
export function isSeasonal(y: readonly number[], m: number): boolean {
  if (m <= 1 || y.length <= 2 * m) return false;
  const r = autocorrelations(y, m);
  const lowerLags = r.slice(0, m - 1).reduce((a, b) => a + b * b, 0);
  const standardError = Math.sqrt((1 + 2 * lowerLags) / y.length);
  const critical = normalQuantile(1 - (1 - SIGNIFICANCE) / 2);
  return Math.abs(r[m - 1] ?? 0) / standardError > critical;
}
