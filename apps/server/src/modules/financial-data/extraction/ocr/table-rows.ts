import { layoutRows, type PlacedText } from '../layout-rows';
import type { RowCell, SourceRow } from '../source-rows';
import { printAmount } from './amount-text';
import type { OcrWord } from './ocr-engine';
import type { PageTable, TableRow } from './page-table';

/** Where a table row's label is printed: the key that ties an extracted line back to its row. */
export function labelPosition(row: TableRow): string | null {
  const first = row.label[0];
  return first ? `x=${Math.round(first.bbox.x0)},y=${Math.round(first.bbox.y0)}` : null;
}

/** Words closer than this share of their height are one word split by OCR (Hangul syllables). */
const SPACE_GAP = 0.5;

/** The label as printed. */
export function labelText(row: TableRow): string {
  return joinWords(row.label);
}

/** Words as printed: a space where they stand apart, none inside a word OCR split. */
export function joinWords(words: OcrWord[]): string {
  let text = '';
  let last: OcrWord | null = null;
  for (const word of words) {
    const height = word.bbox.y1 - word.bbox.y0;
    if (last) text += word.bbox.x0 - last.bbox.x1 > height * SPACE_GAP ? ' ' : '';
    text += word.text.trim();
    last = word;
  }
  return text;
}

/**
 * The page's rows in the shape the PDF reader hands to rowsToStatements: a table row as its label
 * and one cell per amount column (`-` where none was read, so that the columns stay apart);
 * title, period, unit and header lines as phrases, as layoutRows makes them.
 */
export function tableToSourceRows(
  table: PageTable,
  amounts: (row: TableRow, column: number) => number | null,
): SourceRow[] {
  return table.rows.flatMap((row) => {
    const position = labelPosition(row);
    if (!position || row.cells.every((c) => c === null)) return layoutRows(placed(row.words), 1);
    const label = row.label;
    const first = label[0] as OcrWord;
    const labelCell: RowCell = {
      text: labelText(row),
      value: null,
      left: first.bbox.x0,
      right: Math.max(...label.map((w) => w.bbox.x1)),
      cell: null,
      position,
    };
    const amountCells = table.columns.map((column, i) => ({
      text: printAmount(amounts(row, i)),
      value: null,
      left: column.left,
      right: column.right,
      cell: null,
      position: null,
    }));
    return [{ cells: [labelCell, ...amountCells], sheet: null, page: 1 }];
  });
}

function placed(words: OcrWord[]): PlacedText[] {
  return words.map((w) => ({
    text: w.text,
    x: w.bbox.x0,
    y: w.bbox.y0,
    width: w.bbox.x1 - w.bbox.x0,
    height: w.bbox.y1 - w.bbox.y0,
  }));
}
