import { initialStateCovariance } from './state-covariance';

/** What one pass of the Kalman filter over an ARMA series yields (Var e = 1 scaling). */
export type KalmanResult = {
  /** Σ v_t² / F_t: σ² is concentrated out as ssq / n. */
  readonly ssq: number;
  /** Σ log F_t. */
  readonly sumLog: number;
  readonly n: number;
  /** Standardised innovations v_t / √F_t. */
  readonly residuals: number[];
  /** Predicted state a_(n+1|n), the start of the forecast. */
  readonly state: Float64Array;
};

/** Stop updating P once F_t is this close to its limit 1: P has reached R R' (invertible MA). */
const STEADY_STATE_TOLERANCE = 1e-9;

/**
 * Exact Gaussian likelihood pieces of a zero-mean ARMA series via the Kalman filter on the state
 * form of Gardner, Harvey & Phillips (1980) / Durbin & Koopman §3.4: a_t = T a_(t−1) + R e_t,
 * y_t = a_1,t, T = [φ | shift], R = (1, θ_1, …, θ_(r−1))'. Null when φ is not stationary.
 */
export function armaKalman(
  values: readonly number[],
  phi: readonly number[],
  theta: readonly number[],
): KalmanResult | null {
  const r = Math.max(phi.length, theta.length + 1);
  const p0 = initialStateCovariance(phi, theta, r);
  if (!p0) return null;
  const phiR = Float64Array.from({ length: r }, (_, i) => phi[i] ?? 0);
  const rVec = Float64Array.from({ length: r }, (_, i) => (i === 0 ? 1 : (theta[i - 1] ?? 0)));
  const buffers = { p: p0, next: new Float64Array(r * r), column: new Float64Array(r) };
  const a = new Float64Array(r);
  const residuals: number[] = [];
  let ssq = 0;
  let sumLog = 0;
  let steady = false;
  for (const y of values) {
    const v = y - (a[0] ?? 0);
    const f: number = steady ? 1 : (buffers.p[0] ?? 0);
    if (!(f > 0) || !Number.isFinite(f)) return null;
    ssq += (v * v) / f;
    sumLog += Math.log(f);
    residuals.push(v / Math.sqrt(f));
    if (steady) {
      for (let i = 0; i < r; i++) a[i] = (a[i] ?? 0) + (rVec[i] ?? 0) * v;
    } else {
      for (let i = 0; i < r; i++) a[i] = (a[i] ?? 0) + ((buffers.p[i * r] ?? 0) * v) / f;
      propagateCovariance(buffers, rVec, r, f);
      steady = Math.abs(f - 1) < STEADY_STATE_TOLERANCE;
    }
    predictState(a, phiR, r);
  }
  return { ssq, sumLog, n: values.length, residuals, state: a };
}

/** a ← T a. */
export function predictState(a: Float64Array, phi: Float64Array, r: number): void {
  const first = a[0] ?? 0;
  for (let i = 0; i < r - 1; i++) a[i] = (phi[i] ?? 0) * first + (a[i + 1] ?? 0);
  a[r - 1] = (phi[r - 1] ?? 0) * first;
}

type Buffers = { p: Float64Array; next: Float64Array; column: Float64Array };

/**
 * Measurement update U = P − P[:,0] P[0,:] / F, then the prediction T U T' + R R' into the spare
 * buffer. Row and column 0 of U vanish (y_t = a_1,t is observed exactly), so T U T' is just U
 * shifted up and left by one: O(r²) without the φ terms or a matrix product.
 */
function propagateCovariance(buffers: Buffers, rVec: Float64Array, r: number, f: number): void {
  const { p, next, column } = buffers;
  for (let i = 0; i < r; i++) column[i] = (p[i * r] as number) / Math.sqrt(f);
  for (let i = 0; i < r; i++) {
    const ri = rVec[i] as number;
    const ci = i + 1 < r ? (column[i + 1] as number) : 0;
    const row = (i + 1) * r;
    for (let j = i; j < r; j++) {
      const shifted =
        i + 1 < r && j + 1 < r ? (p[row + j + 1] as number) - ci * (column[j + 1] as number) : 0;
      const value = shifted + ri * (rVec[j] as number);
      next[i * r + j] = value;
      next[j * r + i] = value;
    }
  }
  buffers.p = next;
  buffers.next = p;
}
