import type { ProphetOptimizeOutput, ProphetStanData } from '@bsull/augurs/prophet';
import { quantile } from '../../quantile';
import { throwIfAborted } from '../../types';
import type { Random } from './random';

/**
 * Prophet's predictive uncertainty (Taylor & Letham 2018 §3.1.4; `sample_predictive_trend` and
 * `sample_model` in the Python package), simulated here with a seeded generator so intervals are
 * reproducible and every level comes from one set of paths: future changepoints arrive at the
 * historical rate S per unit of scaled time, their rate changes are Laplace with the mean absolute
 * historical change as scale, and each path adds Normal(0, σ_obs) observation noise.
 */

/** Prophet's default `uncertainty_samples`. */
export const UNCERTAINTY_SAMPLES = 1000;

export type FutureComponents = {
  /** Scaled time of each future period (1 = end of the history). */
  readonly t: readonly number[];
  /** Deterministic trend, additive and multiplicative terms from Prophet's prediction. */
  readonly trend: readonly number[];
  readonly additive: readonly number[];
  readonly multiplicative: readonly number[];
  /** Scaled logistic capacity per future period ((cap − floor) / yScale); unused otherwise. */
  readonly capScaled: readonly number[];
};

export type ScaleInfo = { readonly yScale: number; readonly floor: number };

const LINEAR = 0;
const LOGISTIC = 1;

function logisticTrend(
  t: number,
  cap: number,
  k: number,
  m: number,
  changes: readonly number[],
  deltas: readonly number[],
): number {
  let rate = k;
  let offset = m;
  for (let j = 0; j < changes.length; j++) {
    const change = changes[j] ?? 0;
    if (change >= t) break;
    const delta = deltas[j] ?? 0;
    // Offset adjustment keeping the curve continuous at the changepoint (Prophet's gamma).
    offset += (change - offset) * (1 - rate / (rate + delta));
    rate += delta;
  }
  return cap / (1 + Math.exp(-rate * (t - offset)));
}

function samplePath(
  future: FutureComponents,
  fit: { readonly optimized: ProphetOptimizeOutput; readonly stanData: ProphetStanData },
  scale: ScaleInfo,
  random: Random,
): number[] {
  const { k, m, sigmaObs } = fit.optimized.params;
  const deltas = Array.from(fit.optimized.params.delta);
  const changes = fit.stanData.t_change;
  const T = future.t.length > 0 ? Math.max(...future.t) : 1;
  const lambda = deltas.reduce((s, d) => s + Math.abs(d), 0) / Math.max(deltas.length, 1) + 1e-8;
  const count = T > 1 ? random.poisson(changes.length * (T - 1)) : 0;
  const newChanges = Array.from({ length: count }, () => 1 + random.uniform() * (T - 1)).sort(
    (a, b) => a - b,
  );
  const newDeltas = newChanges.map(() => random.laplace(lambda));
  const indicator = fit.stanData.trend_indicator;
  return future.t.map((t, i) => {
    let trend = future.trend[i] ?? 0;
    if (indicator === LINEAR) {
      newChanges.forEach((c, j) => {
        if (c < t) trend += scale.yScale * (newDeltas[j] ?? 0) * (t - c);
      });
    } else if (indicator === LOGISTIC) {
      const all = [...changes, ...newChanges];
      const allDeltas = [...deltas, ...newDeltas];
      const cap = future.capScaled[i] ?? 1;
      trend = logisticTrend(t, cap, k, m, all, allDeltas) * scale.yScale + scale.floor;
    }
    const noise = random.normal() * sigmaObs * scale.yScale;
    return trend * (1 + (future.multiplicative[i] ?? 0)) + (future.additive[i] ?? 0) + noise;
  });
}

/** Simulated future paths, `samples[s][i]` = path s at future period i. */
export function simulatePaths(
  future: FutureComponents,
  fit: { readonly optimized: ProphetOptimizeOutput; readonly stanData: ProphetStanData },
  scale: ScaleInfo,
  random: Random,
  signal?: AbortSignal,
): number[][] {
  const paths: number[][] = [];
  for (let s = 0; s < UNCERTAINTY_SAMPLES; s++) {
    if (s % 100 === 0) throwIfAborted(signal);
    paths.push(samplePath(future, fit, scale, random));
  }
  return paths;
}

/** Equal-tailed interval of the simulated paths at `level` percent, per future period. */
export function pathInterval(
  paths: readonly (readonly number[])[],
  level: number,
): { lower: number[]; upper: number[] } {
  const h = paths[0]?.length ?? 0;
  const tail = (1 - level / 100) / 2;
  const lower: number[] = [];
  const upper: number[] = [];
  for (let i = 0; i < h; i++) {
    const column = paths.map((path) => path[i] ?? 0);
    lower.push(quantile(column, tail));
    upper.push(quantile(column, 1 - tail));
  }
  return { lower, upper };
}
