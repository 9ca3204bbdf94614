import { describe, expect, it } from 'vitest';
import { type PayrollCoverage, type PayrollJobTotals, PayrollReconciliation } from '../api/payroll';
import { MAX_AMOUNT_WON } from '../statements/amounts';
import { type ReconciliationStatement, reconcilePayroll } from './reconcile';
import type { PayrollJobKey } from './types';

const YEAR: PayrollCoverage = { source: 'annual', months: [], complete: true };

function totals(
  jobType: PayrollJobKey,
  amounts: Partial<
    Record<'basePay' | 'allowances' | 'bonuses' | 'overtime' | 'retirement', number>
  >,
): PayrollJobTotals {
  const filled = { basePay: 0, allowances: 0, bonuses: 0, overtime: 0, retirement: 0, ...amounts };
  const pay = filled.basePay + filled.allowances + filled.bonuses + filled.overtime;
  return {
    jobType,
    headcount: 1,
    ...filled,
    employerInsurance: null,
    pay,
    averagePay: pay,
    perBus: null,
    standard: null,
  };
}

/** Sample A's payroll (fixtures/payroll/A_city_bus_300), component by component. */
const SAMPLE_A: PayrollJobTotals[] = [
  totals('driver', {
    basePay: 19_800_000_000,
    allowances: 3_700_000_000,
    overtime: 5_400_000_000,
    bonuses: 6_750_000_000,
    retirement: 2_940_000_000,
  }),
  totals('mechanic', {
    basePay: 1_430_000_000,
    allowances: 250_000_000,
    overtime: 300_000_000,
    bonuses: 450_000_000,
    retirement: 210_000_000,
  }),
  totals('office', {
    basePay: 1_530_000_000,
    allowances: 170_000_000,
    overtime: 60_000_000,
    bonuses: 280_000_000,
    retirement: 175_000_000,
  }),
  totals('director', {
    basePay: 400_000_000,
    allowances: 20_000_000,
    bonuses: 60_000_000,
    retirement: 40_000_000,
  }),
];

function statement(
  type: ReconciliationStatement['type'],
  lines: Array<[string | null, string, number, boolean?]>,
): ReconciliationStatement {
  return {
    type,
    accounts: lines.map(([standardId, name, currentValue, isTotal = false]) => ({
      standardId,
      name,
      currentValue,
      isTotal,
    })),
  };
}

const CS_A = statement('cost_statement', [
  ['cs.labour', '노무비', 41_230_000_000, true],
  ['cs.driver_wages', '운전직급여', 28_900_000_000],
  ['cs.mechanic_wages', '정비직급여', 1_980_000_000],
  ['exp.bonuses', '상여금', 7_200_000_000],
  ['exp.retirement_benefits', '퇴직급여', 3_150_000_000],
]);
const IS_A = statement('income_statement', [
  ['exp.executive_pay', '임원급여', 480_000_000],
  ['exp.salaries', '급여', 2_040_000_000],
  ['exp.retirement_benefits', '퇴직급여', 215_000_000],
]);

function reconcile(
  statements: ReconciliationStatement[],
  byJobType = SAMPLE_A,
  coverage = YEAR,
  tolerancePercent = 1,
) {
  return reconcilePayroll({ fiscalYear: 2024, tolerancePercent, coverage, byJobType, statements });
}

const amounts = (result: ReturnType<typeof reconcile>) =>
  result.lines.map((line) => [line.key, line.statementAmount, line.payrollAmount, line.status]);

describe('reconcilePayroll', () => {
  it("matches sample A's payroll to every labour line of its statements", () => {
    const result = reconcile([CS_A, IS_A]);
    expect(amounts(result)).toEqual([
      ['cs.driver_wages', 28_900_000_000, 28_900_000_000, 'within'],
      ['cs.mechanic_wages', 1_980_000_000, 1_980_000_000, 'within'],
      ['cs.bonuses', 7_200_000_000, 7_200_000_000, 'within'],
      ['cs.retirement_benefits', 3_150_000_000, 3_150_000_000, 'within'],
      ['is.salaries', 2_040_000_000, 2_040_000_000, 'within'],
      ['is.executive_pay', 480_000_000, 480_000_000, 'within'],
      ['is.retirement_benefits', 215_000_000, 215_000_000, 'within'],
    ]);
    expect(result.lines[0]).toMatchObject({
      accountName: '운전직급여',
      jobTypes: ['driver'],
      components: ['basePay', 'allowances', 'overtime'],
      difference: 0,
      differencePercent: 0,
    });
    expect(result.lines[4]?.components).toEqual(['basePay', 'allowances', 'bonuses', 'overtime']);
    expect(result).toMatchObject({ unavailable: null, beyondTolerance: false, unassignedPay: 0 });
  });

  it('flags a line beyond the tolerance with its difference in percent', () => {
    const cs = {
      ...CS_A,
      accounts: CS_A.accounts.map((account) =>
        account.standardId === 'cs.driver_wages'
          ? { ...account, currentValue: 28_000_000_000 }
          : account,
      ),
    };
    const result = reconcile([cs, IS_A]);
    expect(result.lines[0]).toMatchObject({
      difference: 900_000_000,
      differencePercent: 3.21,
      status: 'beyond',
    });
    expect(result.beyondTolerance).toBe(true);
    expect(reconcile([cs, IS_A], SAMPLE_A, YEAR, 5).beyondTolerance).toBe(false);
  });

  it('leaves allowances and overtime out of wages when the statement books 제수당', () => {
    const cs = statement('cost_statement', [
      ['cs.driver_wages', '운전직급여', 19_800_000_000],
      ['cs.mechanic_wages', '정비직급여', 1_430_000_000],
      ['exp.allowances', '제수당', 9_650_000_000],
    ]);
    const result = reconcile([cs, IS_A]);
    expect(amounts(result).slice(0, 3)).toEqual([
      ['cs.driver_wages', 19_800_000_000, 19_800_000_000 + 6_750_000_000, 'beyond'],
      ['cs.mechanic_wages', 1_430_000_000, 1_430_000_000 + 450_000_000, 'beyond'],
      ['cs.allowances', 9_650_000_000, 9_650_000_000, 'within'],
    ]);
  });

  it('compares one CS 급여 line for drivers and mechanics when CS has neither wage line', () => {
    const cs = statement('cost_statement', [
      ['exp.salaries', '급여', 30_880_000_000],
      ['exp.bonuses', '상여금', 7_200_000_000],
    ]);
    const [first] = reconcile([cs, IS_A]).lines;
    expect(first).toMatchObject({
      key: 'cs.salaries',
      jobTypes: ['driver', 'mechanic'],
      payrollAmount: 30_880_000_000,
      status: 'within',
    });
  });

  it('answers a statement line and a difference past 1,000조 won at the edge of both sides', () => {
    const drivers = [totals('driver', { basePay: MAX_AMOUNT_WON })];
    const cs = statement('cost_statement', [
      ['cs.driver_wages', '운전직급여', -MAX_AMOUNT_WON],
      ['cs.driver_wages', '운전직급여', -MAX_AMOUNT_WON],
    ]);
    const result = reconcile([cs], drivers);
    expect(result.lines[0]).toMatchObject({
      statementAmount: -2 * MAX_AMOUNT_WON,
      difference: 3 * MAX_AMOUNT_WON,
      status: 'beyond',
    });
    expect(PayrollReconciliation.safeParse(result).success).toBe(true);
  });

  it('sums the accounts of one id and leaves totals out', () => {
    const is = statement('income_statement', [
      ['exp.salaries', '급여', 1_000_000_000],
      ['exp.salaries', '직원급여', 1_040_000_000],
      ['exp.salaries', '급여합계', 2_040_000_000, true],
      ['exp.executive_pay', '임원급여', 480_000_000],
      ['exp.retirement_benefits', '퇴직급여', 215_000_000],
    ]);
    const line = reconcile([CS_A, is]).lines.find((l) => l.key === 'is.salaries');
    expect(line).toMatchObject({ statementAmount: 2_040_000_000, accountName: '급여' });
  });

  it('shows a line the statement lacks, or a missing statement, while payroll has pay', () => {
    const is = statement('income_statement', [['exp.salaries', '급여', 2_040_000_000]]);
    const result = reconcile([CS_A, is]);
    expect(result.lines.find((l) => l.key === 'is.executive_pay')).toMatchObject({
      accountName: '임원급여',
      statementAmount: null,
      payrollAmount: 480_000_000,
      difference: null,
      status: 'no_line',
    });
    const noIncome = reconcile([CS_A]);
    expect(noIncome.lines.filter((l) => l.statementType === 'income_statement')).toEqual([
      expect.objectContaining({ key: 'is.salaries', status: 'no_statement' }),
      expect.objectContaining({ key: 'is.executive_pay', status: 'no_statement' }),
      expect.objectContaining({ key: 'is.retirement_benefits', status: 'no_statement' }),
    ]);
  });

  it('reports the pay of unknown jobs apart', () => {
    const result = reconcile([CS_A, IS_A], [...SAMPLE_A, totals('other', { basePay: 12_000_000 })]);
    expect(result.unassignedPay).toBe(12_000_000);
    expect(result.beyondTolerance).toBe(false);
  });

  it('compares nothing from a partial year, without payroll or without statements', () => {
    const partial: PayrollCoverage = { source: 'monthly', months: [1, 2, 3], complete: false };
    const none: PayrollCoverage = { source: 'none', months: [], complete: false };
    expect(reconcile([CS_A, IS_A], SAMPLE_A, partial)).toMatchObject({
      unavailable: 'partial_year',
      lines: [],
    });
    expect(reconcile([CS_A, IS_A], [], none).unavailable).toBe('no_payroll');
    const balance = statement('balance_sheet', [['bs.cash', '현금', 1]]);
    expect(reconcile([balance]).unavailable).toBe('no_statements');
  });
});
