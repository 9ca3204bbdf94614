import { ASSET_IMPORT_MAX_ROWS } from '@bus/domain';
import type * as XLSX from '@e965/xlsx';
import { checkFile } from '../financial-data/extraction/check-file';
import { decodeCsv } from '../financial-data/extraction/decode-text';
import { ExtractionError } from '../financial-data/extraction/extraction-error';
import { detectFileKind, type FileKind } from '../financial-data/extraction/file-type';
import { openWorkbook } from '../financial-data/extraction/read-spreadsheet';

/** A cell as read: its text, and its number when the sheet stored one (dates are serials). */
export type Cell = { text: string; number: number | null };
/** A non-empty row of the first sheet with its spreadsheet row number (1-based). */
export type SheetRow = { row: number; cells: Array<Cell | null> };

const SHEET_KINDS: ReadonlySet<FileKind> = new Set(['zip', 'ole', 'text']);

/** Columns read from a row: the template has 10; anything past this is no register. */
const MAX_COLUMNS = 64;

/**
 * The first sheet of an uploaded register as rows of cells. The data center's checks run first
 * (checkFile: empty, not a spreadsheet by its bytes — a PDF renamed .xlsx —, zip bomb, encrypted,
 * over its cell and row limits); a register over ASSET_IMPORT_MAX_ROWS rows is refused, never cut.
 */
export function readSheetRows(
  bytes: Buffer,
  fileName: string,
): { rows: SheetRow[]; date1904: boolean } {
  // A PDF or an image is refused for what it is before the data center's checks decode its header.
  if (bytes.length > 0 && !SHEET_KINDS.has(detectFileKind(bytes, fileName))) {
    throw new ExtractionError('file/unsupported-type');
  }
  const kind = checkFile(bytes, fileName);
  // One past the limit (and a few blank lines) so a longer file is seen and refused.
  const book = openWorkbook(kind === 'text' ? decodeCsv(bytes) : bytes, ASSET_IMPORT_MAX_ROWS + 5);
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  const rows = sheet ? rowsOf(sheet) : [];
  // The header plus the allowed rows; a blank line or two before the header is tolerated.
  const dataRows = rows.length - 1;
  if (dataRows > ASSET_IMPORT_MAX_ROWS) {
    throw new ExtractionError('file/too-many-rows', { maxRows: ASSET_IMPORT_MAX_ROWS });
  }
  // A 1904-based workbook (old Mac Excel) counts its date serials from 1904.
  return { rows, date1904: book.Workbook?.WBProps?.date1904 === true };
}

type DenseRows = Array<Array<XLSX.CellObject | undefined> | undefined>;

function cellOf(cell: XLSX.CellObject | undefined): Cell | null {
  if (!cell || cell.t === 'z' || cell.t === 'e' || cell.v === undefined) return null;
  if (cell.t === 'n' && typeof cell.v === 'number') return { text: String(cell.v), number: cell.v };
  const text = String(cell.v).trim();
  return text === '' ? null : { text, number: null };
}

function rowsOf(sheet: XLSX.WorkSheet): SheetRow[] {
  const data = (sheet['!data'] ?? []) as DenseRows;
  const rows: SheetRow[] = [];
  data.forEach((row, index) => {
    if (!row) return;
    const cells = row.slice(0, MAX_COLUMNS).map(cellOf);
    if (cells.some((cell) => cell !== null)) rows.push({ row: index + 1, cells });
  });
  return rows;
}
