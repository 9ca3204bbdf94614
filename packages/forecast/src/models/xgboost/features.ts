/**
 * Supervised rows for the trees. Trees cannot extrapolate, so every row is normalised by the level
 * of its own window (mean of the last season): the tree learns ratios like "next month ≈ 1.04 ×
 * the last 12 months' mean", which carry over to levels the history never reached. Series with a
 * zero or negative value are normalised additively, (v − level) / mean|y|, instead.
 *
 * Features: lags 1…p (p = season length when the series allows; lag m is the seasonal lag),
 * rolling means of the last 3 and 6 values and the position in the season (month of year for
 * monthly data). No time index: every forecast step lies beyond the training range, so a tree
 * would put it in its last split and replay whatever the final stretch of history did (on M3
 * monthly the index cost 1.3 sMAPE; the normalised lags carry the trend instead).
 */
export type Normaliser = {
  readonly ratio: boolean;
  /** Global scale of the additive mode. */
  readonly scale: number;
  readonly lags: number;
  readonly season: number;
  /** Season position of values[0] (e.g. start month − 1 for monthly data). */
  readonly phase: number;
};

const ROLLING_WINDOWS = [3, 6] as const;

export function makeNormaliser(
  values: readonly number[],
  season: number,
  lags: number,
  phase: number,
): Normaliser {
  const ratio = values.every((v) => v > 0);
  const meanAbs = values.reduce((s, v) => s + Math.abs(v), 0) / values.length;
  return { ratio, scale: meanAbs > 0 ? meanAbs : 1, lags, season, phase };
}

/** Level of the window just before index t: mean of the last min(season, lags) values. */
export function levelAt(history: readonly number[], t: number, norm: Normaliser): number {
  const width = Math.min(norm.season, norm.lags);
  let sum = 0;
  for (let k = 1; k <= width; k++) sum += history[t - k] ?? 0;
  return sum / width;
}

export function normalise(value: number, level: number, norm: Normaliser): number {
  return norm.ratio ? value / level - 1 : (value - level) / norm.scale;
}

export function denormalise(z: number, level: number, norm: Normaliser): number {
  return norm.ratio ? level * (1 + z) : level + z * norm.scale;
}

/** Feature row for predicting history[t] from history[0…t−1]. */
/** Name of the season-position feature by season length, as a reader of the chart calls it. */
const SEASON_FEATURE: Readonly<Record<number, string>> = {
  12: 'month',
  4: 'quarter',
  52: 'week_of_year',
  7: 'weekday',
};

/** Names of featureRow's columns, in its order: lag_1 … lag_p, rolling_mean_3/6, the season position. */
export function featureNames(norm: Normaliser): string[] {
  return [
    ...Array.from({ length: norm.lags }, (_, k) => `lag_${k + 1}`),
    ...ROLLING_WINDOWS.map((window) => `rolling_mean_${window}`),
    SEASON_FEATURE[norm.season] ?? 'season_position',
  ];
}

export function featureRow(history: readonly number[], t: number, norm: Normaliser): number[] {
  const level = levelAt(history, t, norm);
  const row: number[] = [];
  for (let k = 1; k <= norm.lags; k++) row.push(normalise(history[t - k] ?? level, level, norm));
  for (const window of ROLLING_WINDOWS) {
    const width = Math.min(window, norm.lags);
    let sum = 0;
    for (let k = 1; k <= width; k++) sum += history[t - k] ?? level;
    row.push(normalise(sum / width, level, norm));
  }
  row.push((norm.phase + t) % norm.season);
  return row;
}

export function trainingRows(
  values: readonly number[],
  norm: Normaliser,
): { x: number[][]; y: number[] } {
  const x: number[][] = [];
  const y: number[] = [];
  for (let t = norm.lags; t < values.length; t++) {
    x.push(featureRow(values, t, norm));
    y.push(normalise(values[t] ?? 0, levelAt(values, t, norm), norm));
  }
  return { x, y };
}
