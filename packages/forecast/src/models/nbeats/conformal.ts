import { quantile } from '../../quantile';
import { ForecastError, type Prediction } from '../../types';
import type { Windows } from './windows';

/**
 * Split-conformal intervals (Stankeviciute et al. 2021 for multi-step forecasts, simplified):
 * forecast errors on windows the network never trained on, each divided by √step so that the
 * errors of all steps can be pooled into one sample (a handful of windows per step is too few for
 * a 95 % quantile), and multiplied back by √h — the growth of a random walk's error, which also
 * carries the intervals beyond output_chunk_length where the forecast is recursive. The intervals
 * are symmetric: on simulated random walks separate lower and upper quantiles, each from a thin
 * tail of correlated errors, covered 80 % where 95 % was claimed; absolute errors gave 92–95 %.
 */
export type Calibration = {
  /** Errors divided by √step, in `unit`s. */
  readonly scores: readonly number[];
  /** What one score is worth in the series' units at the forecast origin. */
  readonly unit: number;
  /** 'held-out' windows, or the naive model's one-step changes for a series too short to hold out. */
  readonly source: 'held-out' | 'naive';
  readonly windows: number;
};

/**
 * Scores from the held-out windows' scaled forecasts (count × H) and targets, observed steps only.
 * Scaled errors are relative to each window's level (or the series' scale), so `unit` — the
 * forecast origin's — carries them to the level the forecast starts from.
 */
export function calibrationFromWindows(
  forecasts: Float32Array,
  windows: Windows,
  H: number,
  unit: number,
): Calibration {
  const scores: number[] = [];
  forecasts.forEach((f, i) => {
    if (windows.mask[i]) scores.push(((windows.targets[i] ?? f) - f) / Math.sqrt((i % H) + 1));
  });
  return { scores, unit, source: 'held-out', windows: windows.count };
}

/** The naive model's errors y(t) − y(t−1): honest, if wide, when no window can be held out. */
export function naiveCalibration(values: readonly number[]): Calibration {
  const scores = values.slice(1).map((v, i) => v - (values[i] ?? v));
  return { scores: scores.length > 0 ? scores : [0], unit: 1, source: 'naive', windows: 0 };
}

export function conformalIntervals(
  mean: readonly number[],
  calibration: Calibration,
  levels: readonly number[],
): Pick<Prediction, 'lower' | 'upper'> {
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  const n = calibration.scores.length;
  const magnitudes = calibration.scores.map(Math.abs);
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`);
    }
    // Absolute scores: one quantile from the whole sample instead of two thin tails; the
    // (n + 1)/n factor is the finite-sample correction that gives split conformal its coverage.
    const q = calibration.unit * quantile(magnitudes, Math.min(1, (level / 100) * ((n + 1) / n)));
    lower[String(level)] = mean.map((m, i) => m - q * Math.sqrt(i + 1));
    upper[String(level)] = mean.map((m, i) => m + q * Math.sqrt(i + 1));
  }
  return { lower, upper };
}
