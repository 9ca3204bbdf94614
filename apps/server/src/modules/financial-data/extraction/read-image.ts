import { tmpdir } from 'node:os';
import { type ExtractedLine, type ExtractedStatement, mapStatement, toWon } from '@bus/domain';
import { PSM } from 'tesseract.js';
import { ExtractionError } from './extraction-error';
import { amountAlternatives } from './ocr/amount-text';
import { startOcrEngine } from './ocr/ocr-engine';
import { looksLikeDocument } from './ocr/page-check';
import { type PageTable, pageTable, type TableCell, type TableRow } from './ocr/page-table';
import { prepareScan } from './ocr/prepare-scan';
import { recoverLabels } from './ocr/recover-labels';
import { rereadAmounts } from './ocr/reread-amounts';
import { type Period, type Readings, type SettledLine, settleAmounts } from './ocr/settle-amounts';
import { labelPosition, tableToSourceRows } from './ocr/table-rows';
import { rowsToStatements } from './rows-to-statements';

/** Mean OCR confidence (0–100) under which a result is marked incomplete for a person to check. */
export const OCR_MIN_CONFIDENCE = 70;

export type OcrText = {
  statements: ExtractedStatement[];
  confidence: number;
  text: string;
  /** Amount or label readings left uncertain (marked in the lines' provenance). */
  uncertain: number;
};

/**
 * Reads a statement image (png, jpg) with OCR, fully offline: cleans the scan (prepareScan),
 * recognises it, rebuilds the table from the word boxes, reads the labels with the statement's
 * structure and dictionary, and the amounts with its arithmetic. Throws when the image cannot be
 * decoded or recognised.
 */
export async function readImage(
  bytes: Buffer,
  options: { cacheDir?: string | undefined; onProgress?: (fraction: number) => void },
): Promise<OcrText> {
  const scan = await prepareScan(bytes);
  if (!looksLikeDocument(scan.ink)) throw new ExtractionError('file/ocr-failed');
  const engine = await startOcrEngine(options.cacheDir ?? tmpdir(), options.onProgress);
  try {
    // One block keeps a label's words and brackets together better than sparse text does
    // (40 vs 21 of 50 lines exact before any correction on the 300 dpi balance sheet).
    const page = await engine.read(scan.png, { psm: PSM.SINGLE_BLOCK });
    const table = pageTable(page.words);
    const rows = tableToSourceRows(table, (row, i) => row.cells[i]?.reading.value ?? null);
    const byPosition = new Map(table.rows.map((row) => [labelPosition(row), row]));
    const statements = rowsToStatements(rows, {
      extractor: 'ocr',
      layout: 'positioned',
      title: null,
    }).map((statement) => ({
      statement,
      rows: statement.lines.map((line) => byPosition.get(line.provenance.position)),
    }));
    let uncertain = 0;
    // Cells are read again only where the page's reading is in doubt: a weak cell, or the lines
    // an identity fails for with those it sums — one small image, not another page.
    const suspects = statements.flatMap(({ statement, rows: lineRows }) => {
      const labels = readLabels(statement, lineRows);
      uncertain += labels.uncertain;
      return suspectRows(statement, lineRows, table, labels.levels);
    });
    const rereads = await rereadAmounts(engine, scan.page, table, [...new Set(suspects)]);
    for (const { statement, rows: lineRows } of statements) {
      uncertain += applySettled(statement, settle(statement, lineRows, table, rereads));
    }
    return {
      statements: statements.map((s) => s.statement),
      confidence: readConfidence(
        statements.flatMap((s) => s.rows),
        page.confidence,
      ),
      text: page.text,
      uncertain,
    };
  } finally {
    await engine.close();
  }
}

function readLabels(
  statement: ExtractedStatement,
  rows: (TableRow | undefined)[],
): { uncertain: number; levels: number[] } {
  const labels = recoverLabels(
    rows.map((row) => row?.label ?? []),
    statement.type,
  );
  let uncertain = 0;
  statement.lines.forEach((line, i) => {
    const read = labels[i];
    if (!read || !rows[i]) return;
    line.label = read.label;
    if (read.uncertain) {
      markUncertain(line, 'label');
      uncertain += 1;
    }
  });
  return { uncertain, levels: labels.map((l) => l.level) };
}

/**
 * How sure the reading of the statements is: the mean OCR confidence of the words their lines
 * were read from (labels and amounts). The page's own mean also counts the specks and rule
 * remnants read as `ㅇ` or `|` at confidence 0–40, which say nothing about the figures.
 */
function readConfidence(rows: (TableRow | undefined)[], page: number): number {
  const words = rows.flatMap((row) =>
    row
      ? [
          ...row.label.map((w) => w.confidence),
          ...row.cells.flatMap((c) => (c ? [c.confidence] : [])),
        ]
      : [],
  );
  return words.length > 0 ? words.reduce((a, b) => a + b, 0) / words.length : page;
}

/** OCR confidence under which a cell is read again even when its digits look right. */
const WEAK_CELL = 80;

function weak(cell: TableCell | null | undefined): boolean {
  return !cell?.reading.wellFormed || cell.confidence < WEAK_CELL;
}

/** Rows to read again: those with a weak cell, and the lines in reach of a failing identity. */
function suspectRows(
  statement: ExtractedStatement,
  rows: (TableRow | undefined)[],
  table: PageTable,
  levels: number[],
): TableRow[] {
  const failing = settle(statement, rows, table, new Map()).flatMap((l, i) =>
    l.uncertain.length > 0 ? [i] : [],
  );
  const inReach = new Set(failing.flatMap((i) => linesInReach(levels, i)));
  return rows.filter(
    (row, i): row is TableRow =>
      row !== undefined && (inReach.has(i) || table.columns.some((_, c) => weak(row.cells[c]))),
  );
}

/**
 * The lines an identity failing at line `i` may hinge on, by the page's indentation: the line
 * and the deeper-indented lines under it (a section header's lines), or, when none follow, every
 * line of the section it stands in (a closing total's).
 */
function linesInReach(levels: number[], i: number): number[] {
  const level = levels[i] ?? 0;
  let end = i + 1;
  while (end < levels.length && (levels[end] ?? 0) > level) end += 1;
  let start = i;
  if (end === i + 1) {
    while (start > 0 && (levels[start - 1] ?? 0) >= level) start -= 1;
    while (end < levels.length && (levels[end] ?? 0) >= level) end += 1;
  }
  return Array.from({ length: end - start }, (_, k) => start + k);
}

/**
 * Settles the amounts of a statement from the page's reading, the cell re-reading and the values
 * an ill-formed reading may stand for, with the statement's arithmetic (settleAmounts).
 */
function settle(
  statement: ExtractedStatement,
  rows: (TableRow | undefined)[],
  table: PageTable,
  rereads: Map<TableRow, (TableCell | null)[]>,
): SettledLine[] {
  const type = statement.type;
  if (!type)
    return statement.lines.map((l) => ({
      current: l.current,
      previous: l.previous,
      uncertain: [],
    }));
  const scale = (v: number | null) => (v === null ? null : toWon(v, statement.unit));
  const readings: Readings[] = statement.lines.map((line, i) => {
    const row = rows[i];
    const doubtful: Period[] = [];
    const options = (period: Period): (number | null)[] => {
      const column = periodColumn(table, period);
      if (!row || column === null) return [line[period]];
      const cells = [row.cells[column], rereads.get(row)?.[column]].filter(
        (c): c is TableCell => !!c,
      );
      if (cells.length > 0 && cells.every((c) => !c.reading.wellFormed)) doubtful.push(period);
      const values = [
        ...cells.map((c) => c.reading.value),
        ...cells.flatMap((c) => amountAlternatives(c.raw)),
      ];
      return [...new Set(values.map(scale))];
    };
    return { current: options('current'), previous: options('previous'), doubtful };
  });
  return settleAmounts(type, mapStatement(statement), readings);
}

function applySettled(statement: ExtractedStatement, settled: SettledLine[]): number {
  let uncertain = 0;
  statement.lines.forEach((line, i) => {
    const result = settled[i];
    if (!result) return;
    line.current = result.current;
    line.previous = result.previous;
    for (const period of result.uncertain) markUncertain(line, period);
    uncertain += result.uncertain.length;
  });
  return uncertain;
}

/**
 * The column each period's amounts were read from: a statement printed with one column per
 * period. With sub-columns (inner and outer amounts per period) no second reading is matched and
 * the page's reading stands alone.
 */
function periodColumn(table: PageTable, period: Period): number | null {
  if (table.columns.length !== 2) return null;
  return period === 'current' ? 0 : 1;
}

function markUncertain(line: ExtractedLine, what: 'label' | 'current' | 'previous'): void {
  const marked = new Set(line.provenance.uncertain ?? []);
  marked.add(what);
  line.provenance.uncertain = [...marked];
}
