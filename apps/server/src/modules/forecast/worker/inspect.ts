import {
  FORECAST_UPLOAD_MAX_BYTES,
  type SeriesFrequency,
  type SeriesInspection,
} from '@bus/domain';
import { inspectSeries } from '@bus/forecast';
import { readSeriesFile } from './read-series-file';
import type { InspectTask } from './task-types';

/** Column names of a typed or pasted grid (SeriesRowsInput). */
const GRID_COLUMNS = ['date', 'value'];

function inputOf(task: InspectTask) {
  if (task.source.kind === 'grid') {
    return { headers: GRID_COLUMNS, input: task.source.rows.map((row) => ({ ...row })) };
  }
  const { bytes, fileName } = task.source;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return readSeriesFile(buffer, fileName, FORECAST_UPLOAD_MAX_BYTES);
}

/**
 * Reads an upload or a grid into a regular series with the engine's inspectSeries (columns
 * detected, Korean headers and dates too) and what the preview explains: the data checks and each
 * model's recommended horizon (spec §5). Refusals (no date column, a row that does not parse, gaps,
 * duplicates, mixed frequencies) are the engine's ForecastErrors with their details.
 */
export function inspect(task: InspectTask): SeriesInspection {
  const { headers, input } = inputOf(task);
  const inspected = inspectSeries(input, {
    dateColumn: task.dateColumn,
    valueColumn: task.valueColumn,
    limit24Months: task.limit24Months,
  });
  return {
    columns: headers,
    dateColumn: inspected.dateColumn,
    valueColumn: inspected.valueColumn,
    series: {
      frequency: inspected.kind as SeriesFrequency,
      labels: inspected.labels,
      values: [...inspected.series.values],
    },
    dropped: inspected.dropped,
    checks: inspected.checks,
    recommendedHorizons: { ...inspected.recommendedHorizons },
  };
}
