import type {
  PayrollCoverage,
  PayrollJobTotals,
  PayrollMonth,
  PayrollSummary,
} from '../api/payroll';
import { roundWon } from '../money';
import { PAYROLL_STANDARDS } from './standards';
import {
  PAYROLL_JOB_TYPES,
  type PayrollComponentKey,
  type PayrollEntry,
  type PayrollJobKey,
} from './types';

/** One stored employee row of a company's year (every register of that year). */
export type PayrollStoredRow = Omit<PayrollEntry, 'lineNo' | 'source' | 'name'> & {
  documentId: string;
};

export type PayrollYearFigures = {
  coverage: PayrollCoverage;
  byJobType: PayrollJobTotals[];
  total: PayrollSummary['total'];
  monthly: PayrollMonth[];
};

/** Job types always shown (with zeros when absent); `other` only when some row has it. */
const SHOWN_JOB_TYPES = PAYROLL_JOB_TYPES.filter((jobType) => jobType !== 'other');
const MONTHS_IN_YEAR = 12;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Every amount of the rows added (pay, retirement, employer insurance): a year's registers keep it
 * within MAX_AMOUNT_WON, so each total the summary and the reconciliation show is a Won.
 */
export function payrollAmountTotal(
  rows: readonly Pick<PayrollEntry, PayrollComponentKey>[],
): number {
  return rows.reduce(
    (sum, row) =>
      sum +
      row.basePay +
      row.allowances +
      row.bonuses +
      row.overtime +
      row.retirement +
      (row.employerInsurance ?? 0),
    0,
  );
}

function payOf(row: PayrollStoredRow): number {
  return row.basePay + row.allowances + row.bonuses + row.overtime;
}

/** An annual register when there is one, else the monthly registers present (ADR 0013). */
function coverageOf(rows: readonly PayrollStoredRow[]): {
  rows: PayrollStoredRow[];
  coverage: PayrollCoverage;
} {
  const annual = rows.filter((row) => row.month === null);
  if (annual.length > 0) {
    return { rows: annual, coverage: { source: 'annual', months: [], complete: true } };
  }
  const monthly = rows.filter((row) => row.month !== null);
  const months = [...new Set(monthly.map((row) => row.month as number))].sort((a, b) => a - b);
  const coverage: PayrollCoverage = {
    source: monthly.length > 0 ? 'monthly' : 'none',
    months,
    complete: months.length === MONTHS_IN_YEAR,
  };
  return { rows: monthly, coverage };
}

/** Employees of an annual register; the average of the months' counts (one decimal) else. */
function headcountOf(rows: readonly PayrollStoredRow[], coverage: PayrollCoverage): number {
  if (coverage.source !== 'monthly') return rows.length;
  const perMonth = coverage.months.map((month) => rows.filter((row) => row.month === month).length);
  return roundTo(perMonth.reduce((sum, n) => sum + n, 0) / perMonth.length, 1);
}

function totalsOf(rows: readonly PayrollStoredRow[], coverage: PayrollCoverage) {
  const sum = (pick: (row: PayrollStoredRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const insured = rows.filter((row) => row.employerInsurance !== null);
  const headcount = headcountOf(rows, coverage);
  const pay = sum(payOf);
  return {
    headcount,
    basePay: sum((row) => row.basePay),
    allowances: sum((row) => row.allowances),
    bonuses: sum((row) => row.bonuses),
    overtime: sum((row) => row.overtime),
    retirement: sum((row) => row.retirement),
    employerInsurance:
      insured.length === 0 ? null : insured.reduce((t, row) => t + (row.employerInsurance ?? 0), 0),
    pay,
    averagePay: headcount > 0 ? roundWon(pay / headcount) : null,
  };
}

function jobTotals(
  jobType: PayrollJobKey,
  rows: readonly PayrollStoredRow[],
  coverage: PayrollCoverage,
  ownedBuses: number | null,
): PayrollJobTotals {
  const totals = totalsOf(
    rows.filter((row) => row.jobType === jobType),
    coverage,
  );
  const perBus = ownedBuses && ownedBuses > 0 ? roundTo(totals.headcount / ownedBuses, 3) : null;
  return { jobType, ...totals, perBus, standard: PAYROLL_STANDARDS[jobType] };
}

function monthlyOf(
  rows: readonly PayrollStoredRow[],
  coverage: PayrollCoverage,
  jobTypes: readonly PayrollJobKey[],
): PayrollMonth[] {
  if (coverage.source !== 'monthly') return [];
  return coverage.months.map((month) => {
    const inMonth = rows.filter((row) => row.month === month);
    return {
      month,
      headcount: inMonth.length,
      byJobType: jobTypes.map((jobType) => {
        const ofJob = inMonth.filter((row) => row.jobType === jobType);
        return { jobType, headcount: ofJob.length, pay: ofJob.reduce((t, r) => t + payOf(r), 0) };
      }),
    };
  });
}

/**
 * A company's payroll year (ADR 0013 "How a year is totalled"): from its annual register, else
 * from the monthly registers present. Per job type: headcount (employees, or the months'
 * average to one decimal), each component, pay = base + allowances + bonuses + overtime,
 * average pay in whole won, headcount per owned bus to three decimals (null without buses) and
 * the published standard beside it.
 */
export function summarisePayroll(
  rows: readonly PayrollStoredRow[],
  ownedBuses: number | null,
): PayrollYearFigures {
  const { rows: used, coverage } = coverageOf(rows);
  const present = new Set(used.map((row) => row.jobType));
  const jobTypes = present.has('other') ? [...SHOWN_JOB_TYPES, 'other' as const] : SHOWN_JOB_TYPES;
  return {
    coverage,
    byJobType: jobTypes.map((jobType) => jobTotals(jobType, used, coverage, ownedBuses)),
    total: totalsOf(used, coverage),
    monthly: monthlyOf(used, coverage, jobTypes),
  };
}
