import { solveLinear } from './linear-solve';
import { psiWeights } from './polynomial';

/**
 * Autocovariances γ(0…maxLag) of the stationary ARMA process φ(B) y = θ(B) e with Var e = 1
 * (Brockwell & Davis §3.3, method 2: solve the first p + 1 equations, then recurse). Null when the
 * AR polynomial is (numerically) non-stationary.
 */
export function armaAutocovariance(
  phi: readonly number[],
  theta: readonly number[],
  maxLag: number,
): number[] | null {
  const p = phi.length;
  const q = theta.length;
  const psi = psiWeights(phi, theta, q + 1);
  const rhs = (k: number) => {
    let sum = 0;
    for (let j = k; j <= q; j++) sum += (j === 0 ? 1 : (theta[j - 1] ?? 0)) * (psi[j - k] ?? 0);
    return sum;
  };
  const a = Array.from({ length: p + 1 }, () => new Array<number>(p + 1).fill(0));
  for (let k = 0; k <= p; k++) {
    const row = a[k] ?? [];
    row[k] = (row[k] ?? 0) + 1;
    for (let j = 1; j <= p; j++) {
      const lag = Math.abs(k - j);
      row[lag] = (row[lag] ?? 0) - (phi[j - 1] ?? 0);
    }
  }
  const head = solveLinear(
    a,
    Array.from({ length: p + 1 }, (_, k) => rhs(k)),
  );
  if (!head || !((head[0] ?? -1) > 0)) return null;
  const gamma = head.slice(0, Math.min(p + 1, maxLag + 1));
  for (let k = gamma.length; k <= maxLag; k++) {
    let value = rhs(k);
    for (let j = 1; j <= p; j++) value += (phi[j - 1] ?? 0) * (gamma[k - j] ?? 0);
    gamma.push(value);
  }
  return gamma;
}

type Term = { readonly index: number; readonly coef: number };

function nonZero(coefs: readonly number[], offset: number): Term[] {
  const terms: Term[] = [];
  coefs.forEach((c, i) => {
    if (c !== 0) terms.push({ index: i + offset, coef: c });
  });
  return terms;
}

/**
 * Stationary covariance P0 (Var e = 1) of the state a_t of the Harvey form used by R's arima
 * (Gardner, Harvey & Phillips 1980): a_i,t = Σ_(k≥i) φ_k y_(t−1−(k−i)) + θ_(k−1) e_(t−(k−i)), θ_0 = 1.
 * Written out in autocovariances γ and ψ weights it is exact, and cheap because φ and θ of a
 * seasonal model are sparse. Returns a flat r×r matrix, or null when φ is non-stationary.
 */
export function initialStateCovariance(
  phi: readonly number[],
  theta: readonly number[],
  r: number,
): Float64Array | null {
  const gamma = armaAutocovariance(phi, theta, r);
  if (!gamma) return null;
  const psi = psiWeights(phi, theta, r + 1);
  const ar = nonZero(phi, 1);
  const ma = nonZero([1, ...theta], 1);
  const cross = (lag: number) => (lag >= 0 ? (psi[lag] ?? 0) : 0);
  const p0 = new Float64Array(r * r);
  for (let i = 1; i <= r; i++) {
    for (let j = i; j <= r; j++) {
      let sum = 0;
      for (const a of ar) {
        if (a.index < i) continue;
        const u = a.index - i;
        for (const b of ar)
          if (b.index >= j) sum += a.coef * b.coef * (gamma[Math.abs(u - (b.index - j))] ?? 0);
        for (const b of ma) if (b.index >= j) sum += a.coef * b.coef * cross(b.index - j - 1 - u);
      }
      for (const a of ma) {
        if (a.index < i) continue;
        const u = a.index - i;
        for (const b of ar) if (b.index >= j) sum += a.coef * b.coef * cross(u - 1 - (b.index - j));
        for (const b of ma) if (b.index >= j && b.index - j === u) sum += a.coef * b.coef;
      }
      p0[(i - 1) * r + (j - 1)] = sum;
      p0[(j - 1) * r + (i - 1)] = sum;
    }
  }
  return p0;
}
