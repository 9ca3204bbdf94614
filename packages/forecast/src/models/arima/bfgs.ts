import { throwIfAborted } from '../../types';

export type Objective = (x: readonly number[]) => number;

export type MinimiseResult = {
  readonly x: number[];
  readonly value: number;
  /** Final inverse-Hessian estimate: a warm start for a closely related objective. */
  readonly inverseHessian: number[][];
};

/** R's optim defaults: reltol √ε, maxit 100, finite-difference step 1e-3. */
const RELATIVE_TOLERANCE = 1.490116e-8;
const MAX_ITERATIONS = 100;
/** Forward differences: the objectives are smooth to rounding, so a small step is accurate. */
const GRADIENT_STEP = 1e-6;
const ARMIJO = 1e-4;
const STEP_SHRINK = 0.2;

function gradient(f: Objective, x: readonly number[], fx: number): number[] {
  return x.map((_, i) => {
    const up = [...x];
    up[i] = (up[i] ?? 0) + GRADIENT_STEP;
    return (f(up) - fx) / GRADIENT_STEP;
  });
}

function dot(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
}

function identity(n: number): number[][] {
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)),
  );
}

/** Nocedal & Wright (6.20): scale the first inverse Hessian by s'y / y'y so step 1 fits. */
function scaledIdentity(s: number[], y: number[]): number[][] {
  const sy = dot(s, y);
  const yy = dot(y, y);
  const gamma = sy > 0 && yy > 0 ? sy / yy : 1;
  return identity(s.length).map((row) => row.map((v) => v * gamma));
}

/** Inverse-Hessian BFGS update H ← (I − ρ s y') H (I − ρ y s') + ρ s s'. */
function updateInverseHessian(h: number[][], s: number[], y: number[]): void {
  const sy = dot(s, y);
  if (!(sy > 0)) return;
  const hy = h.map((row) => dot(row, y));
  const yhy = dot(y, hy);
  for (let i = 0; i < s.length; i++) {
    const row = h[i] ?? [];
    for (let j = 0; j < s.length; j++) {
      const si = s[i] ?? 0;
      const sj = s[j] ?? 0;
      row[j] =
        (row[j] ?? 0) +
        ((sy + yhy) * si * sj) / (sy * sy) -
        ((hy[i] ?? 0) * sj + si * (hy[j] ?? 0)) / sy;
    }
  }
}

/** Backtracking (Armijo) line search along d; null when no step decreases f. */
function lineSearch(f: Objective, x: number[], fx: number, d: number[], slope: number) {
  for (let step = 1; step > 1e-10; step *= STEP_SHRINK) {
    const next = x.map((v, i) => v + step * (d[i] ?? 0));
    const value = f(next);
    if (Number.isFinite(value) && value <= fx + ARMIJO * step * slope) return { next, value };
  }
  return null;
}

/**
 * Quasi-Newton minimisation (BFGS, Nocedal & Wright §6.1) with central-difference gradients,
 * in the manner of R's optim(method = "BFGS"). Checks the abort signal every iteration.
 */
export function minimiseBfgs(
  f: Objective,
  x0: readonly number[],
  signal?: AbortSignal,
  warmHessian?: number[][],
): MinimiseResult {
  let x = [...x0];
  let fx = f(x);
  if (x.length === 0 || !Number.isFinite(fx)) return { x, value: fx, inverseHessian: [] };
  let g = gradient(f, x, fx);
  let h =
    warmHessian?.length === x.length ? warmHessian.map((row) => [...row]) : identity(x.length);
  let freshH = warmHessian?.length !== x.length;
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    throwIfAborted(signal);
    let d = h.map((row) => -dot(row, g));
    let slope = dot(g, d);
    if (!(slope < 0)) {
      h = identity(x.length);
      d = g.map((v) => -v);
      slope = dot(g, d);
    }
    const found = lineSearch(f, x, fx, d, slope);
    if (!found) {
      if (freshH) break;
      h = identity(x.length);
      freshH = true;
      continue;
    }
    const gNext = gradient(f, found.next, found.value);
    const converged =
      Math.abs(fx - found.value) <= RELATIVE_TOLERANCE * (Math.abs(fx) + RELATIVE_TOLERANCE);
    const step = found.next.map((v, i) => v - (x[i] ?? 0));
    const change = gNext.map((v, i) => v - (g[i] ?? 0));
    if (freshH) h = scaledIdentity(step, change);
    updateInverseHessian(h, step, change);
    freshH = false;
    x = found.next;
    fx = found.value;
    g = gNext;
    if (converged) break;
  }
  return { x, value: fx, inverseHessian: h };
}
