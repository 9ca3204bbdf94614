import { mase, smape } from './metrics';
import { ForecastError } from './types';

/** A forecast to score: the CLI's output entry or a competitor's `{id, mean}`. */
export type ScoredEntry = {
  readonly id: string;
  readonly mean?: readonly number[];
  readonly error?: string;
  readonly seconds?: number;
  readonly [bound: string]: unknown;
};

/** The held-out truth of one series and the training part its MASE scale comes from. */
export type Truth = { readonly training: readonly number[]; readonly actual: readonly number[] };

export type ForecastScore = {
  /** Series asked for, and those with a usable forecast. */
  readonly series: number;
  readonly scored: number;
  /** Failed series by error code, e.g. { timeout: 2 }. */
  readonly failures: Readonly<Record<string, number>>;
  /** Mean over scored series of the per-series sMAPE (0–200) and MASE. */
  readonly smape: number | null;
  readonly mase: number | null;
  /** Percent of all (series, step) actuals inside the interval, by level; null without intervals. */
  readonly coverage: Readonly<Record<string, number | null>>;
  readonly medianSeconds: number | null;
};

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length;

function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function maseOrNull(
  actual: readonly number[],
  forecast: readonly number[],
  training: readonly number[],
  m: number,
) {
  try {
    return mase(actual, forecast, training, m);
  } catch (error) {
    // A training part that never changes at lag m has no scale: leave the series out of MASE.
    if (error instanceof ForecastError && error.code === 'undefined_metric') return null;
    throw error;
  }
}

function hits(entry: ScoredEntry, level: number, actual: readonly number[]): number[] | null {
  const lower = entry[`lo${level}`];
  const upper = entry[`hi${level}`];
  if (!Array.isArray(lower) || !Array.isArray(upper)) return null;
  return actual.map((a, i) => (a >= Number(lower[i]) && a <= Number(upper[i]) ? 1 : 0));
}

type Tally = {
  smapes: number[];
  mases: number[];
  seconds: number[];
  inside: Map<number, number[]>;
  failures: Record<string, number>;
};

function tallyEntry(tally: Tally, entry: ScoredEntry | undefined, truth: Truth, m: number): void {
  const { training, actual } = truth;
  if (!entry?.mean || entry.mean.length < actual.length) {
    const code = entry?.error?.split(':')[0] ?? (entry ? 'short_forecast' : 'missing');
    tally.failures[code] = (tally.failures[code] ?? 0) + 1;
    return;
  }
  const forecast = entry.mean.slice(0, actual.length);
  tally.smapes.push(smape(actual, forecast));
  const scaled = maseOrNull(actual, forecast, training, m);
  if (scaled !== null) tally.mases.push(scaled);
  if (typeof entry.seconds === 'number') tally.seconds.push(entry.seconds);
  for (const [level, inside] of tally.inside) inside.push(...(hits(entry, level, actual) ?? []));
}

/**
 * Scores forecasts of held-out data the M3 way (Makridakis & Hibon 2000; Hyndman & Koehler 2006):
 * per-series sMAPE and MASE with the seasonal-naive scale of season `m` on the training part,
 * averaged over series; interval coverage pooled over every forecast step. A series without a
 * forecast counts as a failure (by its error code) and is left out of the means.
 */
export function scoreForecasts(
  entries: readonly ScoredEntry[],
  truth: ReadonlyMap<string, Truth>,
  options: { m: number; levels: readonly number[] },
): ForecastScore {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const tally: Tally = {
    smapes: [],
    mases: [],
    seconds: [],
    inside: new Map(options.levels.map((l) => [l, []])),
    failures: {},
  };
  for (const [id, seriesTruth] of truth) tallyEntry(tally, byId.get(id), seriesTruth, options.m);
  const coverage = Object.fromEntries(
    [...tally.inside].map(([level, inside]) => {
      const share = mean(inside);
      return [String(level), share === null ? null : 100 * share];
    }),
  );
  return {
    series: truth.size,
    scored: tally.smapes.length,
    failures: tally.failures,
    smape: mean(tally.smapes),
    mase: mean(tally.mases),
    coverage,
    medianSeconds: median(tally.seconds),
  };
}
