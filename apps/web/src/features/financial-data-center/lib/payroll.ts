import type { PayrollDocument } from '@bus/domain';
import type { TFunction } from 'i18next';

/** The months a register may be for (UploadFields.payrollMonth). */
export const PAYROLL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The upload form's month choice: a month's register, or the annual one (no month sent). */
export type PayrollMonthChoice = 'annual' | number;

/** A month of 1–12, else null (an annual register, or a parameter that is not a month). */
export function monthOf(value: unknown): number | null {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
}

/** What the upload form sends for its month choice: nothing for an annual register. */
export function payrollMonthField(choice: PayrollMonthChoice | undefined): number | undefined {
  return monthOf(choice) ?? undefined;
}

/** "연간 급여대장" / "3월 급여대장": a register named by its period, in the financial namespace. */
export function registerName(
  document: Pick<PayrollDocument, 'month' | 'months'>,
  t: TFunction,
): string {
  if (document.month !== null)
    return t('financial:upload.payrollPeriodMonth', { month: document.month });
  if (document.months.length > 0)
    return t('financial:upload.payrollPeriodMonths', { months: monthRanges(document.months) });
  return t('financial:upload.payrollMonthAnnual');
}

/** "연간" / "3월": a row's month, or a register's form month, in the payroll tab. */
export function periodLabel(month: number | null, t: TFunction): string {
  return month === null ? t('payroll:periods.annual') : t('payroll:periods.month', { month });
}

/**
 * A register's period: its form month, else the months its rows cover (a register with a pay-month
 * column: "1–12월"), else annual.
 */
export function documentPeriod(
  document: Pick<PayrollDocument, 'month' | 'months'>,
  t: TFunction,
): string {
  if (document.month === null && document.months.length > 0)
    return t('payroll:periods.months', { months: monthRanges(document.months) });
  return periodLabel(document.month, t);
}

/** Months as compact ranges: [1,2,3,5,7,8] → "1–3, 5, 7–8". */
export function monthRanges(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    ranges.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

/** The registers of one fiscal year: the annual one first, then the months in order. */
export function registersOfYear(
  documents: readonly PayrollDocument[],
  fiscalYear: number,
): PayrollDocument[] {
  return documents
    .filter((document) => document.fiscalYear === fiscalYear)
    .sort((a, b) => (a.month ?? 0) - (b.month ?? 0));
}

/**
 * The payroll tab of a company's year, as the upload notice and the transport-cost screen link
 * to it (`?company=&year=`, as the costing screens' links).
 */
export function payrollTabPath(companyId: string, fiscalYear: number | null): string {
  const params = new URLSearchParams({ company: companyId });
  if (fiscalYear !== null) params.set('year', String(fiscalYear));
  return `/financial-data-center/payroll?${params}`;
}

/** Headcounts may be averages of months (one decimal, ADR 0013). */
const headcountFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
/** Staff per bus: three decimals (ADR 0013 "Per bus"). */
const perBusFormat = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

export function formatHeadcount(value: number): string {
  return headcountFormat.format(value);
}

export function formatPerBus(value: number | null): string {
  return value === null ? '-' : perBusFormat.format(value);
}
