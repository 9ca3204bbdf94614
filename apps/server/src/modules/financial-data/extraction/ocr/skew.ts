import type { InkImage } from './grey-image';

/** Scans are fed by hand or photographed: a few degrees at most (the scans: ±2°). */
export const MAX_SKEW_DEGREES = 4;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.025;
/** Ink pixels used for the estimate; more adds time, not precision. */
const MAX_SAMPLES = 200_000;

/**
 * How far a page is turned clockwise, in degrees, found by projection profiles: text lines and
 * table rules make sharp peaks in the ink counted along rows once the rows follow the page's
 * own slant, so the angle whose profile has the largest sum of squares is the page's. Turn the
 * page back by the negative of it.
 */
export function estimateSkew(ink: InkImage): number {
  const points = inkPoints(ink);
  let best = 0;
  let bestScore = -1;
  for (let a = -MAX_SKEW_DEGREES; a <= MAX_SKEW_DEGREES + 1e-9; a += COARSE_STEP) {
    const score = profileScore(points, ink.height, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  const coarse = best;
  for (let a = coarse - COARSE_STEP; a <= coarse + COARSE_STEP + 1e-9; a += FINE_STEP) {
    const score = profileScore(points, ink.height, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return Math.round(best * 1000) / 1000;
}

function inkPoints(ink: InkImage): { xs: Int32Array; ys: Int32Array } {
  let count = 0;
  for (const v of ink.data) count += v;
  const stride = Math.max(1, Math.ceil(count / MAX_SAMPLES));
  const xs: number[] = [];
  const ys: number[] = [];
  let seen = 0;
  for (let i = 0; i < ink.data.length; i++) {
    if (!ink.data[i]) continue;
    if (seen++ % stride !== 0) continue;
    xs.push(i % ink.width);
    ys.push(Math.floor(i / ink.width));
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

function profileScore(points: { xs: Int32Array; ys: Int32Array }, height: number, degrees: number) {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const margin = Math.ceil(Math.abs(slope) * 1e5) + height;
  const bins = new Float64Array(2 * margin + height);
  for (let i = 0; i < points.xs.length; i++) {
    const row = Math.round((points.ys[i] ?? 0) - (points.xs[i] ?? 0) * slope) + margin;
    if (row >= 0 && row < bins.length) bins[row] = (bins[row] ?? 0) + 1;
  }
  let score = 0;
  for (const b of bins) score += b * b;
  return score;
}
