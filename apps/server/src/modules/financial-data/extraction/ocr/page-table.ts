import { type AmountReading, readAmountText } from './amount-text';
import type { OcrWord } from './ocr-engine';
import { groupRows, typicalHeight } from './word-rows';

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** One amount cell as the page recognition read it. */
export type TableCell = { reading: AmountReading; raw: string; box: Box; confidence: number };

/** A printed row: its label (when it has one) and one cell per amount column (null: none read). */
export type TableRow = {
  words: OcrWord[];
  label: OcrWord[];
  cells: (TableCell | null)[];
  box: Box;
};

/**
 * An amount column: amounts are right-aligned, so `right` — the median right edge of its amounts —
 * is where they end; `left` is where its widest amount starts.
 */
export type AmountColumn = { left: number; right: number };

export type PageTable = {
  rows: TableRow[];
  columns: AmountColumn[];
  /** Median word height and width of one amount character: the page's scale. */
  height: number;
  charWidth: number;
};

/** Amount fragments closer than this share of the word height are one printed amount. */
const FRAGMENT_GAP = 0.6;
/** Right edges of amounts within this many word heights belong to one column. */
const COLUMN_SPREAD = 2.5;
/** A column holds at least this share of the rows that have amounts (noise makes lone ones). */
const MIN_COLUMN_SHARE = 0.2;
/** Label words further apart than this many word heights are not one label (noise around it). */
const LABEL_GAP = 2.5;

type Token = {
  text: string;
  reading: AmountReading;
  box: Box;
  confidence: number;
  words: OcrWord[];
};

/**
 * Rebuilds a statement's table from the words of a page: rows by height, amount columns by the
 * right edges of the numbers printed in them, and each row's label from the words left of the
 * first column. Marks between or beside the columns (specks read as `ㅇ`, `!`, `，`) are dropped.
 */
export function pageTable(words: OcrWord[]): PageTable {
  const height = typicalHeight(words);
  const width = characterWidth(words);
  const rows = groupRows(words).map((row) => ({ row, tokens: amountTokens(row, height, width) }));
  const columns = amountColumns(
    rows.flatMap((r) => r.tokens),
    rows.filter((r) => r.tokens.length > 0).length,
    height,
  );
  const firstLeft = Math.min(...columns.map((c) => c.left));
  return {
    rows: rows.map(({ row, tokens }) => tableRow(row, tokens, columns, firstLeft, height)),
    columns,
    height,
    charWidth: width,
  };
}

/**
 * The amount cells of one row read again (words from another recognition of the same row), in
 * the page's columns.
 */
export function rowCells(words: OcrWord[], table: PageTable): (TableCell | null)[] {
  const cells: (TableCell | null)[] = table.columns.map(() => null);
  const sorted = [...words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  for (const token of amountTokens(sorted, table.height, table.charWidth)) {
    const column = columnOf(token, table.columns, table.height);
    if (column < 0 || cells[column]) continue;
    cells[column] = {
      reading: token.reading,
      raw: token.text,
      box: token.box,
      confidence: token.confidence,
    };
  }
  return cells;
}

function boxOf(words: OcrWord[]): Box {
  return {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
}

/** Amounts of a row, fragments joined (`(1,450,000,000` + `)`, `3,000,000` + `.000`). */
function amountTokens(row: OcrWord[], height: number, charWidth: number): Token[] {
  const tokens: Token[] = [];
  let group: OcrWord[] = [];
  const flush = () => {
    const text = group.map((w) => w.text).join('');
    const reading = group.length > 0 ? readAmountText(text) : undefined;
    if (reading && /\d/.test(text)) {
      const confidence = Math.min(...group.map((w) => w.confidence));
      tokens.push({ text, reading, box: boxOf(group), confidence, words: group });
    }
    group = [];
  };
  for (const word of row.flatMap((w) => splitMerged(w, charWidth))) {
    const last = group[group.length - 1];
    const joined = [...group, word].map((w) => w.text).join('');
    const close = last && word.bbox.x0 - last.bbox.x1 < height * FRAGMENT_GAP;
    if (last && close && readAmountText(joined) && continues(group, word)) {
      group.push(word);
      continue;
    }
    flush();
    if (readAmountText(word.text)) group = [word];
  }
  flush();
  return tokens;
}

/**
 * Whether a word carries on the amount read so far: a closing bracket or a further digit group
 * does; a new number after a complete amount (two amounts split apart by splitMerged) does not.
 */
function continues(group: OcrWord[], word: OcrWord): boolean {
  if (SPLIT_OFF.has(word)) return false;
  const text = group.map((w) => w.text).join('');
  const complete = readAmountText(text)?.wellFormed && text.replace(/\D/g, '').length >= 4;
  return !complete || /^[)）\]}]|^[,.]\d{3}/.test(word.text);
}

/** Columns from the right edges of amounts with three or more digits (not `1.` or `(13)`). */
function amountColumns(tokens: Token[], amountRows: number, height: number): AmountColumn[] {
  const long = tokens
    .filter((t) => t.text.replace(/\D/g, '').length >= 3)
    .sort((a, b) => a.box.x1 - b.box.x1);
  const clusters: Token[][] = [];
  for (const token of long) {
    const cluster = clusters[clusters.length - 1];
    const last = cluster?.[cluster.length - 1];
    if (cluster && last && token.box.x1 - last.box.x1 <= height * COLUMN_SPREAD)
      cluster.push(token);
    else clusters.push([token]);
  }
  return clusters
    .filter((c) => c.length >= Math.max(2, amountRows * MIN_COLUMN_SHARE))
    .map((c) => ({
      left: Math.min(...c.map((t) => t.box.x0)),
      right: c[Math.floor(c.length / 2)]?.box.x1 ?? 0,
    }));
}

/**
 * The column a token's right edge falls in. Marks OCR read after an amount (`900,000,000__。_`)
 * widen its box: its right edge is then taken in proportion to the characters that are the amount.
 */
function columnOf(token: Token, columns: AmountColumn[], height: number): number {
  const kept = token.text.replace(TRAILING_MARKS, '').length;
  const right =
    token.box.x0 + ((token.box.x1 - token.box.x0) * kept) / Math.max(1, token.text.length);
  return columns.findIndex((c) => Math.abs(right - c.right) <= height * COLUMN_SPREAD);
}

const TRAILING_MARKS = /[^\d)）\]]+$/;

function tableRow(
  row: OcrWord[],
  tokens: Token[],
  columns: AmountColumn[],
  firstLeft: number,
  height: number,
): TableRow {
  const cells: (TableCell | null)[] = columns.map(() => null);
  const inCells = new Set<OcrWord>();
  for (const token of tokens) {
    const column = columnOf(token, columns, height);
    if (column < 0 || cells[column]) continue;
    cells[column] = {
      reading: token.reading,
      raw: token.text,
      box: token.box,
      confidence: token.confidence,
    };
    for (const w of token.words) inCells.add(w);
  }
  const left = row.filter((w) => !inCells.has(w) && w.bbox.x1 <= firstLeft + height);
  // Words over the amount columns (`2024년 12월 31일까지` under the title) make a line of text:
  // a number among them is not an amount.
  const across = row.some((w) => !inCells.has(w) && w.bbox.x1 > firstLeft + height && wordy(w));
  const kept = across ? cells.map(() => null) : cells;
  return { words: row, label: labelWords(left, height), cells: kept, box: boxOf(row) };
}

/**
 * A word of text rather than a speck read as a letter: two letters or more, or one Hangul
 * syllable read with some confidence (specks come out as `에` or `배` at confidence 0–40).
 */
function wordy(word: OcrWord): boolean {
  return (
    /\p{L}{2}/u.test(word.text) ||
    (/[가-힣]/.test(word.text) && word.confidence >= MIN_WORD_CONFIDENCE)
  );
}

const MIN_WORD_CONFIDENCE = 60;

/** `Ⅱ.` or `Ⅴ.` as OCR often reads them: strokes and a full stop. */
const ROMAN_LOOKALIKE = /^[|\\/lI]{1,4}[.,]$/;

/** Marks that are no part of a label: punctuation alone, a lone jamo (a speck read as ㅇ or ㅣ). */
const NOISE = /^(?:[^\p{L}\p{N}()（）]+|[ㄱ-ㆎ])$/u;

/**
 * The label: the run of words close to each other holding the most letters, without the noise
 * marks at its ends (brackets stay: `(1)` and `(건물)` are part of it).
 */
function labelWords(words: OcrWord[], height: number): OcrWord[] {
  let best: OcrWord[] = [];
  let run: OcrWord[] = [];
  const letters = (ws: OcrWord[]) =>
    ws.reduce((n, w) => n + (w.text.match(/\p{L}/gu)?.length ?? 0), 0);
  for (const word of words) {
    const last = run[run.length - 1];
    if (last && word.bbox.x0 - last.bbox.x1 > height * LABEL_GAP) run = [];
    run.push(word);
    if (letters(run) >= letters(best)) best = [...run];
  }
  // A Roman numeral read as `|.` or `\.` looks like punctuation but is the line's marker.
  while (
    best.length > 1 &&
    NOISE.test(best[0]?.text.trim() ?? '') &&
    !ROMAN_LOOKALIKE.test(best[0]?.text.trim() ?? '')
  ) {
    best.shift();
  }
  while (best.length > 0 && NOISE.test(best[best.length - 1]?.text.trim() ?? '')) best.pop();
  return best;
}

/**
 * Two amounts OCR read as one word once the rule between them was gone
 * (`2622,600,0002,990,500,000`): split where the right part is an amount printed as such and the
 * left one ends in a group of three, choosing the split that leaves the two closest in length
 * (the two periods' amounts are of one magnitude); the box is shared by character count.
 */
function splitMerged(word: OcrWord, charWidth: number): OcrWord[] {
  if (readAmountText(word.text)?.wellFormed || !/\d{4}/.test(word.text.replace(/\D/g, '')))
    return [word];
  const text = word.text;
  const digits = (t: string) => t.replace(/\D/g, '').length;
  let best: { at: number; balance: number } | null = null;
  for (let at = 1; at < text.length; at++) {
    const left = text.slice(0, at);
    const right = text.slice(at);
    if (!/^[\d(（△]/.test(right) || !/[,.]\d{3}$/.test(left.replace(/[^\d)）]+$/, ''))) continue;
    if (!readAmountText(right)?.wellFormed || digits(left) < 4 || digits(right) < 4) continue;
    const balance = Math.abs(digits(left) - digits(right));
    if (!best || balance < best.balance) best = { at, balance };
  }
  if (!best) return [word];
  // The blank between the two amounts is in the box but not in the text: each part is given the
  // width its characters take on this page.
  const { x0, x1 } = word.bbox;
  const firstEnd = Math.round(x0 + best.at * charWidth);
  const secondStart = Math.round(x1 - (text.length - best.at) * charWidth);
  const second = { ...word, text: text.slice(best.at), bbox: { ...word.bbox, x0: secondStart } };
  SPLIT_OFF.add(second);
  return [{ ...word, text: text.slice(0, best.at), bbox: { ...word.bbox, x1: firstEnd } }, second];
}

/** The median width of one character of the amounts printed on the page. */
function characterWidth(words: OcrWord[]): number {
  const widths = words
    .filter((w) => w.text.length >= 7 && readAmountText(w.text)?.wellFormed)
    .map((w) => (w.bbox.x1 - w.bbox.x0) / w.text.length)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 0;
}

/** Amounts split off a merged word, never to be joined back to the one before them. */
const SPLIT_OFF = new WeakSet<OcrWord>();
