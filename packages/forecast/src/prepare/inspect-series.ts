import { modelCards } from '../catalogue';
import type { ModelName } from '../models';
import { type DataCheck, dataChecks } from './data-checks';
import { type PreparedSeries, type PrepareOptions, prepareSeries } from './prepare-series';
import { type HorizonRange, recommendedHorizon } from './rules';
import type { RawRows } from './table';

export type SeriesInspection = PreparedSeries & {
  /** Warnings and notes for the preview (data-checks.ts); never refusals. */
  readonly checks: DataCheck[];
  /** Spec §5 recommended horizon per model for this many points; null where the spec names none. */
  readonly recommendedHorizons: Readonly<Record<ModelName, HorizonRange | null>>;
};

/**
 * The input step (spec §5 "Forecast upload"; the contract's POST /api/forecast/inspect): the
 * upload read into a regular series exactly as a run will read it, with what the preview explains
 * beside the chart. What cannot be forecast at all is thrown as ForecastError with its details,
 * naming the row or column: unreadable dates or values, duplicates, gaps, a change of frequency,
 * no date or value column, more than 10,000 rows, fewer than 2 points.
 */
export function inspectSeries(rows: RawRows, options: PrepareOptions = {}): SeriesInspection {
  const prepared = prepareSeries(rows, options);
  const { values, frequency } = prepared.series;
  const checks = dataChecks({
    values,
    labels: prepared.labels,
    frequency,
    dropped: prepared.dropped,
  });
  const recommendedHorizons = Object.fromEntries(
    modelCards().map(({ model }) => [model, recommendedHorizon(model, values.length) ?? null]),
  ) as Record<ModelName, HorizonRange | null>;
  return { ...prepared, checks, recommendedHorizons };
}
