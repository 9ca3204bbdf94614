import { quantile } from '../quantile';
import type { Prediction } from '../types';

/**
 * A model's interval multipliers at 50 %, 80 % and 95 %, learned on the M3 monthly series
 * (m3-calibration.ts). Levels in between are interpolated linearly; below 50 % the 50 % factor
 * and above 95 % the 95 % factor apply, since no level outside that range was measured.
 */
export type LevelFactors = { readonly 50: number; readonly 80: number; readonly 95: number };

/**
 * Shrinkage of the series' own scale toward 1 (scale^λ) unless a model says otherwise: a median
 * of a few dozen correlated errors is noisy. On 300 M3 series, at equal coverage, λ = 0.5 gave
 * narrower intervals (lower interval score) than none (one factor for every series) or the full
 * scale (λ = 1).
 */
export const SCALE_SHRINK = 0.5;
/** Fewest error ratios worth a median: one short fold's worth. Fewer falls back to the M3 factors. */
export const MIN_RATIOS = 6;
/** Bounds on the raw scale: the backtest may correct a model's intervals, not replace them. */
const MIN_SCALE = 1 / 3;
const MAX_SCALE = 3;

/**
 * The series' scale from its backtest error ratios (|error| / 50 % half-width): their median,
 * bounded, shrunk toward 1 by the exponent `shrink`; undefined when there are too few ratios.
 */
export function seriesScale(ratios: readonly number[], shrink = SCALE_SHRINK): number | undefined {
  if (ratios.length < MIN_RATIOS) return undefined;
  const raw = quantile(ratios, 0.5);
  return Math.min(Math.max(raw, MIN_SCALE), MAX_SCALE) ** shrink;
}

const KNOTS = [50, 80, 95] as const;

/** The factor of `level` (percent) by linear interpolation between the measured levels. */
export function factorAt(factors: LevelFactors, level: number): number {
  if (level <= KNOTS[0]) return factors[50];
  if (level >= KNOTS[2]) return factors[95];
  const [low, high] = level <= KNOTS[1] ? [KNOTS[0], KNOTS[1]] : [KNOTS[1], KNOTS[2]];
  const share = (level - low) / (high - low);
  return factors[low] + share * (factors[high] - factors[low]);
}

/** Every factor multiplied by `scale` (the series' own, or 1). */
export function scaled(factors: LevelFactors, scale: number): LevelFactors {
  return { 50: factors[50] * scale, 80: factors[80] * scale, 95: factors[95] * scale };
}

/**
 * Stretches each side of every interval by its level's factor. The mean is the same array, so
 * point forecasts cannot change; a side keeps its length relative to the other (asymmetric
 * intervals, e.g. of a model on logs, stay asymmetric).
 */
export function stretchIntervals(p: Prediction, factors: LevelFactors): Prediction {
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const key of Object.keys(p.lower)) {
    const factor = factorAt(factors, Number(key));
    lower[key] = p.mean.map((m, i) => m - factor * (m - (p.lower[key]?.[i] ?? m)));
    upper[key] = p.mean.map((m, i) => m + factor * ((p.upper[key]?.[i] ?? m) - m));
  }
  return { mean: p.mean, lower, upper };
}
