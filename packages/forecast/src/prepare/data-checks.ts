import { OUTLIER_THRESHOLD, outlierIndices } from './outliers';
import { RECOMMENDED_POINTS, RECOMMENDED_POINTS_NBEATS } from './rules';

/**
 * What the input step explains beside the preview chart before a run (spec §5 "Forecast upload";
 * the contract's DataCheck in packages/domain/src/api/forecast.ts). These are warnings and notes,
 * never refusals: gaps, duplicates, unreadable cells and mixed frequencies are thrown by
 * prepareSeries with their row instead.
 */
export type DataCheckCode =
  | 'too-few-points'
  | 'few-points'
  | 'negative-values'
  | 'zero-values'
  | 'outliers'
  | 'constant'
  | 'limited-to-24-months';

export type DataCheck = {
  readonly code: DataCheckCode;
  readonly severity: 'warning' | 'info';
  /** Period labels concerned (outliers, negatives, zeros), at most MAX_PERIODS. */
  readonly periods: string[];
  readonly params: Readonly<Record<string, string | number>>;
};

/** The contract lists at most 20 periods per check; `params.count` says how many there are. */
export const MAX_PERIODS = 20;

export type CheckedValues = {
  readonly values: readonly number[];
  readonly labels: readonly string[];
  /** Season length (12 monthly): the outlier rule compares each value with its own season. */
  readonly frequency: number;
  /** Points the 24-month limit removed. */
  readonly dropped?: number;
};

function where(values: readonly number[], labels: readonly string[], test: (v: number) => boolean) {
  const indices = values.flatMap((v, i) => (test(v) ? [i] : []));
  const periods = indices.slice(0, MAX_PERIODS).map((i) => labels[i] ?? String(i + 1));
  return { count: indices.length, periods };
}

function lengthChecks(n: number): DataCheck[] {
  if (n < RECOMMENDED_POINTS) {
    const params = { points: n, recommended: RECOMMENDED_POINTS };
    return [{ code: 'too-few-points', severity: 'warning', periods: [], params }];
  }
  if (n < RECOMMENDED_POINTS_NBEATS) {
    // Enough for every model but N-BEATS, which the spec recommends 50+ points for.
    const params = { points: n, recommended: RECOMMENDED_POINTS_NBEATS, model: 'nbeats' };
    return [{ code: 'few-points', severity: 'info', periods: [], params }];
  }
  return [];
}

function valueChecks({ values, labels, frequency }: CheckedValues): DataCheck[] {
  const first = values[0] ?? 0;
  if (values.every((v) => v === first)) {
    // Every model but seasonal naive refuses a constant series (rules.ts checkSeriesForModel).
    return [{ code: 'constant', severity: 'warning', periods: [], params: { value: first } }];
  }
  const checks: DataCheck[] = [];
  const negative = where(values, labels, (v) => v < 0);
  if (negative.count > 0) {
    const { count, periods } = negative;
    checks.push({ code: 'negative-values', severity: 'warning', periods, params: { count } });
  }
  // Zeros make MAPE undefined and rule out multiplicative seasonality and log transforms.
  const zero = where(values, labels, (v) => v === 0);
  if (zero.count > 0) {
    const { count, periods } = zero;
    checks.push({ code: 'zero-values', severity: 'info', periods, params: { count } });
  }
  const outliers = outlierIndices(values, frequency);
  if (outliers.length > 0) {
    const periods = outliers.slice(0, MAX_PERIODS).map((i) => labels[i] ?? String(i + 1));
    const params = { count: outliers.length, threshold: OUTLIER_THRESHOLD };
    checks.push({ code: 'outliers', severity: 'warning', periods, params });
  }
  return checks;
}

/**
 * The data checks of a prepared series: too few points (< 24, a warning) or few (< 50, a note
 * for N-BEATS), a constant series, negative and zero values, outliers (outliers.ts says the
 * rule), and the points the 24-month limit dropped.
 */
export function dataChecks(input: CheckedValues): DataCheck[] {
  const checks = [...lengthChecks(input.values.length), ...valueChecks(input)];
  const dropped = input.dropped ?? 0;
  if (dropped > 0) {
    const params = { dropped, kept: input.values.length };
    checks.push({ code: 'limited-to-24-months', severity: 'info', periods: [], params });
  }
  return checks;
}
