import { quantile } from '../quantile';
import { ForecastError, type Prediction } from '../types';
import { normalQuantile } from './normal-quantile';

/** Throws 'invalid_horizon' / 'invalid_level' before any work is done for a bad request. */
export function checkPredictionRequest(h: number, levels: readonly number[]): void {
  if (!Number.isInteger(h) || h < 1) {
    throw new ForecastError('invalid_horizon', `horizon must be a positive integer, got ${h}`);
  }
  for (const level of levels) {
    if (!(level > 0 && level < 100)) {
      throw new ForecastError('invalid_level', `interval level must be in (0, 100), got ${level}`);
    }
  }
}

/** Symmetric normal intervals mean ± z·sd, z the (50 + level/2) % normal quantile. */
export function normalPrediction(
  mean: readonly number[],
  sd: readonly number[],
  levels: readonly number[],
): Prediction {
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of levels) {
    const z = normalQuantile(0.5 + level / 200);
    lower[String(level)] = mean.map((value, i) => value - z * (sd[i] ?? 0));
    upper[String(level)] = mean.map((value, i) => value + z * (sd[i] ?? 0));
  }
  return { mean: [...mean], lower, upper };
}

/** Intervals from simulated future paths: per step, the empirical quantiles of the draws. */
export function sampledPrediction(
  mean: readonly number[],
  drawsByStep: readonly (readonly number[])[],
  levels: readonly number[],
): Prediction {
  const lower: Record<string, number[]> = {};
  const upper: Record<string, number[]> = {};
  for (const level of levels) {
    const tail = (1 - level / 100) / 2;
    lower[String(level)] = drawsByStep.map((draws) => quantile(draws, tail));
    upper[String(level)] = drawsByStep.map((draws) => quantile(draws, 1 - tail));
  }
  return { mean: [...mean], lower, upper };
}
