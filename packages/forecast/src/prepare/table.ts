import { ForecastError } from '../types';
import { parseCsv } from './csv';

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

/** Reads the upload into a table of cells, blank rows removed. */
export function toRawTable(input: RawRows): RawTable {
  if (typeof input !== 'string' && !Array.isArray(input)) {
    throw new ForecastError('empty_input', 'expected CSV text or an array of rows');
  }
  const table = withoutBlankRows(typeof input === 'string' ? parseCsv(input) : fromRecords(input));
  if (table.rows.length === 0) {
    throw new ForecastError('empty_input', 'the file has no data rows');
  }
  return table;
}

export { isEmptyCell };
