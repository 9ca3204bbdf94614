import { cellAmount, center, type RowCell, type RowLayout, type SourceRow } from './source-rows';

/**
 * Where the amounts of a statement sit, read from its header row (당기/전기, 제N기, 2024/2023,
 * 금액). In a spreadsheet, amounts are the cells from column `amountsFrom` on (printed layouts
 * take the numbers at the end of a line instead); those at or beyond `previousFrom` are the
 * previous period, the others the current one.
 */
export type PeriodColumns = {
  amountsFrom: number;
  previousFrom: number | null;
  /** The year the current column is printed for (`2024`, `FY2024`, `당기(2024.12.31)`), if any. */
  currentYear: number | null;
};

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
  const year = yearCell(s);
  if (year !== null) return { cell, kind: 'year', n: year };
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
  return { amountsFrom: current.cell.left, previousFrom: boundary, currentYear: yearOf(current) };
}

/** A cell that is only a year: `2024`, `2024년`, `2024년도`, `2024.12.31`, `FY2024`. */
export function yearCell(text: string): number | null {
  const s = text.normalize('NFKC').replace(/\s+/g, '');
  const year = /^(?:FY)?((?:19|20)\d{2})(?:년도?|년말|\.\d{1,2}\.\d{1,2}\.?|\.12|말)?$/i.exec(s);
  return year?.[1] ? Number(year[1]) : null;
}

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

/** The one year a text names (`당기 (2024.1.1~2024.12.31)`); null for none or several. */
function singleYear(text: string): number | null {
  const years = new Set((text.normalize('NFKC').match(YEAR) ?? []).map(Number));
  return years.size === 1 ? ([...years][0] ?? null) : null;
}

function yearOf(current: Marker): number | null {
  if (current.kind === 'year') return current.n;
  if (current.kind === 'amount') return null;
  return singleYear(current.cell.text);
}

/** A period printed under a title: its term (제N기) if named, and its year if unambiguous. */
export type PrintedPeriod = { term: number | null; year: number | null };

const TERM = /제\s*(\d{1,3})\s*(?:\(\s*[당전]\s*\)\s*)?기/g;
const DATE =
  /(?<!\d)((?:19|20)\d{2})\s*(?:년|[.\-/])\s*(\d{1,2})\s*(?:월|[.\-/])\s*(\d{1,2})(?!\d)/g;

/**
 * The periods a line under a statement's title names with full dates: `제30기 2024.12.31 현재`,
 * `2024년 1월 1일부터 2024년 12월 31일까지`, `제10기 2024년 12월 31일 현재 제9기 2023년 12월 31일 현재`.
 * Each term (제N기) owns the dates after it; a period whose dates fall in two years (a fiscal
 * year not on the calendar year, two unrelated dates) has no year. A line without a full date
 * names no period.
 */
export function printedPeriods(text: string): PrintedPeriod[] {
  const s = text.normalize('NFKC');
  const terms = [...s.matchAll(TERM)];
  const chunks: Array<{ term: number | null; text: string }> = [];
  const firstTerm = terms[0]?.index ?? s.length;
  chunks.push({ term: null, text: s.slice(0, firstTerm) });
  terms.forEach((match, i) => {
    const end = terms[i + 1]?.index ?? s.length;
    chunks.push({ term: Number(match[1]), text: s.slice(match.index, end) });
  });
  const periods: PrintedPeriod[] = [];
  for (const chunk of chunks) {
    const dates = [...chunk.text.matchAll(DATE)].filter((d) => validDate(d));
    if (dates.length === 0) continue;
    const years = new Set(dates.map((d) => Number(d[1])));
    periods.push({ term: chunk.term, year: years.size === 1 ? ([...years][0] ?? null) : null });
  }
  return periods;
}

function validDate(match: RegExpMatchArray): boolean {
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/**
 * The current period's year from what a statement prints: the year of the current amount column
 * and the periods named under the title. The current period is the highest term (제N기) when
 * terms are printed. Null when nothing names a year or when they disagree (never a guess).
 */
export function currentYearOf(headerYear: number | null, periods: PrintedPeriod[]): number | null {
  const printed = printedYear(periods);
  if (printed === undefined) return null;
  if (headerYear !== null && printed !== null && headerYear !== printed) return null;
  return headerYear ?? printed;
}

/** undefined: the periods contradict each other; null: they name no year. */
function printedYear(periods: PrintedPeriod[]): number | null | undefined {
  if (periods.length === 0) return null;
  const terms = periods.flatMap((p) => (p.term === null ? [] : [p.term]));
  const top = terms.length > 0 ? Math.max(...terms) : null;
  // The current period: the highest term's, and any printed without a term.
  const current = periods.filter((p) => p.term === top || p.term === null);
  const years = new Set(current.map((p) => p.year));
  const [year] = years;
  if (years.size !== 1 || year === null || year === undefined) return undefined;
  // An earlier term printed for the same or a later year makes the whole reading doubtful.
  const earlier = periods.filter((p) => p.term !== null && p.term !== top);
  return earlier.some((p) => p.year !== null && p.year >= year) ? undefined : year;
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
