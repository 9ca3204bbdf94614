import type { ExtractedLine, ExtractionMethod } from '@bus/domain';
import type { PeriodColumns } from './period-header';
import { cellAmount, center, type RowCell, type RowLayout, type SourceRow } from './source-rows';

type Amount = { cell: RowCell; value: number | null };

/**
 * Reads one row as an account line: the label and the current/previous amounts (as printed,
 * before the unit). Where a period has several amount cells (an inner column for detail lines
 * and an outer one for subtotals) the rightmost number wins. Null when the row is not a line.
 */
export function splitLine(
  row: SourceRow,
  periods: PeriodColumns | null,
  options: { extractor: ExtractionMethod; layout: RowLayout },
): ExtractedLine | null {
  const parts =
    options.layout === 'grid' ? splitGrid(row.cells, periods) : splitPositioned(row.cells);
  if (!parts || parts.amounts.length === 0) return null;
  const label = parts.labels
    .map((c) => c.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (label === '' || !/\p{L}/u.test(label)) return null;
  const boundary = periods?.previousFrom ?? null;
  const [current, previous] =
    boundary === null
      ? splitByCount(parts.amounts)
      : splitAt(parts.amounts, boundary, options.layout);
  const source = parts.labels.reduce((a, b) =>
    b.text.trim().length > a.text.trim().length ? b : a,
  );
  return {
    label,
    current: rightmostNumber(current),
    previous: rightmostNumber(previous),
    provenance: {
      extractor: options.extractor,
      sheet: row.sheet,
      page: row.page,
      cell: source.cell,
      position: source.position,
    },
  };
}

function splitGrid(cells: RowCell[], periods: PeriodColumns | null) {
  if (!periods) return null;
  const labels = cells.filter(
    (c) => c.left < periods.amountsFrom && c.text.trim() !== '' && cellAmount(c) === undefined,
  );
  const amounts = amountsOf(cells.filter((c) => c.left >= periods.amountsFrom));
  return labels.length > 0 ? { labels, amounts } : null;
}

/** Printed rows: the amounts are the numbers at the end of the line, the label is the rest. */
function splitPositioned(cells: RowCell[]) {
  let split = cells.length;
  while (split > 0 && cellAmount(cells[split - 1] as RowCell) !== undefined) split -= 1;
  const labels = cells.slice(0, split).filter((c) => c.text.trim() !== '');
  return labels.length > 0 ? { labels, amounts: amountsOf(cells.slice(split)) } : null;
}

function amountsOf(cells: RowCell[]): Amount[] {
  const amounts: Amount[] = [];
  for (const cell of cells) {
    const value = cellAmount(cell);
    if (value !== undefined) amounts.push({ cell, value });
  }
  return amounts;
}

function splitAt(amounts: Amount[], boundary: number, layout: RowLayout): [Amount[], Amount[]] {
  const position = (a: Amount) => (layout === 'grid' ? a.cell.left : center(a.cell));
  return [
    amounts.filter((a) => position(a) < boundary),
    amounts.filter((a) => position(a) >= boundary),
  ];
}

/** Without a header: one amount is the current period; more split in halves, current first. */
function splitByCount(amounts: Amount[]): [Amount[], Amount[]] {
  const half = Math.ceil(amounts.length / 2);
  return [amounts.slice(0, half), amounts.slice(half)];
}

function rightmostNumber(amounts: Amount[]): number | null {
  for (let i = amounts.length - 1; i >= 0; i -= 1) {
    const value = amounts[i]?.value;
    if (value !== null && value !== undefined) return value;
  }
  return null;
}
