import type { ForecastPath, RealisedAccuracy } from '@bus/domain';
import type { ForecastPool } from './forecast-pool';
import type { RunRow } from './run-repo';
import type { StoredResult } from './run-view';
import type { SeriesRepo } from './series-repo';

/** The forecast's entries at `indices` (the periods that now have an actual). */
function pick(path: ForecastPath, indices: readonly number[]): ForecastPath {
  const at = (values: number[]) => indices.map((i) => values[i] ?? Number.NaN);
  return {
    labels: indices.map((i) => path.labels[i] ?? ''),
    mean: at(path.mean),
    lower80: at(path.lower80),
    upper80: at(path.upper80),
    lower95: at(path.lower95),
    upper95: at(path.upper95),
  };
}

/**
 * Realised accuracy (issue 16 §6): a forecast run scored on the actuals its saved series has
 * received since (POST /series again with more months), period by period, with the backtest's
 * metrics computed in the forecast pool (the engine's formulas, never on the main thread).
 */
export async function realisedAccuracy(
  row: RunRow,
  seriesRepo: SeriesRepo,
  pool: ForecastPool,
): Promise<RealisedAccuracy> {
  const empty: RealisedAccuracy = {
    runId: row.id,
    seriesId: row.seriesId,
    periods: [],
    metrics: null,
  };
  const forecast =
    row.status === 'succeeded' ? (row.result as StoredResult | null)?.forecast : undefined;
  if (!forecast || !row.seriesId) return empty;
  const series = await seriesRepo.get(row.seriesId);
  if (!series) return empty;
  const known = new Map(
    series.series.labels.map((label, i) => [label, series.series.values[i] ?? 0]),
  );
  const indices = forecast.forecast.labels.flatMap((label, i) => (known.has(label) ? [i] : []));
  if (indices.length === 0) return empty;
  const path = pick(forecast.forecast, indices);
  const actual = path.labels.map((label) => known.get(label) ?? 0);
  const metrics = await pool.score({
    type: 'score',
    history: forecast.history.values,
    actual,
    path,
    frequency: forecast.history.frequency,
  });
  return {
    ...empty,
    periods: path.labels.map((label, i) => ({
      label,
      actual: actual[i] ?? 0,
      forecast: path.mean[i] ?? 0,
      lower95: path.lower95[i] ?? 0,
      upper95: path.upper95[i] ?? 0,
    })),
    metrics,
  };
}
