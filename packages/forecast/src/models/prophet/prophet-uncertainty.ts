import type { ProphetOptimizeOutput, ProphetStanData } from '@bsull/augurs/prophet';
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

type FitOutput = { readonly optimized: ProphetOptimizeOutput; readonly stanData: ProphetStanData };

/**
 * Simulated future values, period-major: `values[i * samples + s]` is path s at future period i,
 * so each period's draws lie side by side and are sorted once for all interval levels.
 */
export type SimulatedPaths = {
  readonly samples: number;
  readonly horizon: number;
  readonly values: Float64Array;
};

const LINEAR = 0;
const LOGISTIC = 1;

/** What every path shares, worked out once rather than once per path. */
type TrendPrior = {
  readonly k: number;
  readonly m: number;
  readonly sigmaObs: number;
  readonly indicator: number;
  readonly changes: readonly number[];
  readonly deltas: readonly number[];
  /** Scaled time of the furthest future period. */
  readonly tMax: number;
  /** Laplace scale of a future rate change: the mean absolute historical change. */
  readonly lambda: number;
};

function trendPrior(future: FutureComponents, fit: FitOutput): TrendPrior {
  const { k, m, sigmaObs } = fit.optimized.params;
  const deltas = Array.from(fit.optimized.params.delta);
  return {
    k,
    m,
    sigmaObs,
    indicator: fit.stanData.trend_indicator,
    changes: fit.stanData.t_change,
    deltas,
    tMax: future.t.length > 0 ? Math.max(...future.t) : 1,
    lambda: deltas.reduce((s, d) => s + Math.abs(d), 0) / Math.max(deltas.length, 1) + 1e-8,
  };
}

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

/** Draws path `s` into `paths`; the order of the random draws fixes the paths for a seed. */
function samplePath(
  future: FutureComponents,
  prior: TrendPrior,
  scale: ScaleInfo,
  random: Random,
  paths: SimulatedPaths,
  s: number,
): void {
  const { tMax } = prior;
  const count = tMax > 1 ? random.poisson(prior.changes.length * (tMax - 1)) : 0;
  const newChanges = Array.from({ length: count }, () => 1 + random.uniform() * (tMax - 1)).sort(
    (a, b) => a - b,
  );
  const newDeltas = newChanges.map(() => random.laplace(prior.lambda));
  const allChanges = prior.indicator === LOGISTIC ? [...prior.changes, ...newChanges] : [];
  const allDeltas = prior.indicator === LOGISTIC ? [...prior.deltas, ...newDeltas] : [];
  for (let i = 0; i < paths.horizon; i++) {
    const t = future.t[i] ?? 0;
    let trend = future.trend[i] ?? 0;
    if (prior.indicator === LINEAR) {
      for (let j = 0; j < count; j++) {
        const c = newChanges[j] ?? 0;
        if (c < t) trend += scale.yScale * (newDeltas[j] ?? 0) * (t - c);
      }
    } else if (prior.indicator === LOGISTIC) {
      const cap = future.capScaled[i] ?? 1;
      trend =
        logisticTrend(t, cap, prior.k, prior.m, allChanges, allDeltas) * scale.yScale + scale.floor;
    }
    const noise = random.normal() * prior.sigmaObs * scale.yScale;
    paths.values[i * paths.samples + s] =
      trend * (1 + (future.multiplicative[i] ?? 0)) + (future.additive[i] ?? 0) + noise;
  }
}

/** Prophet's `uncertainty_samples` simulated future paths. */
export function simulatePaths(
  future: FutureComponents,
  fit: FitOutput,
  scale: ScaleInfo,
  random: Random,
  signal?: AbortSignal,
): SimulatedPaths {
  const prior = trendPrior(future, fit);
  const horizon = future.t.length;
  const paths = {
    samples: UNCERTAINTY_SAMPLES,
    horizon,
    values: new Float64Array(UNCERTAINTY_SAMPLES * horizon),
  };
  for (let s = 0; s < UNCERTAINTY_SAMPLES; s++) {
    if (s % 100 === 0) throwIfAborted(signal);
    samplePath(future, prior, scale, random, paths, s);
  }
  return paths;
}

/** Type-7 quantile (as quantile.ts: R's and NumPy's default) of an ascending sample. */
function sortedQuantile(sorted: Float64Array, p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (position - below);
}

/**
 * Equal-tailed intervals of the simulated paths at each level (percent), per future period. Each
 * period's draws are sorted once for every level: re-sorting them per bound was most of the time
 * a Prophet forecast took.
 */
export function pathIntervals(
  paths: SimulatedPaths,
  levels: readonly number[],
): { lower: Record<string, number[]>; upper: Record<string, number[]> } {
  const distinct = [...new Set(levels)];
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of distinct) {
    lower[String(level)] = [];
    upper[String(level)] = [];
  }
  for (let i = 0; i < paths.horizon; i++) {
    // A typed array sorts numerically without a comparator.
    const column = paths.values.slice(i * paths.samples, (i + 1) * paths.samples).sort();
    for (const level of distinct) {
      const tail = (1 - level / 100) / 2;
      lower[String(level)]?.push(sortedQuantile(column, tail));
      upper[String(level)]?.push(sortedQuantile(column, 1 - tail));
    }
  }
  return { lower, upper };
}
