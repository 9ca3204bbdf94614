/**
 * Conditional sum of squares of an ARMA series (Box & Jenkins §7.1): residuals from the
 * (p+1)-th value on, with earlier errors set to zero. Used for start values and for the fast
 * approximate search, as R's arima with method "CSS".
 */
export function cssResiduals(
  values: readonly number[],
  phi: readonly number[],
  theta: readonly number[],
): number[] {
  const p = phi.length;
  const q = theta.length;
  const errors = new Array<number>(values.length).fill(0);
  for (let t = p; t < values.length; t++) {
    let e = values[t] ?? 0;
    for (let k = 1; k <= p; k++) e -= (phi[k - 1] ?? 0) * (values[t - k] ?? 0);
    for (let k = 1; k <= Math.min(q, t - p); k++) e -= (theta[k - 1] ?? 0) * (errors[t - k] ?? 0);
    errors[t] = e;
  }
  return errors.slice(p);
}

/** Variance estimate Σ e² / n of the CSS residuals. */
export function cssVariance(residuals: readonly number[]): number {
  let sum = 0;
  for (const e of residuals) sum += e * e;
  return residuals.length > 0 ? sum / residuals.length : Number.NaN;
}
