import { type Complex, polynomialRoots } from './roots';

/**
 * R's maInvert: an MA polynomial 1 + Σ θ_k z^k with roots inside the unit circle is replaced by
 * the one with those roots reflected (z → 1/z̄), which has the same autocorrelations but is
 * invertible. stats::arima applies it to the CSS start values and to the final estimates, since
 * it leaves the MA coefficients unconstrained while maximising the likelihood.
 */
export function invertMa(theta: readonly number[]): number[] {
  const q = theta.length;
  let q0 = q;
  while (q0 > 0 && (theta[q0 - 1] ?? 0) === 0) q0--;
  if (q0 === 0) return [...theta];
  const roots = polynomialRoots([1, ...theta.slice(0, q0)]);
  const inside = roots.map((z) => Math.hypot(z.re, z.im) < 1);
  if (!inside.some(Boolean)) return [...theta];
  if (q0 === 1) return [1 / (theta[0] ?? 1), ...new Array<number>(q - 1).fill(0)];
  const reflected = roots.map((z, i) => (inside[i] ? reciprocal(z) : z));
  return [...fromRoots(reflected), ...new Array<number>(q - q0).fill(0)];
}

function reciprocal(z: Complex): Complex {
  const mod2 = z.re * z.re + z.im * z.im;
  return { re: z.re / mod2, im: -z.im / mod2 };
}

/** Coefficients c_1…c_n of Π (1 − z / r_i), real parts (the roots come in conjugate pairs). */
function fromRoots(roots: readonly Complex[]): number[] {
  let poly: Complex[] = [{ re: 1, im: 0 }];
  for (const r of roots) {
    const inv = reciprocal(r);
    const next: Complex[] = [...poly.map((c) => ({ ...c })), { re: 0, im: 0 }];
    poly.forEach((c, k) => {
      const target = next[k + 1] as Complex;
      target.re -= c.re * inv.re - c.im * inv.im;
      target.im -= c.re * inv.im + c.im * inv.re;
    });
    poly = next;
  }
  return poly.slice(1).map((c) => c.re);
}
