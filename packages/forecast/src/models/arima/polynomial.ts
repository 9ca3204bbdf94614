/**
 * Polynomials in the backshift operator B, stored as coefficient arrays with index = power
 * (c[0] = 1 for the AR, MA and differencing operators used here).
 */

export function polyMultiply(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] ?? 0) + (a[i] ?? 0) * (b[j] ?? 0);
  }
  return out;
}

/** Operator 1 + Σ sign·c_k B^(k·lag) from coefficients c_1…c_n. */
function lagOperator(coefs: readonly number[], lag: number, sign: number): number[] {
  const out = new Array<number>(coefs.length * lag + 1).fill(0);
  out[0] = 1;
  coefs.forEach((c, k) => {
    out[(k + 1) * lag] = sign * c;
  });
  return out;
}

/**
 * Expanded AR coefficients φ of φ(B)Φ(B^s) = 1 − Σ φ_k B^k (the multiplicative seasonal model of
 * Box & Jenkins), so the filter sees one plain AR polynomial.
 */
export function expandAr(ar: readonly number[], sar: readonly number[], s: number): number[] {
  const poly = polyMultiply(lagOperator(ar, 1, -1), lagOperator(sar, s, -1));
  return poly.slice(1).map((c) => -c);
}

/** Expanded MA coefficients θ of θ(B)Θ(B^s) = 1 + Σ θ_k B^k. */
export function expandMa(ma: readonly number[], sma: readonly number[], s: number): number[] {
  return polyMultiply(lagOperator(ma, 1, 1), lagOperator(sma, s, 1)).slice(1);
}

/** The differencing operator (1 − B)^d (1 − B^s)^D. */
export function differencingOperator(d: number, seasonalD: number, s: number): number[] {
  let poly = [1];
  for (let i = 0; i < d; i++) poly = polyMultiply(poly, [1, -1]);
  for (let i = 0; i < seasonalD; i++) poly = polyMultiply(poly, lagOperator([1], s, -1));
  return poly;
}

/** Applies a differencing operator; the result is shorter by its degree. */
export function applyOperator(values: readonly number[], operator: readonly number[]): number[] {
  const degree = operator.length - 1;
  const out: number[] = [];
  for (let t = degree; t < values.length; t++) {
    let sum = 0;
    for (let k = 0; k <= degree; k++) sum += (operator[k] ?? 0) * (values[t - k] ?? 0);
    out.push(sum);
  }
  return out;
}

/**
 * ψ weights of φ(B)(1 − B)^d… y = θ(B) e, i.e. y_t = Σ ψ_j e_(t−j): the h-step forecast error
 * variance is σ² Σ_(j<h) ψ_j² (Box & Jenkins §5.1). `fullAr` is the AR operator including the
 * differencing, as 1 − Σ a_k B^k coefficients a_k.
 */
export function psiWeights(
  fullAr: readonly number[],
  theta: readonly number[],
  n: number,
): number[] {
  const psi = [1];
  for (let j = 1; j < n; j++) {
    let value = theta[j - 1] ?? 0;
    for (let k = 1; k <= Math.min(j, fullAr.length); k++) {
      value += (fullAr[k - 1] ?? 0) * (psi[j - k] ?? 0);
    }
    psi.push(value);
  }
  return psi;
}
