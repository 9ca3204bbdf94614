import { cellAmount, center, type RowCell, type RowLayout, type SourceRow } from './source-rows';

/**
 * Where the amounts of a statement sit, read from its header row (당기/전기, 제N기, 2024/2023,
 * 금액). In a spreadsheet, amounts are the cells from column `amountsFrom` on (printed layouts
 * take the numbers at the end of a line instead); those at or beyond `previousFrom` are the
 * previous period, the others the current one.
 */
export type PeriodColumns = { amountsFrom: number; previousFrom: number | null };

type Marker = {
  cell: RowCell;
  kind: 'current' | 'previous' | 'term' | 'year' | 'amount';
  n: number;
};

const LABEL_HEADER = /^(계정과목|과목|계정|구분|항목|account|accounts|item)$/i;

function markerOf(cell: RowCell): Marker | null {
  const s = cell.text.normalize('NFKC').replace(/\s+/g, '');
  if (s === '') return null;
  if (/\(당\)기|\(당기\)|^당기(?!순)|^당기말|\bcurrent/i.test(s))
    return { cell, kind: 'current', n: 0 };
  if (/\(전\)기|\(전기\)|^전기(?!순)|^전기말|\bprevious|\bprior/i.test(s)) {
    return { cell, kind: 'previous', n: 0 };
  }
  const term = /^제(\d+)기/.exec(s);
  if (term?.[1]) return { cell, kind: 'term', n: Number(term[1]) };
  const year = /^(?:FY)?((?:19|20)\d{2})(?:년도?|년말|\.\d{1,2}\.\d{1,2}\.?|\.12|말)?$/i.exec(s);
  if (year?.[1]) return { cell, kind: 'year', n: Number(year[1]) };
  if (/^금액/.test(s) || /^amount/i.test(s)) return { cell, kind: 'amount', n: 0 };
  return null;
}

/** Reads a header row; null when `row` is not one (a data row has amounts that are not markers). */
export function readPeriodHeader(row: SourceRow, layout: RowLayout): PeriodColumns | null {
  const markers: Marker[] = [];
  let labelHeader = false;
  let otherText = false;
  for (const cell of row.cells) {
    const marker = markerOf(cell);
    if (marker) markers.push(marker);
    else if (LABEL_HEADER.test(cell.text.replace(/\s+/g, ''))) labelHeader = true;
    else if (cellAmount(cell) !== undefined) return null;
    else if (cell.text.trim() !== '') otherText = true;
  }
  const onlyYears = markers.every((m) => m.kind === 'year');
  const enough = markers.length >= 2 || (markers.length === 1 && labelHeader);
  if (!enough || (onlyYears && otherText && !labelHeader)) return null;
  const [current, previous] = pickPeriods(markers);
  if (!current) return null;
  const boundary = previous ? periodBoundary(current.cell, previous.cell, layout) : null;
  return { amountsFrom: current.cell.left, previousFrom: boundary };
}

function pickPeriods(markers: Marker[]): [Marker | undefined, Marker | undefined] {
  const explicitCurrent = markers.find((m) => m.kind === 'current');
  const explicitPrevious = markers.find((m) => m.kind === 'previous');
  if (explicitCurrent) return [explicitCurrent, explicitPrevious];
  const numbered = markers
    .filter((m) => m.kind === 'term' || m.kind === 'year')
    .sort((a, b) => b.n - a.n);
  if (numbered.length > 0) return [numbered[0], explicitPrevious ?? numbered[1]];
  return [markers.find((m) => m.kind === 'amount'), explicitPrevious];
}

/**
 * Spreadsheet headers start at the left of their (merged) group, so the previous period begins at
 * its header's column. Printed headers are centred or right-aligned over their column, so the
 * split is halfway between the two headers.
 */
function periodBoundary(current: RowCell, previous: RowCell, layout: RowLayout): number {
  return layout === 'grid' ? previous.left : (center(current) + center(previous)) / 2;
}
