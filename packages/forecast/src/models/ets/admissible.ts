import { LOWER, UPPER } from './ets-init';
import type { EtsSpec, Smoothing } from './ets-spec';

/**
 * forecast::ets `bounds = "both"`: a parameter set is allowed when it lies in the usual box
 * (β ≤ α, γ ≤ 1 − α) and in the admissible region of Hyndman, Akram & Archibald (2008), "The
 * admissible parameter space for exponential smoothing models", where the forecasts do not depend
 * explosively on the distant past.
 */
export function isAllowedSmoothing(spec: EtsSpec, p: Smoothing, m: number): boolean {
  return inUsualBox(spec, p) && isAdmissible(spec, p, m);
}

function inUsualBox(spec: EtsSpec, p: Smoothing): boolean {
  if (p.alpha < LOWER.alpha || p.alpha > UPPER.alpha) return false;
  if (spec.trend !== 'N' && (p.beta < LOWER.beta || p.beta > p.alpha || p.beta > UPPER.beta)) {
    return false;
  }
  if (spec.damped && (p.phi < LOWER.phi || p.phi > UPPER.phi)) return false;
  if (spec.season !== 'N') {
    if (p.gamma < LOWER.gamma || p.gamma > 1 - p.alpha || p.gamma > UPPER.gamma) return false;
  }
  return true;
}

/** Slack on the unit circle, as in forecast::ets (roots up to 1 + 1e-10 in modulus pass). */
const ROOT_SLACK = 1e-10;

function isAdmissible(spec: EtsSpec, p: Smoothing, m: number): boolean {
  const { alpha, gamma, phi } = p;
  const beta = spec.trend === 'N' ? 0 : p.beta;
  if (phi < 0 || phi > 1 + 1e-8) return false;
  if (spec.season === 'N') {
    if (alpha < 1 - 1 / phi || alpha > 1 + 1 / phi) return false;
    return spec.trend === 'N' || (beta >= alpha * (phi - 1) && beta <= (1 + phi) * (2 - alpha));
  }
  if (m <= 1) return true;
  // Admissible-region conditions of Hyndman, Akram & Archibald (2008) §3 for seasonal models.
  if (gamma < Math.max(1 - 1 / phi - alpha, 0) || gamma > 1 + 1 / phi - alpha) return false;
  if (alpha < 1 - 1 / phi - (gamma * (1 - m + phi + phi * m)) / (2 * phi * m)) return false;
  if (beta < -(1 - phi) * (gamma / m + alpha)) return false;
  // Characteristic polynomial z^(m+1) + (α+β−φ)z^m + (α+β−αφ)(z^(m−1)+…+z^2) + (α+β−αφ+γ−1)z
  // + φ(1−α−γ), highest power first; all its roots must lie in the unit circle.
  const coefficients = scratchCoefficients(m + 2);
  coefficients[0] = 1;
  coefficients[1] = alpha + beta - phi;
  coefficients.fill(alpha + beta - alpha * phi, 2, m);
  coefficients[m] = alpha + beta - alpha * phi + gamma - 1;
  coefficients[m + 1] = phi * (1 - alpha - gamma);
  return rootsWithinRadius(coefficients, 1 + ROOT_SLACK);
}

/**
 * Schur–Cohn test: true when every root of the polynomial (coefficients highest power first) has
 * modulus below `radius`. Each step checks |a0| < |an| and replaces p(z) by
 * (an·p(z) − a0·p*(z)) / z, one degree lower with the same roots-inside property (Rouché).
 */
export function rootsWithinRadius(coefficients: ArrayLike<number>, radius: number): boolean {
  const degree = coefficients.length - 1;
  // Ascending order, scaled so that the question becomes "inside the unit circle". Reused typed
  // arrays and in-place steps: the optimiser asks this for every candidate point.
  let a = scratch(0, degree + 1);
  let next = scratch(1, degree + 1);
  for (let k = 0; k <= degree; k++) a[k] = (coefficients[degree - k] ?? 0) * radius ** k;
  for (let n = degree; n > 0; n--) {
    const lead = a[n] ?? 0;
    const constant = a[0] ?? 0;
    if (Math.abs(constant) >= Math.abs(lead)) return false;
    for (let k = 1; k <= n; k++) next[k - 1] = lead * (a[k] ?? 0) - constant * (a[n - k] ?? 0);
    // Rescale so the leading coefficient is 1: a dozen products in a row could underflow.
    const nextLead = next[n - 1] ?? 1;
    for (let k = 0; k < n; k++) next[k] = (next[k] ?? 0) / nextLead;
    [a, next] = [next, a];
  }
  return true;
}

let coefficientBuffer = new Float64Array(26);

function scratchCoefficients(length: number): Float64Array {
  if (coefficientBuffer.length !== length) coefficientBuffer = new Float64Array(length);
  return coefficientBuffer;
}

/** Two work buffers shared by every call (the test is synchronous, so they are never in use twice). */
const buffers: Float64Array[] = [new Float64Array(32), new Float64Array(32)];

function scratch(which: 0 | 1, length: number): Float64Array {
  const buffer = buffers[which] ?? new Float64Array(length);
  if (buffer.length >= length) return buffer;
  const grown = new Float64Array(length);
  buffers[which] = grown;
  return grown;
}
