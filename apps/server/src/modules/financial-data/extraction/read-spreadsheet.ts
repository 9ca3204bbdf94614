import type { ExtractedStatement, ExtractionMethod } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { ExtractionError } from './extraction-error';
import { readLongFormat } from './long-format';
import { rowsToStatements } from './rows-to-statements';
import type { RowCell, SourceRow } from './source-rows';

/** Reading limits: a statement is a few hundred rows; these only stop pathological files. */
export const SHEET_LIMITS = { maxSheets: 50, maxRows: 50_000, maxColumns: 64 } as const;

/** Reads every sheet of an xlsx/xls workbook (bytes) or a decoded CSV (string). */
export function readSpreadsheet(
  source: Buffer | string,
  extractor: Extract<ExtractionMethod, 'spreadsheet' | 'csv'>,
): ExtractedStatement[] {
  const book = openWorkbook(source);
  const statements: ExtractedStatement[] = [];
  for (const name of book.SheetNames.slice(0, SHEET_LIMITS.maxSheets)) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    const rows = sheetRows(sheet, extractor === 'csv' ? null : name);
    const long = readLongFormat(rows, extractor);
    const title = extractor === 'csv' ? null : name;
    statements.push(...(long ?? rowsToStatements(rows, { extractor, layout: 'grid', title })));
  }
  return statements;
}

function openWorkbook(source: Buffer | string): XLSX.WorkBook {
  try {
    return XLSX.read(source, {
      type: typeof source === 'string' ? 'string' : 'buffer',
      // CSV cells stay text: the amount parser reads `(1,234)`, `△` and thousands separators.
      raw: typeof source === 'string',
      cellDates: false,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: SHEET_LIMITS.maxRows,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) throw new ExtractionError('file/encrypted');
    throw new ExtractionError('file/corrupt', undefined, message);
  }
}

/** A sheet as rows of non-empty cells, each with its A1 address. */
export function sheetRows(sheet: XLSX.WorkSheet, name: string | null): SourceRow[] {
  const data = (sheet['!data'] ?? []) as Array<Array<XLSX.CellObject | undefined> | undefined>;
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
