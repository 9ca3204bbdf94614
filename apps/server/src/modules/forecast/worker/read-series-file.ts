import { FORECAST_MAX_ROWS } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { decodeCsv } from '../../financial-data/extraction/decode-text';
import { openWorkbook } from '../../financial-data/extraction/read-spreadsheet';
import { checkSeriesFile, tooManyRows } from '../forecast-file';

/** Cells of a sheet as the engine's prepareSeries reads them: records under the header's names. */
export type SheetRecords = { headers: string[]; records: Array<Record<string, unknown>> };

/** Header text of each column; a blank header is named by its column letter, a repeat numbered. */
function headerNames(row: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell, i) => {
    const base =
      cell === null || cell === undefined || String(cell).trim() === ''
        ? XLSX.utils.encode_col(i)
        : String(cell).trim();
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * The first sheet of an xlsx/xls workbook as records. Blank rows are kept, so the engine's row
 * numbers are the spreadsheet's; at most FORECAST_MAX_ROWS data rows are read (one more is read to
 * see that a file is longer, and refused).
 */
function workbookRecords(bytes: Buffer): SheetRecords {
  const book = openWorkbook(bytes, FORECAST_MAX_ROWS + 2);
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return { headers: [], records: [] };
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  });
  if (rows.length > FORECAST_MAX_ROWS + 1) throw tooManyRows();
  const headers = headerNames(rows[0] ?? []);
  const records = rows
    .slice(1)
    .map((row) => Object.fromEntries(headers.map((name, i) => [name, row[i] ?? null])));
  return { headers, records };
}

/** The header row of a CSV, as the engine's parser splits it (for the column pickers). */
function csvHeaders(text: string): string[] {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    first.split(d).length > first.split(best).length ? d : best,
  );
  return first.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

/**
 * An uploaded file as the engine's input: CSV text (UTF-8 or CP949, the engine parses it) or the
 * first sheet's records, with the header names. Checked again here first: a worker trusts nothing.
 */
export function readSeriesFile(
  bytes: Buffer,
  fileName: string,
  maxBytes: number,
): { headers: string[]; input: string | Array<Record<string, unknown>> } {
  const kind = checkSeriesFile(bytes, fileName, maxBytes);
  if (kind === 'text') {
    const text = decodeCsv(bytes);
    return { headers: csvHeaders(text), input: text };
  }
  const { headers, records } = workbookRecords(bytes);
  return { headers, input: records };
}
