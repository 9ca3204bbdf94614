import { MAX_AMOUNT_WON, parseAmount } from '../statements/amounts';
import { matchAccount } from '../statements/match';
import { chooseJobColumn, findPayrollHeader, type PayrollSourceRow, placeCells } from './columns';
import { recogniseJobType } from './job-types';
import { cellText, maskName } from './register-cells';
import { type RegisterLayout, registerLayout } from './register-layout';
import { type RowOutcome, readRegisterRow } from './register-row';
import { payrollAmountTotal } from './summary';
import type { PayrollEntry } from './types';

export type PayrollReadOptions = { fiscalYear: number; month: number | null; keepNames: boolean };
export type PayrollRefusalCode =
  | 'payroll/no-header'
  | 'payroll/no-job-type-column'
  | 'payroll/looks-like-statement'
  | 'payroll/no-employees'
  | 'payroll/negative-amount'
  | 'payroll/amount-out-of-range'
  | 'payroll/total-out-of-range'
  | 'payroll/duplicate-employee'
  | 'payroll/month-outside-year';
/**
 * A finding that does not stop the register (`payroll/gross-mismatch`, `payroll/total-mismatch`,
 * `payroll/unreadable-amount`, `payroll/more-warnings`); `line` is the row's source.
 */
export type PayrollWarning = { code: string; params: Record<string, string | number> };
export type PayrollReadResult =
  | {
      ok: true;
      entries: PayrollEntry[];
      months: number[];
      droppedColumns: string[];
      ignoredColumns: string[];
      unknownJobLabels: string[];
      warnings: PayrollWarning[];
    }
  | { ok: false; code: PayrollRefusalCode; params: Record<string, string | number> };

/** Statement lines that make a header-less table a statement rather than a register. */
const MIN_STATEMENT_LABELS = 5;
/** An exact name or listed variant (matchAccount tiers 1.0–0.9), not a word inside a label. */
const STATEMENT_LABEL_CONFIDENCE = 0.9;
/** 지급합계 and printed totals may differ from the sum by a won of rounding. */
const ROUNDING_WON = 1;
/** Warnings kept per register; the rest are counted in one `payroll/more-warnings`. */
const MAX_WARNINGS = 20;

function refuse(
  code: PayrollRefusalCode,
  params: Record<string, string | number> = {},
): PayrollReadResult {
  return { ok: false, code, params };
}

function isAccountLabel(text: string): boolean {
  if (parseAmount(text) !== null) return false;
  const match = matchAccount(text, { statementType: null });
  return match.standardId !== null && match.confidence >= STATEMENT_LABEL_CONFIDENCE;
}

/** No header: a statement if enough rows are labelled with its accounts, else no header. */
function refuseWithoutHeader(rows: readonly PayrollSourceRow[]): PayrollReadResult {
  const accounts = rows.filter((row) => row.cells.some((cell) => isAccountLabel(cell.text)));
  return refuse(
    accounts.length >= MIN_STATEMENT_LABELS ? 'payroll/looks-like-statement' : 'payroll/no-header',
  );
}

/** Running sums of each amount column: over the register, and since the last total row. */
class ColumnSums {
  private readonly all = new Map<number, number>();
  private section = new Map<number, number>();

  add(amounts: Map<number, number>): void {
    for (const [index, value] of amounts) {
      this.all.set(index, (this.all.get(index) ?? 0) + value);
      this.section.set(index, (this.section.get(index) ?? 0) + value);
    }
  }

  /** Columns a printed total row disagrees with (neither its section nor the whole). */
  check(printed: Map<number, number>): Array<{ index: number; printed: number; sum: number }> {
    const wrong = [...printed].flatMap(([index, value]) => {
      const all = this.all.get(index) ?? 0;
      const section = this.section.get(index) ?? 0;
      const agrees = Math.abs(value - all) <= ROUNDING_WON;
      return agrees || Math.abs(value - section) <= ROUNDING_WON
        ? []
        : [{ index, printed: value, sum: all }];
    });
    this.section = new Map();
    return wrong;
  }
}

type Employee = Extract<RowOutcome, { kind: 'employee' }>;

function grossWarning(employee: Employee): PayrollWarning | null {
  const { entry, gross } = employee;
  if (gross === null) return null;
  const computed = entry.basePay + entry.allowances + entry.bonuses + entry.overtime;
  if (Math.abs(gross - computed) <= ROUNDING_WON) return null;
  return {
    code: 'payroll/gross-mismatch',
    params: { line: entry.source, printed: gross, computed },
  };
}

/** Who a duplicate is: the employee number, the name if kept, else the name masked (김**). */
function employeeKey(employee: Employee): { key: string; shown: string } | null {
  const { entry, printedName } = employee;
  const id = entry.employeeNo ?? printedName;
  if (id === null) return null;
  const shown = entry.employeeNo ?? entry.name ?? maskName(id);
  return { key: `${entry.month ?? 'year'}|${entry.employeeNo ? 'no' : 'name'}:${id}`, shown };
}

function capped(warnings: PayrollWarning[]): PayrollWarning[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  const count = warnings.length - MAX_WARNINGS;
  return [...warnings.slice(0, MAX_WARNINGS), { code: 'payroll/more-warnings', params: { count } }];
}

function layoutOf(rows: readonly PayrollSourceRow[], options: PayrollReadOptions) {
  const header = findPayrollHeader(rows);
  if (!header) return null;
  const body = rows.slice(header.bodyRow);
  const placed = body.map((row) => placeCells(row, header.columns));
  const job = chooseJobColumn(
    header.columns,
    (index) => placed.filter((cells) => recogniseJobType(cellText(cells.get(index)))).length,
  );
  return {
    body,
    layout: job === null ? null : registerLayout(header.columns, job, options.keepNames),
  };
}

/**
 * Reads a payroll register (급여대장) from its rows (ADR 0013 "Reading rules"): finds the header,
 * reads one entry per employee and refuses the whole register — never half of it — when it has
 * no header, no job column, no employee, a negative amount, an employee twice in one month (or
 * twice in an annual register) or a month outside the fiscal year; a header-less table of
 * statement accounts is named as a statement. Registration numbers, and names unless
 * `keepNames`, are dropped here and their columns listed; 지급합계 that disagrees with the
 * components and printed totals that disagree with the rows are warnings.
 */
export function readPayrollRegister(
  rows: readonly PayrollSourceRow[],
  options: PayrollReadOptions,
): PayrollReadResult {
  const found = layoutOf(rows, options);
  if (!found) return refuseWithoutHeader(rows);
  if (!found.layout) return refuse('payroll/no-job-type-column');
  return readBody(found.body, found.layout, options);
}

function readBody(
  body: readonly PayrollSourceRow[],
  layout: RegisterLayout,
  options: PayrollReadOptions,
): PayrollReadResult {
  const entries: PayrollEntry[] = [];
  const warnings: PayrollWarning[] = [];
  const dropped = new Set(layout.dropped);
  const sums = new ColumnSums();
  const seen = new Map<string, string>();
  for (const row of body) {
    const outcome = readRegisterRow(row, layout, options, dropped);
    if (outcome.kind === 'skip') continue;
    if (outcome.kind === 'refused') return refuse(outcome.refusal.code, outcome.refusal.params);
    if (outcome.kind === 'total') {
      for (const wrong of sums.check(outcome.printed)) {
        const column = layout.columns[wrong.index]?.label ?? '';
        const params = { line: row.source, column, printed: wrong.printed, computed: wrong.sum };
        warnings.push({ code: 'payroll/total-mismatch', params });
      }
      continue;
    }
    const who = employeeKey(outcome);
    const earlier = who ? seen.get(who.key) : undefined;
    if (who && earlier !== undefined) {
      const lines = `${earlier}, ${row.source}`;
      return refuse('payroll/duplicate-employee', { lines, employee: who.shown });
    }
    if (who) seen.set(who.key, row.source);
    sums.add(outcome.amounts);
    entries.push({ lineNo: entries.length + 1, ...outcome.entry });
    for (const column of outcome.unreadable) {
      warnings.push({ code: 'payroll/unreadable-amount', params: { line: row.source, column } });
    }
    const gross = grossWarning(outcome);
    if (gross) warnings.push(gross);
  }
  if (entries.length === 0) return refuse('payroll/no-employees');
  // Each amount may be up to 1,000조, but the totals shown are amounts too: their sum may not.
  if (payrollAmountTotal(entries) > MAX_AMOUNT_WON) {
    return refuse('payroll/total-out-of-range', { fiscalYear: options.fiscalYear });
  }
  return accepted(entries, layout, [...dropped], warnings);
}

function accepted(
  entries: PayrollEntry[],
  layout: RegisterLayout,
  dropped: string[],
  warnings: PayrollWarning[],
): PayrollReadResult {
  const months = entries.flatMap((entry) => (entry.month === null ? [] : [entry.month]));
  const unknown = entries.filter((entry) => entry.jobType === 'other' && entry.jobLabel !== '');
  return {
    ok: true,
    entries,
    months: [...new Set(months)].sort((a, b) => a - b),
    droppedColumns: dropped.filter((label) => label !== ''),
    ignoredColumns: layout.ignored,
    unknownJobLabels: [...new Set(unknown.map((entry) => entry.jobLabel))],
    warnings: capped(warnings),
  };
}
