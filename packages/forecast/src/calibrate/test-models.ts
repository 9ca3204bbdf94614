import { normalQuantile } from '../numeric/normal-quantile';
import { mulberry32, normalSampler } from '../numeric/random';
import { DEFAULT_LEVELS, type ForecastModel, type Series, throwIfAborted } from '../types';

/**
 * Test stand-ins for the calibration tests: a series of known noise and a model whose intervals
 * are `width` times the right ones, so the tests know what a calibrated interval should cover.
 */
export function noisySeries(seed: number, length: number, sd = 10): Series {
  const draw = normalSampler(mulberry32(seed));
  return { values: Array.from({ length }, () => 100 + sd * draw()), frequency: 12 };
}

export type MeanModelParams = { readonly auto_optimize: boolean };

export type MeanModelProbe = {
  /** Parameters and training length of every fit, in order. */
  readonly fits: { params: MeanModelParams; length: number }[];
  /** Called at the start of each fit (to abort, or to use up time). */
  onFit?: (fit: number) => void;
};

/**
 * Forecasts the training mean flat, with normal intervals of the sample standard deviation times
 * `width` (1 gives about the right coverage on independent noise; 0.5 intervals half as wide).
 */
export function meanModel(width: number, probe: MeanModelProbe): ForecastModel<MeanModelParams> {
  return {
    name: 'mean',
    defaults: { auto_optimize: false },
    parseParams: () => ({ auto_optimize: false }),
    async fit(series, params, options) {
      probe.fits.push({ params, length: series.values.length });
      probe.onFit?.(probe.fits.length);
      throwIfAborted(options?.signal);
      const n = series.values.length;
      const mean = series.values.reduce((s, v) => s + v, 0) / n;
      const variance = series.values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
      const sd = Math.sqrt(variance * (1 + 1 / n)) * width;
      return {
        name: 'mean',
        residuals: series.values.map((v) => v - mean),
        info: { description: 'training mean' },
        predict(h, levels = DEFAULT_LEVELS) {
          const flat = (shift: number) => Array.from({ length: h }, () => mean + shift);
          const entries = levels.map((l) => [String(l), normalQuantile(0.5 + l / 200) * sd]);
          return {
            mean: flat(0),
            lower: Object.fromEntries(entries.map(([k, q]) => [k, flat(-Number(q))])),
            upper: Object.fromEntries(entries.map(([k, q]) => [k, flat(Number(q))])),
          };
        },
      };
    },
  };
}
