import { ForecastError } from '../types';
import { type CalendarDate, parseDateCell } from './dates';
import { isEmptyCell } from './table';

/** Thousands separators, spaces and the won sign or unit, as Korean spreadsheets write amounts. */
const NUMBER_DECORATION = /[,\s₩원]/g;

function shown(cell: unknown): string {
  return typeof cell === 'string' ? `'${cell}'` : String(cell);
}

/** A cell as a number, or undefined when it is not one ("1,234원" and "(12)" for −12 are). */
export function readNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.replace(NUMBER_DECORATION, '');
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
    throw new ForecastError('not_a_number', `row ${row}: the value is empty`);
  }
  const value = readNumber(cell);
  if (value === undefined) {
    throw new ForecastError('not_a_number', `row ${row}: value ${shown(cell)} is not a number`);
  }
  return value;
}

/** The date cell of data row `row`, or ForecastError 'invalid_date' naming the row. */
export function parseDateOfRow(cell: unknown, row: number): CalendarDate {
  if (isEmptyCell(cell)) throw new ForecastError('invalid_date', `row ${row}: the date is empty`);
  const date = parseDateCell(cell);
  if (!date) {
    throw new ForecastError(
      'invalid_date',
      `row ${row}: ${shown(cell)} is not a date (use e.g. 2024-01, 2024.01, 2024년 1월 or 2024-01-15)`,
    );
  }
  return date;
}
