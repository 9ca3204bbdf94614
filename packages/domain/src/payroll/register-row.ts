import { isAmountInRange } from '../statements/amounts';
import { type PayrollCell, type PayrollSourceRow, placeCells, repeatsHeader } from './columns';
import { recogniseJobType } from './job-types';
import {
  cellAmount,
  cellText,
  isRegistrationNumber,
  isTotalLabel,
  readMonth,
} from './register-cells';
import { amountIndexes, type RegisterLayout } from './register-layout';
import type { PayrollEntry } from './types';

export type RowRefusal = {
  code: 'payroll/negative-amount' | 'payroll/amount-out-of-range' | 'payroll/month-outside-year';
  params: Record<string, string | number>;
};

/** What one body row of a register is. */
export type RowOutcome =
  | { kind: 'skip' }
  | { kind: 'total'; printed: Map<number, number> }
  | { kind: 'refused'; refusal: RowRefusal }
  | {
      kind: 'employee';
      entry: Omit<PayrollEntry, 'lineNo'>;
      /** The name as printed, to tell employees apart; never stored unless names are kept. */
      printedName: string | null;
      /** Each amount column's value, for checking printed totals. */
      amounts: Map<number, number>;
      gross: number | null;
      /** Amount columns whose text is not a number (left at 0, reported). */
      unreadable: string[];
    };

/** The row's cells by column, without any registration number (its column is reported). */
function scrubbed(
  row: PayrollSourceRow,
  layout: RegisterLayout,
  dropped: Set<string>,
): Map<number, PayrollCell[]> {
  const placed = placeCells(row, layout.columns);
  for (const [index, cells] of placed) {
    const kept = cells.filter((cell) => !isRegistrationNumber(cell.text));
    if (kept.length === cells.length) continue;
    dropped.add(layout.columns[index]?.label ?? '');
    placed.set(index, kept);
  }
  return placed;
}

function isTotalRow(row: PayrollSourceRow): boolean {
  return row.cells.some((cell) => !isRegistrationNumber(cell.text) && isTotalLabel(cell.text));
}

function printedTotals(cells: Map<number, PayrollCell[]>, layout: RegisterLayout) {
  const printed = new Map<number, number>();
  for (const index of amountIndexes(layout)) {
    const amount = cellAmount(cells.get(index));
    if (amount !== null && !Number.isNaN(amount)) printed.set(index, amount);
  }
  return printed;
}

function textOf(cells: Map<number, PayrollCell[]>, index: number | null): string | null {
  if (index === null) return null;
  const text = cellText(cells.get(index));
  return text === '' ? null : text;
}

type Amounts = {
  values: Map<number, number>;
  unreadable: string[];
  negative: string | null;
  /** A column whose amount is past MAX_AMOUNT_WON (1,000조): no pay is, and it cannot be stored. */
  outOfRange: string | null;
};

function readAmounts(cells: Map<number, PayrollCell[]>, layout: RegisterLayout): Amounts {
  const result: Amounts = { values: new Map(), unreadable: [], negative: null, outOfRange: null };
  for (const index of amountIndexes(layout)) {
    const label = layout.columns[index]?.label ?? '';
    const amount = cellAmount(cells.get(index));
    if (amount === null) continue;
    if (Number.isNaN(amount)) result.unreadable.push(label);
    else if (amount < 0) result.negative ??= label;
    else if (!isAmountInRange(amount)) result.outOfRange ??= label;
    else result.values.set(index, amount);
  }
  return result;
}

function componentSums(values: Map<number, number>, layout: RegisterLayout) {
  const sums = { basePay: 0, allowances: 0, bonuses: 0, overtime: 0, retirement: 0 };
  let employerInsurance: number | null = layout.hasEmployerInsurance ? 0 : null;
  for (const { index, field } of layout.amounts) {
    const value = values.get(index) ?? 0;
    if (field === 'employerInsurance') employerInsurance = (employerInsurance ?? 0) + value;
    else sums[field] += value;
  }
  return { ...sums, employerInsurance };
}

/**
 * Reads one body row of a register (ADR 0013 "Reading rules"): blank rows and repeated headers
 * are skipped, total rows (합계, 소계 …) are totals, a row with a job, a number or name and an
 * amount is an employee. A negative amount or a month outside the fiscal year refuses it;
 * registration numbers are dropped before anything is read.
 */
export function readRegisterRow(
  row: PayrollSourceRow,
  layout: RegisterLayout,
  options: { fiscalYear: number; month: number | null },
  dropped: Set<string>,
): RowOutcome {
  if (row.cells.every((cell) => cell.text.trim() === '')) return { kind: 'skip' };
  if (repeatsHeader(row, layout.columns)) return { kind: 'skip' };
  const cells = scrubbed(row, layout, dropped);
  if (isTotalRow(row)) return { kind: 'total', printed: printedTotals(cells, layout) };
  const amounts = readAmounts(cells, layout);
  const jobLabel = textOf(cells, layout.job);
  const employeeNo = textOf(cells, layout.employeeNo);
  const printedName = textOf(cells, layout.name);
  const hasAmount =
    amounts.values.size > 0 || amounts.negative !== null || amounts.outOfRange !== null;
  const identified = employeeNo !== null || printedName !== null;
  if (!((jobLabel && (identified || hasAmount)) || (hasAmount && identified))) {
    return { kind: 'skip' };
  }
  if (amounts.negative !== null) {
    const params = { line: row.source, column: amounts.negative };
    return { kind: 'refused', refusal: { code: 'payroll/negative-amount', params } };
  }
  if (amounts.outOfRange !== null) {
    const params = { line: row.source, column: amounts.outOfRange };
    return { kind: 'refused', refusal: { code: 'payroll/amount-out-of-range', params } };
  }
  const reading =
    layout.month === null ? null : readMonth(cells.get(layout.month), options.fiscalYear);
  if (reading?.kind === 'outside') {
    const params = { line: row.source, month: reading.printed, fiscalYear: options.fiscalYear };
    return { kind: 'refused', refusal: { code: 'payroll/month-outside-year', params } };
  }
  const label = jobLabel ?? '';
  return {
    kind: 'employee',
    entry: {
      source: row.source,
      employeeNo,
      name: layout.keepNames ? printedName : null,
      jobType: recogniseJobType(label) ?? 'other',
      jobLabel: label,
      month: reading?.kind === 'month' ? reading.month : options.month,
      ...componentSums(amounts.values, layout),
    },
    printedName,
    amounts: amounts.values,
    gross: layout.gross === null ? null : (amounts.values.get(layout.gross) ?? null),
    unreadable: amounts.unreadable,
  };
}
