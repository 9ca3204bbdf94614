import { ForecastError } from '../types';
import { type CalendarDate, parseDateCell } from './dates';
import { isEmptyCell } from './table';

/**
 * What a value cell may carry around its number, as Korean spreadsheets write amounts: spaces and
 * the won sign or unit ("₩1,234,000", "1,234,000원"). Commas are read only as thousands
 * separators in groups of three ("1,234,000"), so "12,5" — a decimal comma, or a typo — is
 * refused rather than read as 125. Unit words that scale the number ("12.3백만", "1,234천원",
 * "5억") and percent signs are refused too: the multiplier would be a guess, and one column mixing
 * units would silently be off by a factor of a thousand. The refusal names the row.
 */
const NUMBER_DECORATION = /[\s₩원]/g;
const THOUSANDS = /^[+-]?\(?[+-]?\d{1,3}(,\d{3})+(\.\d*)?\)?$/;

function shown(cell: unknown): string {
  return typeof cell === 'string' ? `'${cell}'` : String(cell);
}

/** A value cell as the error details show it: as written, cut to what a message can hold. */
function cellDetail(cell: unknown): string | number {
  if (typeof cell === 'number') return cell;
  return String(cell ?? '').slice(0, 40);
}

/** A cell as a number, or undefined when it is not one ("1,234원" and "(12)" for −12 are). */
export function readNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.replace(NUMBER_DECORATION, '');
  if (text.includes(',')) {
    if (!THOUSANDS.test(text)) return undefined;
    text = text.replace(/,/g, '');
  }
  let sign = 1;
  const accounting = /^\((.*)\)$/.exec(text);
  if (accounting) {
    text = accounting[1] ?? '';
    sign = -1;
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return sign * Number(text);
}

/** The value cell of data row `row`, or ForecastError 'not_a_number' naming the row. */
export function parseValueCell(cell: unknown, row: number): number {
  if (isEmptyCell(cell)) {
    throw new ForecastError('not_a_number', `row ${row}: the value is empty`, { row, value: '' });
  }
  const value = readNumber(cell);
  if (value === undefined) {
    throw new ForecastError('not_a_number', `row ${row}: value ${shown(cell)} is not a number`, {
      row,
      value: cellDetail(cell),
    });
  }
  return value;
}

/** The date cell of data row `row`, or ForecastError 'invalid_date' naming the row. */
export function parseDateOfRow(cell: unknown, row: number): CalendarDate {
  if (isEmptyCell(cell)) {
    throw new ForecastError('invalid_date', `row ${row}: the date is empty`, { row, value: '' });
  }
  const date = parseDateCell(cell);
  if (!date) {
    throw new ForecastError(
      'invalid_date',
      `row ${row}: ${shown(cell)} is not a date (use e.g. 2024-01, 2024.01, 2024년 1월 or 2024-01-15)`,
      { row, value: cellDetail(cell) },
    );
  }
  return date;
}
