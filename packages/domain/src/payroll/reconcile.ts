import type {
  PayrollCoverage,
  PayrollJobTotals,
  PayrollReconciliation,
  ReconciliationLine,
} from '../api/payroll';
import { getAccountEntry } from '../statements/dictionary';
import type { StatementType } from '../statements/types';
import { PAYROLL_COMPONENTS, type PayrollComponentKey, type PayrollJobKey } from './types';

/** A stored statement of the year as the reconciliation reads it: its accounts by dictionary id. */
export type ReconciliationStatement = {
  type: StatementType;
  accounts: readonly {
    standardId: string | null;
    name: string;
    currentValue: number | null;
    isTotal: boolean;
  }[];
};

export type ReconcileInput = {
  fiscalYear: number;
  /** Percent of the statement amount a difference may reach and still agree (ADR default 1). */
  tolerancePercent: number;
  coverage: PayrollCoverage;
  byJobType: readonly PayrollJobTotals[];
  /** The year's statements, newest first: the first of each type is the one compared. */
  statements: readonly ReconciliationStatement[];
};

/** Dictionary ids of the labour lines (statements/dictionary.ts). */
const ID = {
  driverWages: 'cs.driver_wages',
  mechanicWages: 'cs.mechanic_wages',
  salaries: 'exp.salaries',
  bonuses: 'exp.bonuses',
  allowances: 'exp.allowances',
  retirement: 'exp.retirement_benefits',
  executivePay: 'exp.executive_pay',
} as const;

const PAY: readonly PayrollComponentKey[] = ['basePay', 'allowances', 'bonuses', 'overtime'];
const SITE_STAFF: readonly PayrollJobKey[] = ['driver', 'mechanic'];

type Spec = { id: string; jobTypes: readonly PayrollJobKey[]; components: PayrollComponentKey[] };

/** A statement's non-total accounts summed by dictionary id, with the name each is printed as. */
class Book {
  readonly type: StatementType;
  readonly present: boolean;
  private readonly amounts = new Map<string, { amount: number; name: string }>();

  constructor(type: StatementType, statement: ReconciliationStatement | undefined) {
    this.type = type;
    this.present = statement !== undefined;
    for (const account of statement?.accounts ?? []) {
      if (account.isTotal || account.standardId === null || account.currentValue === null) continue;
      const found = this.amounts.get(account.standardId);
      this.amounts.set(account.standardId, {
        amount: (found?.amount ?? 0) + account.currentValue,
        name: found?.name ?? account.name,
      });
    }
  }

  has(id: string): boolean {
    return this.amounts.has(id);
  }

  line(id: string): { amount: number; name: string } | null {
    return this.amounts.get(id) ?? null;
  }
}

/**
 * The components a wage line stands for: base pay, plus allowances and overtime unless the
 * statement books them in 제수당, plus bonuses unless it books them in 상여금 (ADR 0013 table).
 */
function wageComponents(book: Book): PayrollComponentKey[] {
  return PAY.filter((component) => {
    if (component === 'bonuses') return !book.has(ID.bonuses);
    if (component === 'allowances' || component === 'overtime') return !book.has(ID.allowances);
    return true;
  });
}

/** Optional detail lines (상여금, 제수당) are compared only where the statement prints them. */
function detailSpecs(book: Book, jobTypes: readonly PayrollJobKey[]): Spec[] {
  const specs: Spec[] = [];
  if (book.has(ID.bonuses)) specs.push({ id: ID.bonuses, jobTypes, components: ['bonuses'] });
  if (book.has(ID.allowances)) {
    specs.push({ id: ID.allowances, jobTypes, components: ['allowances', 'overtime'] });
  }
  return specs;
}

/** Cost statement: drivers' and mechanics' wages (or one 급여 line for both), details, 퇴직급여. */
function costSpecs(cs: Book): Spec[] {
  const wages = wageComponents(cs);
  const ownLines = cs.has(ID.driverWages) || cs.has(ID.mechanicWages) || !cs.has(ID.salaries);
  const wageSpecs: Spec[] = ownLines
    ? [
        { id: ID.driverWages, jobTypes: ['driver'], components: wages },
        { id: ID.mechanicWages, jobTypes: ['mechanic'], components: wages },
      ]
    : [{ id: ID.salaries, jobTypes: SITE_STAFF, components: wages }];
  return [
    ...wageSpecs,
    ...detailSpecs(cs, SITE_STAFF),
    { id: ID.retirement, jobTypes: SITE_STAFF, components: ['retirement'] },
  ];
}

/** Income statement (판매비와관리비): office 급여 and details, 임원급여, 퇴직급여 of both. */
function incomeSpecs(is: Book): Spec[] {
  return [
    { id: ID.salaries, jobTypes: ['office'], components: wageComponents(is) },
    ...detailSpecs(is, ['office']),
    { id: ID.executivePay, jobTypes: ['director'], components: [...PAY] },
    { id: ID.retirement, jobTypes: ['office', 'director'], components: ['retirement'] },
  ];
}

function payrollAmount(spec: Spec, totals: readonly PayrollJobTotals[]): number {
  return totals
    .filter((row) => spec.jobTypes.includes(row.jobType))
    .reduce((sum, row) => sum + spec.components.reduce((s, c) => s + (row[c] ?? 0), 0), 0);
}

function compare(payroll: number, statement: number, tolerancePercent: number) {
  const difference = payroll - statement;
  const percent =
    statement === 0 ? null : Math.round((difference / Math.abs(statement)) * 10_000) / 100;
  const within = Math.abs(difference) * 100 <= tolerancePercent * Math.abs(statement);
  return {
    difference,
    differencePercent: statement === 0 && difference === 0 ? 0 : percent,
    status: within ? ('within' as const) : ('beyond' as const),
  };
}

function lineOf(
  spec: Spec,
  book: Book,
  totals: readonly PayrollJobTotals[],
  tolerancePercent: number,
): ReconciliationLine | null {
  const payroll = payrollAmount(spec, totals);
  const printed = book.line(spec.id);
  if (!printed && payroll === 0) return null;
  const base = {
    key: `${book.type === 'cost_statement' ? 'cs' : 'is'}.${spec.id.split('.')[1] ?? spec.id}`,
    statementType: book.type,
    accountName: printed?.name ?? getAccountEntry(spec.id)?.name ?? spec.id,
    jobTypes: [...spec.jobTypes],
    components: PAYROLL_COMPONENTS.filter((c) => spec.components.includes(c)),
    payrollAmount: payroll,
  };
  if (!printed) {
    const status = book.present ? ('no_line' as const) : ('no_statement' as const);
    return { ...base, statementAmount: null, difference: null, differencePercent: null, status };
  }
  return {
    ...base,
    statementAmount: printed.amount,
    ...compare(payroll, printed.amount, tolerancePercent),
  };
}

function unavailable(input: ReconcileInput): PayrollReconciliation['unavailable'] {
  if (input.coverage.source === 'none') return 'no_payroll';
  if (!input.coverage.complete) return 'partial_year';
  const compared = input.statements.some(
    (s) => s.type === 'cost_statement' || s.type === 'income_statement',
  );
  return compared ? null : 'no_statements';
}

/**
 * Compares a year's payroll with its cost statement and income statement line by line (ADR 0013
 * "Reconciliation with the statements"), by the accounts' dictionary ids: payroll − statement,
 * within the tolerance when |difference| ≤ tolerance × |statement|. A line the statement lacks
 * while payroll has pay for it is `no_line` (`no_statement` when the statement is missing);
 * pay of jobs the reader did not know is reported apart. Nothing is compared from a partial
 * year of monthly registers, without payroll or without statements.
 */
export function reconcilePayroll(input: ReconcileInput): PayrollReconciliation {
  const unassignedPay = input.byJobType.find((row) => row.jobType === 'other')?.pay ?? 0;
  const reason = unavailable(input);
  const result = {
    fiscalYear: input.fiscalYear,
    tolerancePercent: input.tolerancePercent,
    unassignedPay,
  };
  if (reason) return { ...result, unavailable: reason, lines: [], beyondTolerance: false };
  const first = (type: StatementType) => input.statements.find((s) => s.type === type);
  const cs = new Book('cost_statement', first('cost_statement'));
  const is = new Book('income_statement', first('income_statement'));
  const lines = [
    ...costSpecs(cs).map((spec) => lineOf(spec, cs, input.byJobType, input.tolerancePercent)),
    ...incomeSpecs(is).map((spec) => lineOf(spec, is, input.byJobType, input.tolerancePercent)),
  ].filter((line): line is ReconciliationLine => line !== null);
  return {
    ...result,
    unavailable: null,
    lines,
    beyondTolerance: lines.some((line) => line.status === 'beyond'),
  };
}
