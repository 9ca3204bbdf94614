import { describe, expect, it } from 'vitest';
import { payrollDocument } from '../testing/payroll-fixtures';
import {
  formatHeadcount,
  formatPerBus,
  monthOf,
  monthRanges,
  payrollMonthField,
  payrollTabPath,
  registersOfYear,
} from './payroll';

describe('payroll helpers', () => {
  it('sends no month for an annual register', () => {
    expect(payrollMonthField('annual')).toBeUndefined();
    expect(payrollMonthField(3)).toBe(3);
    expect(monthOf(13)).toBeNull();
    expect(monthOf('12')).toBe(12);
  });

  it('lists a year annual register first, then its months', () => {
    const march = { ...payrollDocument, id: 'b', month: 3, months: [3] };
    const january = { ...payrollDocument, id: 'c', month: 1, months: [1] };
    const other = { ...payrollDocument, id: 'd', fiscalYear: 2023 };
    expect(
      registersOfYear([march, other, january, payrollDocument], 2024).map((d) => d.id),
    ).toEqual([payrollDocument.id, 'c', 'b']);
  });

  it('links the payroll tab of a company and year', () => {
    expect(payrollTabPath('abc', 2024)).toBe(
      '/financial-data-center/payroll?company=abc&year=2024',
    );
    expect(payrollTabPath('abc', null)).toBe('/financial-data-center/payroll?company=abc');
  });

  it('shows averaged headcounts with one decimal and ratios with three', () => {
    expect(formatHeadcount(12.25)).toBe('12.3');
    expect(formatHeadcount(1200)).toBe('1,200');
    expect(formatPerBus(0.17)).toBe('0.170');
    expect(formatPerBus(null)).toBe('-');
  });
});

describe('monthRanges', () => {
  it('writes months as compact ranges', () => {
    expect(monthRanges([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(monthRanges([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe('1–12');
    expect(monthRanges([4])).toBe('4');
  });
});
