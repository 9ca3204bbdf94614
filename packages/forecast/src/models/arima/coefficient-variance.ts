import { solveLinear } from './linear-solve';

/** optim's ndeps: the finite-difference step of stats::arima's Hessian. */
const STEP = 1e-3;
/** R's solve() refuses a system whose reciprocal condition number is below machine epsilon. */
const MIN_RECIPROCAL_CONDITION = 2.220446e-16;

type Objective = (x: readonly number[]) => number;

function shifted(x: readonly number[], moves: [number, number][]): number[] {
  const out = [...x];
  for (const [i, by] of moves) out[i] = (out[i] ?? 0) + by;
  return out;
}

/**
 * The Hessian as optim(hessian = TRUE) estimates it: central differences of central-difference
 * gradients with step h, i.e. H_ij = [f(+i+j) − f(+i−j) − f(−i+j) + f(−i−j)] / 4h².
 */
export function numericHessian(f: Objective, x: readonly number[], h = STEP): number[][] {
  const k = x.length;
  const fx = f(x);
  const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++) {
    const row = hessian[i] as number[];
    row[i] = (f(shifted(x, [[i, 2 * h]])) - 2 * fx + f(shifted(x, [[i, -2 * h]]))) / (4 * h * h);
    for (let j = 0; j < i; j++) {
      const value =
        (f(
          shifted(x, [
            [i, h],
            [j, h],
          ]),
        ) -
          f(
            shifted(x, [
              [i, h],
              [j, -h],
            ]),
          ) -
          f(
            shifted(x, [
              [i, -h],
              [j, h],
            ]),
          ) +
          f(
            shifted(x, [
              [i, -h],
              [j, -h],
            ]),
          )) /
        (4 * h * h);
      row[j] = value;
      (hessian[j] as number[])[i] = value;
    }
  }
  return hessian;
}

function norm1(matrix: readonly (readonly number[])[]): number {
  let best = 0;
  for (let j = 0; j < matrix.length; j++) {
    let sum = 0;
    for (const row of matrix) sum += Math.abs(row[j] ?? 0);
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * forecast::auto.arima's checkarima: stats::arima's coefficient covariance A' H⁻¹ A (H the Hessian
 * of the likelihood objective in the optimiser's parameters, A the Jacobian of the coefficients
 * with respect to them, column j for coefficient j) must exist and have no negative variance.
 * A saddle point or a flat direction (an over-parameterised model) fails, and auto.arima then
 * gives the model an infinite criterion.
 */
/** H⁻¹ as columns, or null when H is not finite, singular or too ill-conditioned for R's solve(). */
function invert(hessian: readonly (readonly number[])[]): number[][] | null {
  const k = hessian.length;
  if (hessian.some((row) => row.some((v) => !Number.isFinite(v)))) return null;
  const inverse: number[][] = [];
  for (let j = 0; j < k; j++) {
    const column = solveLinear(
      hessian.map((row) => [...row]),
      Array.from({ length: k }, (_, i) => (i === j ? 1 : 0)),
    );
    if (!column || column.some((v) => !Number.isFinite(v))) return null;
    inverse.push(column);
  }
  const hessianNorm = norm1(hessian);
  const inverseNorm = norm1(inverse);
  if (!(hessianNorm > 0) || 1 / (hessianNorm * inverseNorm) < MIN_RECIPROCAL_CONDITION) return null;
  return inverse;
}

/** a' H⁻¹ a for one Jacobian column a. */
function quadratic(a: readonly number[], inverse: readonly (readonly number[])[]): number {
  let value = 0;
  for (let i = 0; i < inverse.length; i++) {
    for (let l = 0; l < inverse.length; l++)
      value += (a[i] ?? 0) * (inverse[l]?.[i] ?? 0) * (a[l] ?? 0);
  }
  return value;
}

export function coefficientVariancesValid(
  hessian: readonly (readonly number[])[],
  jacobianColumns: readonly (readonly number[])[],
): boolean {
  if (hessian.length === 0) return true;
  const inverse = invert(hessian);
  if (!inverse) return false;
  return jacobianColumns.every((a) => {
    const variance = quadratic(a, inverse);
    return !(variance < 0) && Number.isFinite(variance);
  });
}

/**
 * Standard errors of the coefficients as stats::arima reports them (var.coef = A' (n·H)⁻¹ A, the
 * likelihood objective being the log-likelihood divided by the n differenced observations used):
 * null for a coefficient whose variance is negative or not finite, and for all when H is singular.
 */
export function coefficientStandardErrors(
  hessian: readonly (readonly number[])[],
  jacobianColumns: readonly (readonly number[])[],
  n: number,
): (number | null)[] {
  const inverse = hessian.length > 0 ? invert(hessian) : null;
  return jacobianColumns.map((a) => {
    const variance = inverse ? quadratic(a, inverse) / n : Number.NaN;
    return variance >= 0 && Number.isFinite(variance) ? Math.sqrt(variance) : null;
  });
}
