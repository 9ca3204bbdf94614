import { ForecastError } from './types';

/**
 * Sample quantile with linear interpolation between order statistics (Hyndman & Fan type 7,
 * the default of R and NumPy), so interval bounds match what analysts get from those tools.
 */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new ForecastError('empty_input', 'quantile of an empty sample');
  if (!(p >= 0 && p <= 1))
    throw new ForecastError('invalid_level', `probability ${p} not in [0, 1]`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (position - below);
}
