import { ForecastError } from '../types';
import { readNumber } from './cells';
import { fromExcelSerial, parseDateCell } from './dates';
import { isEmptyCell, type RawTable } from './table';

/** Header names of the date column (spec §3 "Time series columns": date (ds), auto-detected). */
const DATE_NAMES = ['date', 'ds', 'month', 'period', 'time', 'datetime', 'yearmonth', 'ym', '월'];
const DATE_WORDS = ['날짜', '연월', '년월', '기간', '일자', '기준월', '기준일', 'date', 'month'];
/** Header names of the value column (spec §3: value (y)). */
const VALUE_NAMES = ['value', 'y', 'amount', 'sales', 'revenue', 'target'];
const VALUE_WORDS = ['매출', '수입', '금액', '값', '수익', 'value', 'amount', 'revenue', 'sales'];

/** Excel serials of 1950-01-01 and 2100-12-31: a bare number outside them is not taken for a date. */
const PLAUSIBLE_SERIAL_MIN = 18_264;
const PLAUSIBLE_SERIAL_MAX = 73_415;

export type ColumnChoice = { readonly date: number; readonly value: number };

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_\-()[\]]/g, '');

function byName(headers: readonly string[], names: string[], words: string[], skip: number) {
  const keys = headers.map(normalise);
  const exact = keys.findIndex((key, i) => i !== skip && names.includes(key));
  if (exact >= 0) return exact;
  // Words in priority order, so "월매출" (monthly sales) is never read as a date column.
  for (const word of words) {
    const found = keys.findIndex((key, i) => i !== skip && key.includes(word));
    if (found >= 0) return found;
  }
  return -1;
}

function cellsOf(table: RawTable, column: number): unknown[] {
  return table.rows.map((row) => row[column]).filter((cell) => !isEmptyCell(cell));
}

/**
 * A written date (text such as "2024.01" or "202401", or a Date); other bare numbers count only
 * as Excel serials of plausible years, and only when no column has written dates.
 */
function looksLikeDate(cell: unknown, allowSerial: boolean): boolean {
  const bare =
    typeof cell === 'number' || (typeof cell === 'string' && /^\d{1,5}$/.test(cell.trim()));
  if (!bare) return parseDateCell(cell) !== undefined;
  const serial = Number(cell);
  return (
    allowSerial &&
    serial >= PLAUSIBLE_SERIAL_MIN &&
    serial <= PLAUSIBLE_SERIAL_MAX &&
    fromExcelSerial(serial) !== undefined
  );
}

function byContent(table: RawTable): number {
  const columns = table.headers.map((_, i) => cellsOf(table, i));
  const all = (allowSerial: boolean) =>
    columns.findIndex(
      (cells) => cells.length > 0 && cells.every((cell) => looksLikeDate(cell, allowSerial)),
    );
  const written = all(false);
  return written >= 0 ? written : all(true);
}

/** The first other column where most cells are numbers (a stray text cell gets its row error later). */
function numericColumn(table: RawTable, skip: number): number {
  return table.headers.findIndex((_, i) => {
    if (i === skip) return false;
    const cells = cellsOf(table, i);
    const numbers = cells.filter((cell) => readNumber(cell) !== undefined).length;
    return cells.length > 0 && numbers > cells.length / 2;
  });
}

/** The header names, as the column pickers would list them, for the details of a refusal. */
const columnList = (headers: readonly string[]) => headers.join(', ');

function named(headers: readonly string[], name: string, role: 'date' | 'value'): number {
  const index = headers.indexOf(name);
  if (index < 0) {
    throw new ForecastError(
      role === 'date' ? 'no_date_column' : 'no_value_column',
      `the ${role} column "${name}" is not in the header`,
      { columns: columnList(headers), name },
    );
  }
  return index;
}

/**
 * Finds the date and value columns: the caller's names first, then header names
 * (date/ds/month/날짜/연월/기간…, value/y/amount/값/매출/수입…), then content.
 */
export function detectColumns(
  table: RawTable,
  names: { date?: string; value?: string } = {},
): ColumnChoice {
  let date = names.date ? named(table.headers, names.date, 'date') : -1;
  if (date < 0) date = byName(table.headers, DATE_NAMES, DATE_WORDS, -1);
  if (date < 0) date = byContent(table);
  if (date < 0) {
    throw new ForecastError(
      'no_date_column',
      'no date column found: name it date, ds, month, 날짜, 연월 or 기간, or use dates like 2024-01',
      { columns: columnList(table.headers) },
    );
  }
  let value = names.value ? named(table.headers, names.value, 'value') : -1;
  if (value < 0) value = byName(table.headers, VALUE_NAMES, VALUE_WORDS, date);
  if (value < 0) value = numericColumn(table, date);
  if (value < 0) {
    throw new ForecastError(
      'no_value_column',
      'no value column found: name it value, y, amount, 값, 매출 or 수입, with numbers in it',
      { columns: columnList(table.headers) },
    );
  }
  return { date, value };
}
