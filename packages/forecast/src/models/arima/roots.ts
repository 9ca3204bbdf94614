/** forecast::auto.arima rejects a model whose AR or MA roots lie within 1.01 of the unit circle. */
const MIN_ROOT_MODULUS = 1.01;

export type Complex = { re: number; im: number };

function evaluate(coefs: readonly number[], z: Complex): Complex {
  let re = 0;
  let im = 0;
  for (let k = coefs.length - 1; k >= 0; k--) {
    const nextRe = re * z.re - im * z.im + (coefs[k] ?? 0);
    im = re * z.im + im * z.re;
    re = nextRe;
  }
  return { re, im };
}

/**
 * Roots of c_0 + c_1 z + … + c_n z^n by the Durand–Kerner iteration (degree ≤ 5 here, so a
 * fixed number of sweeps suffices).
 */
export function polynomialRoots(coefs: readonly number[]): Complex[] {
  const n = coefs.length - 1;
  const lead = coefs[n] ?? 1;
  const monic = coefs.map((c) => c / lead);
  let roots = Array.from({ length: n }, (_, k) => ({
    re: 0.9 * Math.cos((2 * Math.PI * k) / n + 0.4),
    im: 0.9 * Math.sin((2 * Math.PI * k) / n + 0.4),
  }));
  for (let sweep = 0; sweep < 200; sweep++) {
    roots = roots.map((z, i) => {
      let den: Complex = { re: 1, im: 0 };
      roots.forEach((w, j) => {
        if (j === i) return;
        const dr = z.re - w.re;
        const di = z.im - w.im;
        den = { re: den.re * dr - den.im * di, im: den.re * di + den.im * dr };
      });
      const num = evaluate(monic, z);
      const mag = den.re * den.re + den.im * den.im || 1e-300;
      return {
        re: z.re - (num.re * den.re + num.im * den.im) / mag,
        im: z.im - (num.im * den.re - num.re * den.im) / mag,
      };
    });
  }
  return roots;
}

/** Smallest root modulus of 1 + Σ sign·c_k z^k, as a polynomial in z^lag (|z| = |root|^(1/lag)). */
function minRootModulus(coefs: readonly number[], sign: number, lag: number): number {
  let last = coefs.length;
  while (last > 0 && Math.abs(coefs[last - 1] ?? 0) < 1e-8) last--;
  if (last === 0) return Number.POSITIVE_INFINITY;
  const poly = [1, ...coefs.slice(0, last).map((c) => sign * c)];
  const moduli = polynomialRoots(poly).map((z) => Math.hypot(z.re, z.im) ** (1 / lag));
  return Math.min(...moduli);
}

/**
 * R's arCheck: the AR polynomial 1 − Σ φ_k z^k has every root strictly outside the unit circle.
 * stats::arima stops with "non-stationary AR part from CSS" when the CSS estimate fails it.
 */
export function isStationaryAr(phi: readonly number[]): boolean {
  let last = phi.length;
  while (last > 0 && (phi[last - 1] ?? 0) === 0) last--;
  if (last === 0) return true;
  const poly = [1, ...phi.slice(0, last).map((c) => -c)];
  return polynomialRoots(poly).every((z) => Math.hypot(z.re, z.im) > 1);
}

/** True when every AR and MA factor keeps its roots at least 1.01 from the origin. */
export function rootsAreSafe(
  factors: { ar: number[]; ma: number[]; sar: number[]; sma: number[] },
  s: number,
): boolean {
  return (
    minRootModulus(factors.ar, -1, 1) >= MIN_ROOT_MODULUS &&
    minRootModulus(factors.ma, 1, 1) >= MIN_ROOT_MODULUS &&
    minRootModulus(factors.sar, -1, s) >= MIN_ROOT_MODULUS &&
    minRootModulus(factors.sma, 1, s) >= MIN_ROOT_MODULUS
  );
}
