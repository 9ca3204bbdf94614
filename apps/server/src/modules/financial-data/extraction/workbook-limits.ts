import { ExtractionError } from './extraction-error';
import { FILE_LIMITS } from './file-limits';
import { inspectZip } from './zip-guard';

/** A worksheet part of an xlsx package (xl/worksheets/sheet1.xml, …). */
const SHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A sheet whose root element has a namespace prefix (`<x:worksheet>`) prefixes its cells too. */
const PREFIXED_ROOT = /<([A-Za-z_][\w.-]*):worksheet[\s>]/;
/** Bytes that may follow an element name: space, tab, CR, LF, `>`, `/`. */
const NAME_END = new Set([0x20, 0x09, 0x0d, 0x0a, 0x3e, 0x2f]);

export type SheetCounts = { cells: number; rows: number };

/**
 * Counts a worksheet's cell and row elements in its XML without parsing it. Buffer.indexOf
 * keeps this a few tens of ms for the largest sheet allowed: it runs at upload, on the event loop.
 */
export function countSheetMarkup(xml: Buffer): SheetCounts {
  const prefix = PREFIXED_ROOT.exec(xml.toString('latin1', 0, 2048))?.[1];
  const open = prefix ? `<${prefix}:` : '<';
  return { cells: countElements(xml, `${open}c`), rows: countElements(xml, `${open}row`) };
}

function countElements(xml: Buffer, start: string): number {
  const needle = Buffer.from(start, 'latin1');
  let count = 0;
  for (let at = xml.indexOf(needle); at !== -1; at = xml.indexOf(needle, at + needle.length)) {
    if (NAME_END.has(xml[at + needle.length] ?? 0)) count += 1;
  }
  return count;
}

/**
 * An xlsx checked before SheetJS sees it: a zip that is no bomb and holds a workbook, at most
 * 20 MB unpacked, 500,000 cells in all and 50,000 rows in any sheet (file-limits.ts).
 */
export function checkWorkbookZip(bytes: Buffer): void {
  let cells = 0;
  const entries = inspectZip(bytes, (entry, data) => {
    if (!SHEET_PART.test(entry.name)) return;
    const counts = countSheetMarkup(data);
    cells += counts.cells;
    checkCounts({ cells, rows: counts.rows });
  });
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw new ExtractionError('file/unsupported-type');
  }
}

/** Refuses a sheet over the row limit or a file over the cell limit. */
export function checkCounts({ cells, rows }: SheetCounts): void {
  if (rows > FILE_LIMITS.maxRows) {
    throw new ExtractionError('file/too-many-rows', { maxRows: FILE_LIMITS.maxRows });
  }
  if (cells > FILE_LIMITS.maxCells) {
    throw new ExtractionError('file/too-many-cells', { maxCells: FILE_LIMITS.maxCells });
  }
}

const NEWLINE = 0x0a;
const DELIMITERS = [0x2c, 0x09, 0x3b]; // , tab ;

/**
 * A CSV's rows and fields counted on its bytes (LF never occurs inside a UTF-8 or CP949
 * character): lines, and the most used delimiter plus one per line. Quoted separators count
 * too, so this errs on the high side, which a statement of a few hundred lines never nears.
 */
export function countCsv(bytes: Buffer): SheetCounts {
  const tally = new Uint32Array(256);
  // An index loop: a Buffer's iterator took ~200 ms over 10 MB, on the event loop.
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    tally[byte] = (tally[byte] ?? 0) + 1;
  }
  const ends = bytes.at(-1) === NEWLINE ? 0 : 1;
  const rows = (tally[NEWLINE] ?? 0) + ends;
  const fields = Math.max(...DELIMITERS.map((d) => tally[d] ?? 0));
  return { rows, cells: fields + rows };
}
