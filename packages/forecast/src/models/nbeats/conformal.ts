import { quantile } from '../../quantile';
import { ForecastError, type Prediction } from '../../types';

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
  readonly scores: readonly number[];
  /** 'held-out' windows, or the naive model's one-step changes for a series too short to hold out. */
  readonly source: 'held-out' | 'naive';
  readonly windows: number;
};

export function calibrationFromErrors(errors: readonly (readonly number[])[]): Calibration {
  const scores = errors.flatMap((row) => row.map((e, j) => e / Math.sqrt(j + 1)));
  return { scores, source: 'held-out', windows: errors.length };
}

/** The naive model's errors y(t) − y(t−1): honest, if wide, when no window can be held out. */
export function naiveCalibration(values: readonly number[]): Calibration {
  const scores = values.slice(1).map((v, i) => v - (values[i] ?? v));
  return { scores: scores.length > 0 ? scores : [0], source: 'naive', windows: 0 };
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
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`, {
        min: 0,
        max: 100,
        got: level,
      });
    }
    // Absolute scores: one quantile from the whole sample instead of two thin tails; the
    // (n + 1)/n factor is the finite-sample correction that gives split conformal its coverage.
    const q = quantile(magnitudes, Math.min(1, (level / 100) * ((n + 1) / n)));
    lower[String(level)] = mean.map((m, i) => m - q * Math.sqrt(i + 1));
    upper[String(level)] = mean.map((m, i) => m + q * Math.sqrt(i + 1));
  }
  return { lower, upper };
}
