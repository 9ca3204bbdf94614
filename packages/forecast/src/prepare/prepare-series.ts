import { ForecastError, type Series } from '../types';
import { parseDateOfRow, parseValueCell } from './cells';
import { detectColumns } from './columns';
import { type FrequencyKind, SEASON_LENGTH, toRegularSeries } from './frequency';
import { MIN_POINTS } from './rules';
import { type RawRows, toRawTable } from './table';

/** Spec §5 "Forecast upload": the optional limit keeps the last 24 months. */
export const LIMIT_MONTHS = 24;

export type PrepareOptions = {
  /** Column names chosen by the user; detected when left out. */
  readonly dateColumn?: string;
  readonly valueColumn?: string;
  /** Apply the 24-month limit (the request's apply_24_month_limit flag). */
  readonly limit24Months?: boolean;
};

export type PreparedSeries = {
  readonly series: Series;
  readonly kind: FrequencyKind;
  /** Period label of each value ("YYYY-MM" month-based, "YYYY-MM-DD" weekly/daily). */
  readonly labels: string[];
  /** Header names of the upload, for the column pickers. */
  readonly columns: string[];
  readonly dateColumn: string;
  readonly valueColumn: string;
  /** Points removed by the 24-month limit (0 when it is off or the series is shorter). */
  readonly dropped: number;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Index of the first value inside the last 24 months: month labels after the month 24 months
 * before the last one; day labels after the same day 24 months back.
 */
function firstKept(labels: readonly string[]): number {
  const [year, month, day] = (labels[labels.length - 1] ?? '').split('-').map(Number);
  if (year === undefined || month === undefined) return 0;
  const back = year * 12 + month - 1 - LIMIT_MONTHS;
  const cut = `${pad(Math.floor(back / 12), 4)}-${pad((back % 12) + 1, 2)}`;
  const boundary = day === undefined ? cut : `${cut}-${pad(day, 2)}`;
  const index = labels.findIndex((label) => label > boundary);
  return Math.max(index, 0);
}

/**
 * Uploaded rows (CSV text or records) → a regular Series: columns detected, dates normalised,
 * frequency inferred, every cell checked with an error naming its spreadsheet row.
 */
export function prepareSeries(input: RawRows, options: PrepareOptions = {}): PreparedSeries {
  const table = toRawTable(input);
  const columns = detectColumns(table, { date: options.dateColumn, value: options.valueColumn });
  const points = table.rows.map((row, i) => {
    const rowNumber = table.rowNumbers[i] ?? i + 2;
    const date = parseDateOfRow(row[columns.date], rowNumber);
    return { date, value: parseValueCell(row[columns.value], rowNumber), row: rowNumber };
  });
  if (points.length < MIN_POINTS) {
    throw new ForecastError(
      'series_too_short',
      `at least ${MIN_POINTS} data points are needed, got ${points.length}`,
      { min: MIN_POINTS, got: points.length },
    );
  }
  const regular = toRegularSeries(points);
  const start = options.limit24Months ? firstKept(regular.labels) : 0;
  const labels = regular.labels.slice(start);
  return {
    series: {
      values: regular.values.slice(start),
      frequency: SEASON_LENGTH[regular.kind],
      start: labels[0],
    },
    kind: regular.kind,
    labels,
    columns: [...table.headers],
    dateColumn: table.headers[columns.date] ?? '',
    valueColumn: table.headers[columns.value] ?? '',
    dropped: start,
  };
}
