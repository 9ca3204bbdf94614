import { PSM } from 'tesseract.js';
import type { GreyImage } from './grey-image';
import type { OcrEngine, OcrWord } from './ocr-engine';
import { type PageTable, rowCells, type TableCell, type TableRow } from './page-table';
import { toPng } from './prepare-scan';

/** What an amount is printed with: the re-reading may not see a letter in it. */
const AMOUNT_CHARACTERS = '0123456789,.()-△';

/** Characters an amount may have beyond the column's usual ones (`15,710,000,000` among 13-wide). */
const LONGER_BY = 4;

/** Pixels kept above and below a row's words when it is cut out. */
const STRIP_PAD = 3;

type Strip = { row: TableRow; left: number; top: number; height: number; at: number };

/**
 * Reads the amount cells of some rows a second time: their amount columns cut out and stacked
 * into one small image, read as one block with only the characters amounts are printed with.
 * Alone and digit-only, a cell misread in the page (a 4 as 3, a lost digit) is often read right;
 * where the two readings disagree, the statement's arithmetic decides (settle-amounts.ts).
 */
export async function rereadAmounts(
  engine: OcrEngine,
  page: GreyImage,
  table: PageTable,
  rows: TableRow[],
): Promise<Map<TableRow, (TableCell | null)[]>> {
  const out = new Map<TableRow, (TableCell | null)[]>();
  if (rows.length === 0 || table.columns.length === 0) return out;
  const margin = Math.round(table.height);
  // A column's left is where its usual amounts start; a longer one (or one misread short) may
  // start a few characters further left.
  const reach = margin + LONGER_BY * table.charWidth;
  const left = Math.max(0, Math.round(Math.min(...table.columns.map((c) => c.left)) - reach));
  const right = Math.min(page.width, Math.max(...table.columns.map((c) => c.right)) + 2 * margin);
  const strips: Strip[] = [];
  let at = margin;
  for (const row of rows) {
    // Cut close to the row: a remnant of the rule above, read as dashes, makes one line with it.
    const top = Math.max(0, Math.round(row.box.y0) - STRIP_PAD);
    const bottom = Math.min(page.height, Math.round(row.box.y1) + STRIP_PAD);
    strips.push({ row, left, top, height: bottom - top, at });
    at += bottom - top + margin;
  }
  const sheet = stack(page, strips, right - left, at);
  const read = await engine.read(await toPng(sheet), {
    psm: PSM.SINGLE_BLOCK,
    whitelist: AMOUNT_CHARACTERS,
  });
  const byStrip = new Map<Strip, OcrWord[]>();
  for (const word of read.words) {
    const middle = (word.bbox.y0 + word.bbox.y1) / 2;
    const strip = strips.find((s) => middle >= s.at && middle < s.at + s.height);
    if (!strip) continue;
    const placed = {
      ...word,
      bbox: { ...word.bbox, x0: word.bbox.x0 + left, x1: word.bbox.x1 + left },
    };
    byStrip.set(strip, [...(byStrip.get(strip) ?? []), placed]);
  }
  for (const [strip, words] of byStrip) out.set(strip.row, rowCells(words, table));
  return out;
}

/** The strips cut from the page, one under the other on white, a word height apart. */
function stack(page: GreyImage, strips: Strip[], width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const strip of strips) {
    for (let y = 0; y < strip.height; y++) {
      const from = (strip.top + y) * page.width + strip.left;
      data.set(page.data.subarray(from, from + width), (strip.at + y) * width);
    }
  }
  return { data, width, height };
}
