/**
 * Stationarity by construction (Jones 1980, as R's arima with transform.pars): the optimiser works
 * on unconstrained values mapped through tanh to partial autocorrelations in (−1, 1), and the
 * Durbin–Levinson recursion turns those into AR coefficients of a stationary polynomial. The MA
 * side uses the same map with the sign flipped, which keeps 1 + Σ θ_k B^k invertible.
 */
export function pacfToAr(raw: readonly number[]): number[] {
  const phi = raw.map((x) => Math.tanh(x));
  for (let j = 1; j < phi.length; j++) {
    const a = phi[j] ?? 0;
    const previous = phi.slice(0, j);
    for (let k = 0; k < j; k++) phi[k] = (previous[k] ?? 0) - a * (previous[j - k - 1] ?? 0);
  }
  return phi;
}

/** Invertible MA coefficients from unconstrained values (see pacfToAr). */
export function pacfToMa(raw: readonly number[]): number[] {
  return pacfToAr(raw).map((c) => -c);
}
