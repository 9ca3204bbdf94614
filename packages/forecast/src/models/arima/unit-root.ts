import { applyOperator } from './polynomial';
import { stl } from './stl';

/** KPSS 5 % critical value for level stationarity (Kwiatkowski et al. 1992, Table 1). */
const KPSS_CRITICAL_5 = 0.463;
/** forecast::nsdiffs 'seas' heuristic: seasonal differencing when seasonal strength exceeds 0.64. */
const SEASONAL_STRENGTH_THRESHOLD = 0.64;

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

function isConstant(values: readonly number[]): boolean {
  return values.every(
    (v) => Math.abs(v - (values[0] ?? 0)) < 1e-10 * (1 + Math.abs(values[0] ?? 0)),
  );
}

/**
 * KPSS level-stationarity statistic with a Bartlett long-run variance, lag ⌊3√n / 13⌋ as
 * forecast::ndiffs passes to urca::ur.kpss (Hobijn, Franses & Ooms 2004).
 */
export function kpssStatistic(values: readonly number[]): number {
  const n = values.length;
  const m = mean(values);
  const e = values.map((v) => v - m);
  let cumulative = 0;
  let sumS2 = 0;
  for (const v of e) {
    cumulative += v;
    sumS2 += cumulative * cumulative;
  }
  const lags = Math.floor((3 * Math.sqrt(n)) / 13);
  let longRun = e.reduce((s, v) => s + v * v, 0) / n;
  for (let l = 1; l <= lags; l++) {
    let cov = 0;
    for (let t = l; t < n; t++) cov += (e[t] ?? 0) * (e[t - l] ?? 0);
    longRun += (2 * (1 - l / (lags + 1)) * cov) / n;
  }
  return sumS2 / (n * n * longRun);
}

/** forecast::ndiffs with the KPSS test at 5 %: difference while stationarity is rejected. */
export function chooseD(values: readonly number[], maxD = 2): number {
  let x = [...values];
  let d = 0;
  while (d < maxD && x.length > 3 && !isConstant(x) && kpssStatistic(x) > KPSS_CRITICAL_5) {
    x = applyOperator(x, [1, -1]);
    d++;
  }
  return d;
}

function variance(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, values.length - 1);
}

/**
 * Seasonal strength F_s = max(0, 1 − Var(R) / Var(S + R)) (Wang, Smith & Hyndman 2006) from an
 * STL decomposition, as forecast::nsdiffs's 'seas' test computes it.
 */
export function seasonalStrength(values: readonly number[], m: number): number {
  const { seasonal, trend } = stl(values, m);
  const detrended = values.map((v, t) => v - (trend[t] ?? 0));
  const remainder = detrended.map((v, t) => v - (seasonal[t] ?? 0));
  const total = variance(detrended);
  return total > 0 ? Math.max(0, 1 - variance(remainder) / total) : 0;
}

/** forecast::nsdiffs with the 'seas' heuristic: D = 1 for a strongly seasonal series. */
export function chooseSeasonalD(values: readonly number[], m: number): number {
  if (values.length < 2 * m + 1 || isConstant(values)) return 0;
  return seasonalStrength(values, m) > SEASONAL_STRENGTH_THRESHOLD ? 1 : 0;
}
