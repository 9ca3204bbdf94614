import { throwIfAborted } from '../../types';

/** Spec §3: grid search over the Prophet weight in steps of 0.05. */
export const GRID_STEP = 0.05;
/** Evaluations of the Bayesian search: three to start, then one per expected-improvement step. */
const BAYES_EVALUATIONS = 12;
/** Candidates the acquisition function is maximised over (weights 0, 0.01, …, 1). */
const BAYES_CANDIDATES = 101;
/** Squared-exponential length scale on the weight axis, and the jitter that keeps K invertible. */
const LENGTH_SCALE = 0.2;
const JITTER = 1e-6;

export type SearchResult = {
  readonly weight: number;
  readonly loss: number;
  readonly evaluations: number;
};
type Loss = (weight: number) => number;

export function gridSearch(loss: Loss, signal?: AbortSignal): SearchResult {
  const steps = Math.round(1 / GRID_STEP);
  let best = { weight: 0, loss: Number.POSITIVE_INFINITY };
  for (let i = 0; i <= steps; i++) {
    throwIfAborted(signal);
    const value = loss(i / steps);
    if (value < best.loss) best = { weight: i / steps, loss: value };
  }
  return { ...best, evaluations: steps + 1 };
}

const kernel = (a: number, b: number) => Math.exp(-((a - b) ** 2) / (2 * LENGTH_SCALE ** 2));

/** Lower-triangular L with L·Lᵀ = A (A symmetric positive definite, small). */
function cholesky(a: number[][]): number[][] {
  const n = a.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) s -= (l[i]?.[k] ?? 0) * (l[j]?.[k] ?? 0);
      const row = l[i] as number[];
      row[j] = i === j ? Math.sqrt(Math.max(s, JITTER)) : s / (l[j]?.[j] ?? 1);
    }
  }
  return l;
}

/** Solves L·x = b (forward) or Lᵀ·x = b (backward). */
function triangular(l: number[][], b: readonly number[], transpose: boolean): number[] {
  const n = b.length;
  const x = new Array<number>(n).fill(0);
  const at = (i: number, j: number) => (transpose ? l[j]?.[i] : l[i]?.[j]) ?? 0;
  const order = transpose ? [...Array(n).keys()].reverse() : [...Array(n).keys()];
  for (const i of order) {
    let s = b[i] ?? 0;
    for (let j = 0; j < n; j++)
      if (j !== i && (transpose ? j > i : j < i)) s -= at(i, j) * (x[j] ?? 0);
    x[i] = s / at(i, i);
  }
  return x;
}

function normalPdf(z: number): number {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}

/** Standard normal CDF via erf (Abramowitz & Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Expected improvement of every candidate under a GP fitted to the standardised losses so far. */
function expectedImprovement(
  xs: readonly number[],
  ys: readonly number[],
  candidates: readonly number[],
) {
  const mean = ys.reduce((s, y) => s + y, 0) / ys.length;
  const sd = Math.sqrt(ys.reduce((s, y) => s + (y - mean) ** 2, 0) / ys.length) || 1;
  const z = ys.map((y) => (y - mean) / sd);
  const l = cholesky(xs.map((a, i) => xs.map((b, j) => kernel(a, b) + (i === j ? JITTER : 0))));
  const alpha = triangular(l, triangular(l, z, false), true);
  const best = Math.min(...z);
  return candidates.map((c) => {
    const k = xs.map((x) => kernel(x, c));
    const mu = k.reduce((s, ki, i) => s + ki * (alpha[i] ?? 0), 0);
    const v = triangular(l, k, false);
    const sigma = Math.sqrt(Math.max(1 - v.reduce((s, vi) => s + vi * vi, 0), 0));
    if (sigma < 1e-9) return 0;
    const u = (best - mu) / sigma;
    return (best - mu) * normalCdf(u) + sigma * normalPdf(u);
  });
}

/**
 * Bayesian optimisation of the single weight: a Gaussian process (squared-exponential kernel) over
 * [0, 1], started at 0, ½ and 1, each next weight the candidate of largest expected improvement.
 */
export function bayesianSearch(loss: Loss, signal?: AbortSignal): SearchResult {
  const xs: number[] = [0, 0.5, 1];
  const ys = xs.map(loss);
  const candidates = Array.from({ length: BAYES_CANDIDATES }, (_, i) => i / (BAYES_CANDIDATES - 1));
  while (xs.length < BAYES_EVALUATIONS) {
    throwIfAborted(signal);
    const ei = expectedImprovement(xs, ys, candidates);
    const pick = ei.indexOf(Math.max(...ei));
    const next = candidates[pick] ?? 0.5;
    if ((ei[pick] ?? 0) <= 0 || xs.includes(next)) break;
    xs.push(next);
    ys.push(loss(next));
  }
  const best = ys.indexOf(Math.min(...ys));
  return { weight: xs[best] ?? 0.5, loss: ys[best] ?? Number.NaN, evaluations: xs.length };
}
