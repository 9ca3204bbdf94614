import { parseAmount } from '../statements/amounts';
import type { PayrollCell } from './columns';

/**
 * A resident or foreigner registration number (주민등록번호/외국인등록번호): birth date, then the
 * gender-and-century digit 1–8 and six more. Such a cell is dropped wherever it is printed
 * (ADR 0013): never read, stored or shown, whatever its column.
 */
const REGISTRATION_NUMBER = /(?<!\d)\d{6}\s*-?\s*[1-8]\d{6}(?!\d)/;

export function isRegistrationNumber(text: string): boolean {
  return REGISTRATION_NUMBER.test(text.normalize('NFKC'));
}

/** Rows that total others (합계, 소계, 총계, 계, 1월 소계 …): not employees. */
const TOTAL_LABEL = /^(?:합계|소계|총계|계|총합계|누계|월계)$|(?:합계|소계|총계)$/;

export function isTotalLabel(text: string): boolean {
  return TOTAL_LABEL.test(text.normalize('NFKC').replace(/\s+/g, ''));
}

/** The text of the cells placed in one column, as printed, joined by a space. */
export function cellText(cells: readonly PayrollCell[] | undefined): string {
  return (cells ?? [])
    .map((cell) => cell.text.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The amount of one column's cells: null when blank or a dash, `NaN` when the text is not a
 * number (an OCR misreading), else the sum (a PDF may split one amount in two only by mistake,
 * so more than one cell is read as one printed number).
 */
export function cellAmount(cells: readonly PayrollCell[] | undefined): number | null {
  if (!cells || cells.length === 0) return null;
  const first = cells[0];
  if (cells.length === 1 && first && first.value !== null) return first.value;
  const text = cells.map((cell) => cell.text.trim()).join('');
  if (text === '') return null;
  const amount = parseAmount(text);
  if (amount !== null) return amount;
  return /^[-–—−‐_=.]+$/.test(text) ? null : Number.NaN;
}

export type MonthReading =
  | { kind: 'empty' }
  | { kind: 'month'; month: number }
  | { kind: 'outside'; printed: string };

/** `2024-03`, `2024.03`, `2024/3`, `2024년 3월`, `2024-03-01`, `202403`. */
const YEAR_MONTH = /^(\d{4})(?:[-./년]|(?=\d{2}$))(\d{1,2})월?(?:[-./]\d{1,2}일?)?\.?$/;
/** `3`, `03`, `3월`. */
const MONTH_ONLY = /^(\d{1,2})월?$/;

/** Spreadsheet day numbers of 1982–2064: a month cell stored as a date (2024-03-01 = 45352). */
const SERIAL_DATES = { min: 30_000, max: 60_000 } as const;
/** Day 0 of spreadsheet dates (1899-12-30, which absorbs Lotus's 1900 leap-year error). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function fromSerialDate(text: string): { year: number; month: number } | null {
  if (!/^\d{5}$/.test(text)) return null;
  const serial = Number(text);
  if (serial < SERIAL_DATES.min || serial > SERIAL_DATES.max) return null;
  const date = new Date(SERIAL_EPOCH_MS + serial * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

function inYear(year: number | null, month: number, fiscalYear: number): boolean {
  return month >= 1 && month <= 12 && (year === null || year === fiscalYear);
}

/**
 * Reads a month cell (ADR 0013 "A month … outside the fiscal year"): 1–12, `3월`, `2024-03`,
 * `2024.03`, `202403`, a date cell. A year that is not the fiscal year, a month that is not 1–12 or a text
 * that is no month is `outside`, with the text as printed.
 */
export function readMonth(
  cells: readonly PayrollCell[] | undefined,
  fiscalYear: number,
): MonthReading {
  const printed = cellText(cells);
  const text = printed.normalize('NFKC').replace(/\s+/g, '');
  if (text === '') return { kind: 'empty' };
  const serial = fromSerialDate(text);
  const yearMonth = YEAR_MONTH.exec(text);
  const monthOnly = MONTH_ONLY.exec(text);
  const year = serial?.year ?? (yearMonth ? Number(yearMonth[1]) : null);
  const month = serial?.month ?? Number(yearMonth?.[2] ?? monthOnly?.[1] ?? Number.NaN);
  return inYear(year, month, fiscalYear) ? { kind: 'month', month } : { kind: 'outside', printed };
}

/** `김민수` → `김**`: how a duplicate is named when names are not kept. */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  return letters.length === 0 ? '' : `${letters[0]}${'*'.repeat(Math.max(1, letters.length - 1))}`;
}
