import type { ModelName } from '../models';
import results from './m3-results.json' with { type: 'json' };

/** One model's scores on the held-out 18 months of the M3 monthly series (docs/forecasting.md §6). */
export type M3ModelFigures = {
  /** Series scored: all 1,228 for the fast models, a stratified sample for the slow ones. */
  readonly series: number;
  /** Which series, e.g. "all 1,228" or "stratified sample of 150 (seed 1)". */
  readonly sample: string;
  /** Mean sMAPE (0–200) and mean MASE (seasonal-naive scale, m = 12) over the series. */
  readonly smape: number;
  readonly mase: number;
  /** Percent of held-out values inside the 80 % and 95 % intervals. */
  readonly coverage80: number | null;
  readonly coverage95: number | null;
  /** Median seconds of fit and forecast per series on the benchmark machine. */
  readonly medianSeconds: number;
};

export type M3Benchmark = {
  /** Data set, date and machine of the run. */
  readonly source: string;
  readonly horizon: number;
  readonly models: Readonly<Partial<Record<ModelName, M3ModelFigures>>>;
};

/** Written by `npm run bench:forecast -- --summary`; the type check keeps the file in shape. */
const BENCHMARK: M3Benchmark = results;

/** The committed M3 benchmark summary, for the product's model portal. */
export function m3Benchmark(): M3Benchmark {
  return BENCHMARK;
}
