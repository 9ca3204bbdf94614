import { cellAmount, type RowCell, type SourceRow } from './source-rows';

/** A piece of text placed on a page: x/y of its top-left corner, y growing downwards. */
export type PlacedText = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** Items whose vertical centres are closer than this share of the text height share a row. */
const ROW_TOLERANCE = 0.5;
/** Neighbours closer than this share of the text height are one phrase (`자 산 총 계`). */
const PHRASE_GAP = 0.9;

/**
 * Rebuilds table rows from text placed on a page (PDF text items, OCR words): groups by height
 * on the page, sorts left to right and joins label fragments into phrases. Amounts always stay
 * cells of their own so that the columns can be told apart.
 */
export function layoutRows(items: PlacedText[], page: number): SourceRow[] {
  const placed = items
    .filter((item) => item.text.trim() !== '' && item.height > 0)
    .sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const rows: PlacedText[][] = [];
  let current: PlacedText[] = [];
  let centre = Number.NaN;
  for (const item of placed) {
    const middle = item.y + item.height / 2;
    if (current.length > 0 && Math.abs(middle - centre) > item.height * ROW_TOLERANCE) {
      rows.push(current);
      current = [];
    }
    current.push(item);
    centre = current.reduce((sum, i) => sum + i.y + i.height / 2, 0) / current.length;
  }
  if (current.length > 0) rows.push(current);
  return rows.map((row) => ({ cells: phrases(row), sheet: null, page }));
}

function phrases(row: PlacedText[]): RowCell[] {
  const cells: RowCell[] = [];
  let last: { cell: RowCell; height: number } | null = null;
  for (const item of [...row].sort((a, b) => a.x - b.x)) {
    const cell = toCell(item);
    const gap = last ? item.x - last.cell.right : Number.POSITIVE_INFINITY;
    const height = Math.max(item.height, last?.height ?? 0);
    const joinable = last && gap < height * PHRASE_GAP && cellAmount(cell) === undefined;
    if (last && joinable && cellAmount(last.cell) === undefined) {
      last.cell.text += gap > height * 0.15 ? ` ${item.text.trim()}` : item.text.trim();
      last.cell.right = Math.max(last.cell.right, item.x + item.width);
      last.height = height;
      continue;
    }
    cells.push(cell);
    last = { cell, height: item.height };
  }
  return cells;
}

function toCell(item: PlacedText): RowCell {
  return {
    text: item.text.trim(),
    value: null,
    left: item.x,
    right: item.x + item.width,
    cell: null,
    position: `x=${Math.round(item.x)},y=${Math.round(item.y)}`,
  };
}
