import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, parseDateCell } from './dates';

function month(cell: unknown) {
  const date = parseDateCell(cell);
  return date && `${formatMonth(date)} ${date.precision}`;
}

function day(cell: unknown) {
  const date = parseDateCell(cell);
  return date && formatDay(date);
}

describe('parseDateCell', () => {
  it.each([
    ['2024-01', '2024-01 month'],
    ['2024.01', '2024-01 month'],
    ['2024/1', '2024-01 month'],
    ['2024. 1.', '2024-01 month'],
    ['2024년 1월', '2024-01 month'],
    ['2024년1월', '2024-01 month'],
    ['202411', '2024-11 month'],
    ['2024Q2', '2024-04 month'],
    ['2024년 3분기', '2024-07 month'],
    ['0001-03', '0001-03 month'],
  ])('reads the month %s', (cell, expected) => {
    expect(month(cell)).toBe(expected);
  });

  it.each([
    ['2024-01-15', '2024-01-15'],
    ['2024/01/15', '2024-01-15'],
    ['2024.1.5', '2024-01-05'],
    ['2024년 1월 15일', '2024-01-15'],
    ['20240115', '2024-01-15'],
    ['2024-01-15 00:00:00', '2024-01-15'],
    ['2024-01-15T00:00:00Z', '2024-01-15'],
  ])('reads the day %s', (cell, expected) => {
    expect(day(cell)).toBe(expected);
  });

  it('reads Excel serial numbers, counting from 1899-12-30', () => {
    expect(day(45292)).toBe('2024-01-01');
    expect(day('45306')).toBe('2024-01-15');
    expect(day(45292.75)).toBe('2024-01-01');
    expect(day(61)).toBe('1900-03-01');
  });

  it('reads Date objects from a spreadsheet reader', () => {
    expect(day(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
  });

  it.each(['2024-13', '2024-02-30', 'Jan 2024', 'abc', '', true])('refuses %s', (cell) => {
    expect(parseDateCell(cell)).toBeUndefined();
  });
});
