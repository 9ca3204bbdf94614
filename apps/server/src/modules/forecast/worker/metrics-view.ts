import type { ForecastMetrics, ForecastPath } from '@bus/domain';
import { coverage, mae, mape, mase, rmse, rSquared, smape } from '@bus/forecast';

/** A figure the contract can carry: NaN and ±Infinity (an undefined mean) become null. */
const finiteOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function safe(compute: () => number): number | null {
  try {
    return finiteOrNull(compute());
  } catch {
    // The engine throws where a metric is undefined (R² of a constant stretch): shown as "–".
    return null;
  }
}

/** A path with bounds by level ("80", "95") as the contract's lower80 … upper95. */
export function pathView(
  prediction: { mean: number[]; lower: Record<string, number[]>; upper: Record<string, number[]> },
  labels: readonly string[],
): ForecastPath {
  const bound = (side: Record<string, number[]>, level: string) =>
    prediction.mean.map((m, i) => side[level]?.[i] ?? m);
  return {
    labels: [...labels],
    mean: [...prediction.mean],
    lower80: bound(prediction.lower, '80'),
    upper80: bound(prediction.upper, '80'),
    lower95: bound(prediction.lower, '95'),
    upper95: bound(prediction.upper, '95'),
  };
}

/**
 * A forecast scored on actuals that arrived later (realised accuracy, issue 16 §6): the metrics of
 * a backtest fold, with MASE scaled on the history the forecast was made from.
 */
export function scoreRealised(
  history: readonly number[],
  actual: readonly number[],
  path: ForecastPath,
  seasonLength: number,
): ForecastMetrics {
  const n = actual.length;
  const mean = path.mean.slice(0, n);
  const m = history.length > seasonLength ? seasonLength : 1;
  const inside = (lower: number[], upper: number[]) =>
    safe(() => coverage(actual, lower.slice(0, n), upper.slice(0, n)));
  return {
    rmse: safe(() => rmse(actual, mean)),
    mae: safe(() => mae(actual, mean)),
    mape: safe(() => mape(actual, mean)),
    r2: n > 1 ? safe(() => rSquared(actual, mean)) : null,
    smape: safe(() => smape(actual, mean)),
    mase: history.length > m ? safe(() => mase(actual, mean, history, m)) : null,
    coverage80: inside(path.lower80, path.upper80),
    coverage95: inside(path.lower95, path.upper95),
  };
}
