import { z } from 'zod';
import { PAYROLL_COMPONENTS, PAYROLL_JOB_TYPES } from '../payroll/types';
import { MAX_AMOUNT_WON } from '../statements/amounts';
import { StatementType } from '../statements/types';

/**
 * HTTP contract of payroll documents (issue 19), under /api/payroll. Every amount is integer won.
 * Aggregates (per job type, per bus, reconciliation) are read by anyone who may read the company;
 * employee rows only by a manager or above of its organisation (and admins), every view audited.
 */

const Won = z.number().int().min(-MAX_AMOUNT_WON).max(MAX_AMOUNT_WON);
/**
 * A statement line (several accounts of one dictionary id added) or payroll minus it: each side is
 * within ±MAX_AMOUNT_WON, their sum or difference only an exact integer.
 */
const WonSum = z.number().int();
const Month = z.number().int().min(1).max(12);

export const PayrollJobType = z.enum(PAYROLL_JOB_TYPES);
export type PayrollJobType = z.infer<typeof PayrollJobType>;
export const PayrollComponent = z.enum(PAYROLL_COMPONENTS);
export type PayrollComponent = z.infer<typeof PayrollComponent>;

/** One payroll register as stored: an annual one (`month` null) or one month's. */
export const PayrollDocument = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  fiscalYear: z.number().int(),
  /** Null for an annual register (annual totals per employee); 1–12 for a month's register. */
  month: Month.nullable(),
  /** Months the rows cover (a register may carry a month column): empty for an annual one. */
  months: z.array(Month),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** Whether employee names were kept (the uploader's choice; never by default). */
  namesKept: z.boolean(),
  /** Columns dropped at parse and never stored, as printed (주민등록번호 …). */
  droppedColumns: z.array(z.string()),
  /** Job values the reader did not know, kept as `other` for the user to correct. */
  unknownJobLabels: z.array(z.string()),
  /**
   * What the reader doubted but did not refuse (payroll/gross-mismatch, payroll/total-mismatch,
   * payroll/unreadable-amount …): shown with the register so a misread scan is never taken on trust.
   */
  warnings: z.array(
    z.object({
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PayrollDocument = z.infer<typeof PayrollDocument>;
export const PayrollDocumentList = z.object({ items: z.array(PayrollDocument) });
export type PayrollDocumentList = z.infer<typeof PayrollDocumentList>;

/** Amounts of one employee (or one total), each component in whole won. */
export const PayrollAmounts = z.object({
  basePay: Won,
  allowances: Won,
  bonuses: Won,
  overtime: Won,
  retirement: Won,
  /** Employer's share of social insurance (4대보험 사업주 부담); null when the register has none. */
  employerInsurance: Won.nullable(),
});
export type PayrollAmounts = z.infer<typeof PayrollAmounts>;

/** One employee's row of a register (manager and above only). */
export const PayrollRow = PayrollAmounts.extend({
  id: z.uuid(),
  documentId: z.uuid(),
  /** Position in the register as read (1-based). */
  lineNo: z.number().int(),
  /** The register's employee number, or null when it has none. */
  employeeNo: z.string().nullable(),
  /** Null unless the uploader chose to keep names. */
  name: z.string().nullable(),
  jobType: PayrollJobType,
  /** The job as printed (운전직, 정비사, 대표이사 …). */
  jobLabel: z.string(),
  month: Month.nullable(),
  version: z.number().int(),
});
export type PayrollRow = z.infer<typeof PayrollRow>;

export const PAYROLL_ROWS_PAGE_SIZE = 50;
export const PayrollRowsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  jobType: PayrollJobType.optional(),
});
export type PayrollRowsQuery = z.infer<typeof PayrollRowsQuery>;
export const PayrollRowPage = z.object({
  items: z.array(PayrollRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PayrollRowPage = z.infer<typeof PayrollRowPage>;

/** PATCH /payroll/rows/{id}: the job type is the one thing a user corrects; 409 when stale. */
export const PayrollRowUpdate = z.object({
  jobType: PayrollJobType,
  version: z.number().int(),
});
export type PayrollRowUpdate = z.infer<typeof PayrollRowUpdate>;

/** A published staffing standard per owned bus (domain.md §2), with where and when it is from. */
export const PayrollStandard = z.object({
  perBus: z.number(),
  /** The region the standard is of, as each interface language names it. */
  region: z.object({ ko: z.string(), en: z.string(), ja: z.string() }),
  year: z.number().int(),
  /** The publication as it is titled (Korean) and its entry in domain.md §11. */
  source: z.object({ title: z.string(), reference: z.string() }),
});
export type PayrollStandard = z.infer<typeof PayrollStandard>;

/** One job type's year: headcount, annual pay and the per-bus ratio beside its standard. */
export const PayrollJobTotals = PayrollAmounts.extend({
  jobType: PayrollJobType,
  /** Employees in an annual register; the average of the months' counts for monthly ones. */
  headcount: z.number(),
  /** basePay + allowances + bonuses + overtime. */
  pay: Won,
  /** pay ÷ headcount, whole won; null without employees. */
  averagePay: Won.nullable(),
  /** headcount ÷ owned buses, 3 decimals; null when the buses are unknown. */
  perBus: z.number().nullable(),
  standard: PayrollStandard.nullable(),
});
export type PayrollJobTotals = z.infer<typeof PayrollJobTotals>;

/** One month of the year (when monthly registers exist): pay per job type. */
export const PayrollMonth = z.object({
  month: Month,
  headcount: z.number().int(),
  byJobType: z.array(z.object({ jobType: PayrollJobType, headcount: z.number().int(), pay: Won })),
});
export type PayrollMonth = z.infer<typeof PayrollMonth>;

/** What the year's figures are made of: an annual register, or the months present. */
export const PayrollCoverage = z.object({
  source: z.enum(['annual', 'monthly', 'none']),
  months: z.array(Month),
  /** True when the figures stand for the whole year (an annual register, or all 12 months). */
  complete: z.boolean(),
});
export type PayrollCoverage = z.infer<typeof PayrollCoverage>;

export const RECONCILIATION_STATUSES = ['within', 'beyond', 'no_statement', 'no_line'] as const;

/** One statement line beside the payroll components it stands for (reconcile.ts says which). */
export const ReconciliationLine = z.object({
  /** Stable key: `cs.driver_wages`, `is.executive_pay` … (statement + dictionary account). */
  key: z.string(),
  statementType: StatementType,
  /** The account as the statement prints it (운전직급여 …), or its dictionary name when absent. */
  accountName: z.string(),
  jobTypes: z.array(PayrollJobType),
  components: z.array(PayrollComponent),
  /** Null when the statement has no such line. */
  statementAmount: WonSum.nullable(),
  payrollAmount: Won,
  /** payroll − statement; null without a statement amount. */
  difference: WonSum.nullable(),
  /** difference ÷ |statement|, in percent with 2 decimals; null when not computable. */
  differencePercent: z.number().nullable(),
  status: z.enum(RECONCILIATION_STATUSES),
});
export type ReconciliationLine = z.infer<typeof ReconciliationLine>;

export const PayrollReconciliation = z.object({
  fiscalYear: z.number().int(),
  /** The user's tolerance, percent of the statement amount (0–100). */
  tolerancePercent: z.number(),
  /** Set when the comparison cannot be made: no payroll, only some months, no statements. */
  unavailable: z.enum(['no_payroll', 'partial_year', 'no_statements']).nullable(),
  lines: z.array(ReconciliationLine),
  /** True when some line is beyond the tolerance (the transport-cost screen warns). */
  beyondTolerance: z.boolean(),
  /** Pay of employees whose job is `other`: compared with no line. */
  unassignedPay: Won,
});
export type PayrollReconciliation = z.infer<typeof PayrollReconciliation>;

export const PayrollYearQuery = z.object({
  fiscalYear: z.coerce.number().int().min(1990).max(2100).optional(),
});
export type PayrollYearQuery = z.infer<typeof PayrollYearQuery>;

/** GET /payroll/companies/{id}/summary: the payroll view of a company's year. */
export const PayrollSummary = z.object({
  companyId: z.uuid(),
  fiscalYear: z.number().int(),
  /** Years with a payroll register, newest first. */
  years: z.array(z.number().int()),
  coverage: PayrollCoverage,
  /** Owned buses of the year (cost allocation's 보유대수); null when unknown. */
  ownedBuses: z.number().nullable(),
  byJobType: z.array(PayrollJobTotals),
  total: PayrollJobTotals.omit({ jobType: true, standard: true, perBus: true }),
  monthly: z.array(PayrollMonth),
  reconciliation: PayrollReconciliation,
  toleranceVersion: z.number().int(),
  /** Whether the caller may see employee rows (manager and above of the organisation). */
  canSeeRows: z.boolean(),
});
export type PayrollSummary = z.infer<typeof PayrollSummary>;

/** Default reconciliation tolerance, percent of the statement amount. */
export const DEFAULT_PAYROLL_TOLERANCE_PERCENT = 1;

/** PUT /payroll/companies/{id}/tolerance: the company's tolerance; 409 when stale. */
export const PayrollToleranceUpdate = z.object({
  tolerancePercent: z.number().min(0).max(100),
  version: z.number().int(),
});
export type PayrollToleranceUpdate = z.infer<typeof PayrollToleranceUpdate>;
export const PayrollTolerance = z.object({
  tolerancePercent: z.number(),
  version: z.number().int(),
});
export type PayrollTolerance = z.infer<typeof PayrollTolerance>;
