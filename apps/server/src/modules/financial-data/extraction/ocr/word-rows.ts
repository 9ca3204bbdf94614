import type { OcrWord } from './ocr-engine';

/** Words whose vertical centres are closer than this share of the word height share a row. */
const ROW_TOLERANCE = 0.5;

export const wordHeight = (w: OcrWord) => w.bbox.y1 - w.bbox.y0;
const middle = (w: OcrWord) => (w.bbox.y0 + w.bbox.y1) / 2;

/** The median word height on the page: the scale every distance on the page is judged by. */
export function typicalHeight(words: OcrWord[]): number {
  const heights = words.map(wordHeight).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * Groups the words of a deskewed page into printed rows by their vertical centres, top to bottom,
 * each row sorted left to right. Tesseract's sparse-text mode returns words block by block, not
 * in reading order, so rows are rebuilt from positions.
 */
export function groupRows(words: OcrWord[]): OcrWord[][] {
  const height = typicalHeight(words);
  const sorted = words.filter((w) => w.text.trim() !== '').sort((a, b) => middle(a) - middle(b));
  const rows: OcrWord[][] = [];
  let current: OcrWord[] = [];
  let centre = 0;
  for (const word of sorted) {
    if (current.length > 0 && Math.abs(middle(word) - centre) > height * ROW_TOLERANCE) {
      rows.push(current);
      current = [];
    }
    current.push(word);
    centre = current.reduce((sum, w) => sum + middle(w), 0) / current.length;
  }
  if (current.length > 0) rows.push(current);
  return rows.map((row) => row.sort((a, b) => a.bbox.x0 - b.bbox.x0));
}
