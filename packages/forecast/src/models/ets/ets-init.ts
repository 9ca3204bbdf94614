import { fitLine, fourierTrend, seasonalFigure } from './decompose';
import type { EtsSpec } from './ets-spec';

/**
 * Starting values for the optimiser, following forecast::ets (Hyndman et al. 2008 §2.6.1):
 * smoothing parameters near the low end of their range and initial states from a classical
 * decomposition heuristic. The optimiser then refines all of them.
 */

/** forecast::ets default parameter box: α, β, γ in [1e-4, 0.9999], φ in [0.8, 0.98]. */
export const LOWER = { alpha: 1e-4, beta: 1e-4, gamma: 1e-4, phi: 0.8 } as const;
export const UPPER = { alpha: 0.9999, beta: 0.9999, gamma: 0.9999, phi: 0.98 } as const;

/** Smoothing parameters to start from: α small, β < α, γ < 1 − α, φ near its upper bound. */
export function initialSmoothing(spec: EtsSpec, m: number): number[] {
  const period = spec.season === 'N' ? 1 : m;
  const alpha = LOWER.alpha + (0.2 * (UPPER.alpha - LOWER.alpha)) / period;
  const values = [alpha];
  if (spec.trend !== 'N') {
    const upper = Math.min(UPPER.beta, alpha);
    values.push(LOWER.beta + 0.1 * (upper - LOWER.beta));
  }
  if (spec.season !== 'N') {
    const upper = Math.min(UPPER.gamma, 1 - alpha);
    values.push(LOWER.gamma + 0.05 * (upper - LOWER.gamma));
  }
  if (spec.damped) values.push(LOWER.phi + 0.99 * (UPPER.phi - LOWER.phi));
  return values;
}

/** Smallest multiplicative seasonal index allowed in the start values (no sign flips). */
const MIN_SEASONAL_INDEX = 1e-2;

/** The seasonal values of each observation, by decomposition or, under 3 seasons, a regression. */
function seasonalOfEach(y: readonly number[], m: number, multiplicative: boolean): number[] {
  if (y.length >= 3 * m) {
    const figure = seasonalFigure(y, m, multiplicative ? 'multiplicative' : 'additive');
    return y.map((_, t) => figure[t % m] ?? 0);
  }
  const [intercept, slope] = fourierTrend(y, m);
  return y.map((v, t) => {
    const trend = intercept + slope * (t + 1);
    return multiplicative ? v / trend : v - trend;
  });
}

/** Seasonal start states s0…s(m−2) (newest first) and the seasonally adjusted series. */
function seasonalStart(y: readonly number[], m: number, multiplicative: boolean) {
  const seasonal = seasonalOfEach(y, m, multiplicative);
  let states = seasonal.slice(1, m).reverse();
  if (!multiplicative) {
    return { states, adjusted: y.map((v, t) => v - (seasonal[t] ?? 0)) };
  }
  states = states.map((s) => Math.max(s, MIN_SEASONAL_INDEX));
  const total = states.reduce((a, b) => a + b, 0);
  if (total > m) states = states.map((s) => s / (total + MIN_SEASONAL_INDEX * states.length));
  const adjusted = y.map((v, t) => v / Math.max(seasonal[t] ?? 1, MIN_SEASONAL_INDEX));
  return { states, adjusted };
}

/** [l0, b0?, s0…s(m−2)?]: the free initial states (the last seasonal state is implied). */
export function initialStates(y: readonly number[], spec: EtsSpec, m: number): number[] {
  const period = spec.season === 'N' ? 1 : m;
  const { states, adjusted } =
    spec.season === 'N'
      ? { states: [], adjusted: [...y] }
      : seasonalStart(y, m, spec.season === 'M');
  const count = Math.min(Math.max(10, 2 * period), adjusted.length);
  const head = adjusted.slice(0, count);
  if (spec.trend === 'N') return [head.reduce((a, b) => a + b, 0) / count, ...states];
  let [level, slope] = fitLine(
    head.map((_, i) => i + 1),
    head,
  );
  // A zero first fitted value would make every multiplicative error infinite.
  if (Math.abs(level + slope) < 1e-8) {
    level *= 1 + 1e-3;
    slope *= 1 - 1e-3;
  }
  return [level, slope, ...states];
}
