import type { ExtractedStatement, ExtractionMethod } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { MAX_AI_TEXT } from './ai-payload';
import { ExtractionError } from './extraction-error';
import { FILE_LIMITS } from './file-limits';
import { readLongFormat } from './long-format';
import { rowsToStatements } from './rows-to-statements';
import type { RowCell, SourceRow } from './source-rows';
import { checkCounts } from './workbook-limits';

/** Reading limits: a statement is a few hundred rows; these only stop pathological files. */
export const SHEET_LIMITS = {
  maxSheets: 50,
  maxRows: FILE_LIMITS.maxRows,
  maxColumns: 64,
} as const;

/** A workbook's statements, and its sheets as CSV text for a model if they fall short. */
export type SpreadsheetText = { statements: ExtractedStatement[]; text: string };

/**
 * Reads every sheet of an xlsx/xls workbook (bytes) or a decoded CSV (string). A sheet over
 * 50,000 rows or a file over 500,000 cells is refused, never cut short (xlsx and CSV were counted
 * before; an xls is counted here, its rows read no further than one past the limit).
 */
export function readSpreadsheet(
  source: Buffer | string,
  extractor: Extract<ExtractionMethod, 'spreadsheet' | 'csv'>,
): SpreadsheetText {
  const book = openWorkbook(source, SHEET_LIMITS.maxRows + 1);
  checkBookSize(book);
  const statements: ExtractedStatement[] = [];
  for (const name of book.SheetNames.slice(0, SHEET_LIMITS.maxSheets)) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    const rows = sheetRows(sheet, extractor === 'csv' ? null : name);
    const long = readLongFormat(rows, extractor);
    const title = extractor === 'csv' ? null : name;
    statements.push(...(long ?? rowsToStatements(rows, { extractor, layout: 'grid', title })));
  }
  const text = typeof source === 'string' ? source.slice(0, MAX_AI_TEXT) : bookText(book);
  return { statements, text };
}

/**
 * Each sheet of a workbook (bytes) or a CSV (string) as its rows, after the same limits as
 * readSpreadsheet (the payroll reader's way in, issue 19). A CSV is one sheet named null.
 */
export function workbookSheets(source: Buffer | string): SourceRow[][] {
  const book = openWorkbook(source, SHEET_LIMITS.maxRows + 1);
  checkBookSize(book);
  const csv = typeof source === 'string';
  return book.SheetNames.slice(0, SHEET_LIMITS.maxSheets).flatMap((name) => {
    const sheet = book.Sheets[name];
    return sheet ? [sheetRows(sheet, csv ? null : name)] : [];
  });
}

type DenseRows = Array<Array<XLSX.CellObject | undefined> | undefined>;

function checkBookSize(book: XLSX.WorkBook): void {
  let cells = 0;
  for (const name of book.SheetNames) {
    const data = (book.Sheets[name]?.['!data'] ?? []) as DenseRows;
    // reduce skips the holes of a sparse row: only cells that hold something count.
    for (const row of data) cells += row ? row.reduce((n) => n + 1, 0) : 0;
    checkCounts({ cells, rows: data.length });
  }
}

/** The sheets as CSV, up to what a model is ever sent. */
function bookText(book: XLSX.WorkBook): string {
  let text = '';
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (sheet) text += `# ${name}\n${XLSX.utils.sheet_to_csv(sheet)}\n\n`;
    if (text.length >= MAX_AI_TEXT) break;
  }
  return text.slice(0, MAX_AI_TEXT);
}

/**
 * An xlsx/xls workbook (bytes) or a decoded CSV (string), values only, rows as dense arrays, read
 * no further than `sheetRows` rows a sheet (one past a caller's limit, so a longer file is seen and
 * refused). A password or a broken file is refused as such. Also the entity and asset imports'.
 */
export function openWorkbook(source: Buffer | string, sheetRows: number): XLSX.WorkBook {
  try {
    return XLSX.read(source, {
      type: typeof source === 'string' ? 'string' : 'buffer',
      // CSV cells stay text: the amount parser reads `(1,234)`, `△` and thousands separators
      // (and the imports their numbers and dates).
      raw: typeof source === 'string',
      cellDates: false,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) throw new ExtractionError('file/encrypted');
    throw new ExtractionError('file/corrupt', undefined, message);
  }
}

/** A sheet as rows of non-empty cells, each with its A1 address. */
export function sheetRows(sheet: XLSX.WorkSheet, name: string | null): SourceRow[] {
  const data = (sheet['!data'] ?? []) as DenseRows;
  const rows: SourceRow[] = [];
  data.forEach((row, r) => {
    if (!row) return;
    const cells: RowCell[] = [];
    row.slice(0, SHEET_LIMITS.maxColumns).forEach((cell, c) => {
      if (!cell || cell.t === 'z' || cell.t === 'e' || cell.v === undefined) return;
      const text = cell.t === 'n' ? String(cell.v) : String(cell.w ?? cell.v);
      if (text.trim() === '') return;
      const value = cell.t === 'n' && typeof cell.v === 'number' ? cell.v : null;
      const address = XLSX.utils.encode_cell({ r, c });
      cells.push({ text, value, left: c, right: c, cell: address, position: null });
    });
    if (cells.length > 0) rows.push({ cells, sheet: name, page: null });
  });
  return rows;
}
