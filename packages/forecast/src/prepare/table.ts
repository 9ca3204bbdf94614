import { ForecastError } from '../types';
import { parseCsv } from './csv';

/**
 * Data rows one upload may hold (the contract's FORECAST_MAX_ROWS): 833 years of months. A larger
 * file is refused before its cells are read, not truncated, so nobody forecasts from a part of
 * their data without knowing.
 */
export const MAX_ROWS = 10_000;

function tooManyRows(): ForecastError {
  return new ForecastError(
    'too_many_rows',
    `the file has more than ${MAX_ROWS.toLocaleString('en')} data rows`,
    { max: MAX_ROWS },
  );
}

/** Uploaded data as rows of cells under named columns, whatever file it came from. */
export type RawTable = {
  readonly headers: string[];
  readonly rows: unknown[][];
  /** Spreadsheet row number of each data row (the header is row 1), for error messages. */
  readonly rowNumbers: number[];
};

/** Rows as an array of records (a parsed xlsx sheet, JSON) or CSV text. */
export type RawRows = string | readonly Readonly<Record<string, unknown>>[];

function isEmptyCell(cell: unknown): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** Drops rows with no content at all: spreadsheets often end with blank lines. */
function withoutBlankRows(table: RawTable): RawTable {
  const keep = table.rows.map((row) => !row.every(isEmptyCell));
  return {
    headers: table.headers,
    rows: table.rows.filter((_, i) => keep[i]),
    rowNumbers: table.rowNumbers.filter((_, i) => keep[i]),
  };
}

function fromRecords(records: readonly Readonly<Record<string, unknown>>[]): RawTable {
  const headers: string[] = [];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!headers.includes(key)) headers.push(key);
  }
  return {
    headers,
    rows: records.map((record) => headers.map((key) => record[key])),
    rowNumbers: records.map((_, i) => i + 2),
  };
}

function checkRecordCount(records: readonly Readonly<Record<string, unknown>>[]): void {
  let count = 0;
  for (const record of records) {
    if (!Object.values(record).every(isEmptyCell)) count++;
    if (count > MAX_ROWS) throw tooManyRows();
  }
}

/** Reads the upload into a table of cells, blank rows removed; more than MAX_ROWS is refused. */
export function toRawTable(input: RawRows): RawTable {
  if (typeof input !== 'string' && !Array.isArray(input)) {
    throw new ForecastError('empty_input', 'expected CSV text or an array of rows');
  }
  if (typeof input !== 'string') checkRecordCount(input);
  const parsed = typeof input === 'string' ? parseCsv(input, MAX_ROWS + 1) : fromRecords(input);
  const table = withoutBlankRows(parsed);
  if (table.rows.length > MAX_ROWS) throw tooManyRows();
  if (table.rows.length === 0) {
    throw new ForecastError('empty_input', 'the file has no data rows');
  }
  return table;
}

export { isEmptyCell };
