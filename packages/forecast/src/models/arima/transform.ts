/**
 * Stationarity by construction (Jones 1980, as R's arima with transform.pars): the optimiser works
 * on unconstrained values mapped through tanh to partial autocorrelations in (−1, 1), and the
 * Durbin–Levinson recursion turns those into AR coefficients of a stationary polynomial. As in R,
 * only the AR parts are transformed; the MA coefficients stay free (see invertMa).
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

/**
 * Inverse of pacfToAr for a stationary AR polynomial (R's invpartrans): the Durbin–Levinson
 * recursion run backwards gives the partial autocorrelations, atanh the unconstrained values.
 * The CSS estimate enters the likelihood search this way.
 */
export function arToPacf(phi: readonly number[]): number[] {
  const pacf = [...phi];
  for (let j = pacf.length - 1; j > 0; j--) {
    const a = pacf[j] ?? 0;
    const previous = pacf.slice(0, j);
    for (let k = 0; k < j; k++) {
      pacf[k] = ((previous[k] ?? 0) + a * (previous[j - k - 1] ?? 0)) / (1 - a * a);
    }
  }
  return pacf.map((v) => Math.atanh(v));
}
