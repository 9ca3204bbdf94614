import { parseAmount } from '../statements/amounts';
import { compactHeader, recogniseColumnName } from './column-names';
import type { PayrollField } from './types';

/**
 * One printed cell of a register row. `left`/`right` are the column index in a spreadsheet
 * (left = right = the column; a merged header cell may span to its last column) and x
 * coordinates in a PDF or scan, so one rule — horizontal overlap — places a cell in its column.
 */
export type PayrollCell = { text: string; value: number | null; left: number; right: number };
/** A row of a register, cells sorted by `left`; `source` says where it is ("B12", "p2 y=540"). */
export type PayrollSourceRow = { cells: PayrollCell[]; source: string };

/** A recognised column: its name as printed (with the title printed above it, if any). */
export type PayrollColumn = {
  label: string;
  group: string | null;
  field: PayrollField;
  /** Whether the name is one registers print (an unknown name is an ignored column). */
  known: boolean;
  /** For job columns, how good a job column its name is (0 = 직종, the best). */
  jobRank: number | null;
  left: number;
  right: number;
};

export type PayrollHeader = {
  /** Index of the first header row among the rows given. */
  firstRow: number;
  /** Index of the first row below the header. */
  bodyRow: number;
  /** Sorted by `left`. */
  columns: PayrollColumn[];
};

/** How far down a register its header is looked for (titles, company, period lines above it). */
const HEADER_SEARCH_ROWS = 30;
/** A header may be split over this many rows (group titles, cells merged down, sub-columns). */
const MAX_HEADER_ROWS = 3;
/** Header rows print no amounts; a number this large means the body has started. */
const BODY_AMOUNT = 1_000;
/** Fields that are pay: a header holds at least one of them. */
const PAY_FIELDS: ReadonlySet<PayrollField> = new Set([
  'basePay',
  'allowances',
  'bonuses',
  'overtime',
  'grossPay',
  'retirement',
]);

function overlap(a: { left: number; right: number }, b: { left: number; right: number }): number {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left);
}

function amountOf(cell: PayrollCell): number | null {
  return cell.value ?? parseAmount(cell.text);
}

function printsAmounts(row: PayrollSourceRow): boolean {
  return row.cells.some((cell) => Math.abs(amountOf(cell) ?? 0) >= BODY_AMOUNT);
}

function makeColumn(cell: PayrollCell): PayrollColumn {
  const name = recogniseColumnName(cell.text);
  const label = cell.text.trim();
  return { label, group: null, ...name, left: cell.left, right: cell.right };
}

/**
 * The title printed above a column in an upper header row: the cell over it, else the nearest
 * cell to its left when that one is a title too (a spreadsheet keeps a merged title in its first
 * cell only: 지급내역 in E3 stands over E4:J4).
 */
function titleOver(
  column: PayrollColumn,
  cells: readonly PayrollCell[],
  titles: ReadonlySet<PayrollCell>,
): PayrollCell | null {
  const over = cells.find((cell) => titles.has(cell) && overlap(column, cell) >= 0);
  if (over) return over;
  const left = cells.filter((cell) => cell.right < column.left).at(-1);
  return left && titles.has(left) ? left : null;
}

/**
 * Stacks header rows bottom-up: the lowest row's cells are columns; a cell above that overlaps
 * columns is their group title (context for their names); one that overlaps none is a column
 * of its own if its name is known (사번 merged down over two rows).
 */
function stackHeader(rows: readonly PayrollSourceRow[]): PayrollColumn[] {
  const columns: PayrollColumn[] = [];
  rows.forEach((row, i) => {
    const cells = row.cells.filter((cell) => cell.text.trim() !== '');
    if (i === 0) {
      columns.push(...cells.map(makeColumn));
      return;
    }
    const below = [...columns];
    const titles = new Set<PayrollCell>();
    for (const cell of cells) {
      if (below.some((column) => overlap(column, cell) >= 0)) titles.add(cell);
      else if (makeColumn(cell).known) columns.push(makeColumn(cell));
    }
    for (const column of below) {
      const title = titleOver(column, cells, titles)?.text.trim();
      if (!title) continue;
      column.group = column.group ? `${title} ${column.group}` : title;
      Object.assign(column, recogniseColumnName(column.label, column.group));
    }
  });
  return columns.sort((a, b) => a.left - b.left);
}

/** Recognised fields count fully, known-but-ignored names (공제, 비고) half, to break ties. */
function score(columns: readonly PayrollColumn[]): number {
  let total = 0;
  for (const column of columns) {
    if (column.field !== 'ignored') total += 1;
    else if (column.known) total += 0.5;
  }
  return total;
}

function isHeader(columns: readonly PayrollColumn[]): boolean {
  const fields = columns.filter((column) => column.field !== 'ignored');
  return fields.length >= 2 && fields.some((column) => PAY_FIELDS.has(column.field));
}

/** The rows start..start+count-1, bottom row first, or null when one of them prints amounts. */
function candidateRows(
  rows: readonly PayrollSourceRow[],
  start: number,
  count: number,
): PayrollSourceRow[] | null {
  const slice = rows.slice(start, start + count);
  if (slice.length < count || slice.some(printsAmounts)) return null;
  return slice.reverse();
}

/**
 * Finds a register's header among its first rows (ADR 0013): the row — or two or three rows, a
 * group title above sub-columns — whose cells name the most register columns, at least two of
 * them including one of pay. Null when no row does (a header-less table, a statement).
 */
export function findPayrollHeader(rows: readonly PayrollSourceRow[]): PayrollHeader | null {
  let best: (PayrollHeader & { score: number }) | null = null;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let start = 0; start < limit; start++) {
    for (let count = 1; count <= MAX_HEADER_ROWS; count++) {
      const stack = candidateRows(rows, start, count);
      if (!stack) break;
      const columns = stackHeader(stack);
      const value = score(columns);
      if (!isHeader(columns) || (best && value <= best.score)) continue;
      best = { firstRow: start, bodyRow: start + count, columns, score: value };
    }
  }
  if (!best) return null;
  const { score: _score, ...header } = best;
  return header;
}

/** Where each column's territory ends: half-way to its neighbours, as wide on its outer side. */
function zones(columns: readonly PayrollColumn[]): Array<{ left: number; right: number }> {
  const bounds = columns.slice(1).map((column, i) => {
    const previous = columns[i] as PayrollColumn;
    return previous.right < column.left
      ? (previous.right + column.left) / 2
      : (previous.left + previous.right + column.left + column.right) / 4;
  });
  return columns.map((column, i) => {
    const left = bounds[i - 1] ?? column.left - ((bounds[0] ?? column.right) - column.right);
    const last = bounds[bounds.length - 1] ?? column.left;
    const right = bounds[i] ?? column.right + (column.left - last);
    return { left, right };
  });
}

/**
 * Places the cells of a body row in the header's columns: the column the cell overlaps most
 * (right-aligned amounts under a centred name overlap it in a PDF), else the one whose
 * territory holds the cell's centre. Cells under no column are left out.
 */
export function placeCells(
  row: PayrollSourceRow,
  columns: readonly PayrollColumn[],
): Map<number, PayrollCell[]> {
  const territory = zones(columns);
  const placed = new Map<number, PayrollCell[]>();
  for (const cell of row.cells) {
    const index = columnIndex(cell, columns, territory);
    if (index === null) continue;
    placed.set(index, [...(placed.get(index) ?? []), cell]);
  }
  return placed;
}

function columnIndex(
  cell: PayrollCell,
  columns: readonly PayrollColumn[],
  territory: ReadonlyArray<{ left: number; right: number }>,
): number | null {
  const centre = (cell.left + cell.right) / 2;
  let best: { index: number; overlap: number; distance: number } | null = null;
  for (const [index, column] of columns.entries()) {
    const shared = overlap(column, cell);
    if (shared < 0) continue;
    const distance = Math.abs((column.left + column.right) / 2 - centre);
    if (!best || shared > best.overlap || (shared === best.overlap && distance < best.distance)) {
      best = { index, overlap: shared, distance };
    }
  }
  if (best) return best.index;
  const inside = territory.findIndex((zone) => zone.left < centre && centre < zone.right);
  return inside >= 0 ? inside : null;
}

/**
 * The job column of a header: of the columns named like one (직종, 구분, 부서 …), the one whose
 * values name the most job types, then the best name. Null when the header has none.
 */
export function chooseJobColumn(
  columns: readonly PayrollColumn[],
  recognisedValues: (index: number) => number,
): number | null {
  let best: { index: number; values: number; rank: number } | null = null;
  for (const [index, column] of columns.entries()) {
    if (column.field !== 'jobType') continue;
    const values = recognisedValues(index);
    const rank = column.jobRank ?? Number.POSITIVE_INFINITY;
    if (!best || values > best.values || (values === best.values && rank < best.rank)) {
      best = { index, values, rank };
    }
  }
  return best?.index ?? null;
}

/** Whether a body row repeats the header (a PDF prints it again on every page). */
export function repeatsHeader(row: PayrollSourceRow, columns: readonly PayrollColumn[]): boolean {
  const names = new Set(columns.map((column) => compactHeader(column.label)));
  return row.cells.filter((cell) => names.has(compactHeader(cell.text))).length >= 2;
}
