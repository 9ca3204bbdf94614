import { parseAmount } from '@bus/domain';

/**
 * One printed cell or phrase of a table row, from any extractor. `left`/`right` are column
 * indexes in a spreadsheet ("grid") and x coordinates in a PDF or image ("positioned").
 */
export type RowCell = {
  text: string;
  /** The number a spreadsheet stored in the cell, if it is a numeric cell. */
  value: number | null;
  left: number;
  right: number;
  /** Where the cell is: spreadsheet address ("B12") or a position ("x=72,y=540"). */
  cell: string | null;
  position: string | null;
};

export type SourceRow = {
  /** Sorted by `left`. */
  cells: RowCell[];
  sheet: string | null;
  page: number | null;
};

export type RowLayout = 'grid' | 'positioned';

const DASH = /^[-–—−‐_=]+$/;

/**
 * The amount a cell holds: a number, `null` for a printed dash or blank amount ("-" = none),
 * `undefined` when the cell is not an amount at all (a label, a heading).
 */
export function cellAmount(cell: RowCell): number | null | undefined {
  if (cell.value !== null) return cell.value;
  const text = cell.text.trim();
  if (text === '') return undefined;
  if (DASH.test(text)) return null;
  return parseAmount(text) ?? undefined;
}

export function rowText(row: SourceRow): string {
  return row.cells
    .map((c) => c.text.trim())
    .filter(Boolean)
    .join(' ');
}

export const center = (cell: RowCell) => (cell.left + cell.right) / 2;
