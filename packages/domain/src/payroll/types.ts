/**
 * Payroll registers (급여대장, issue 19): the job types the standard-cost method pays differently
 * (domain.md §1.2, §2) and the pay components a register prints.
 */

/**
 * 운전직 (drivers: 가동비, actual within a ceiling), 정비직 (mechanics), 관리직 (office staff),
 * 임원 (directors): 보유비, a standard per owned bus; anything else is `other`.
 */
export const PAYROLL_JOB_TYPES = ['driver', 'mechanic', 'office', 'director', 'other'] as const;
/** The job type as a plain union (the API's zod schema is `PayrollJobType`). */
export type PayrollJobKey = (typeof PAYROLL_JOB_TYPES)[number];

/** The amounts of a row; `employerInsurance` (4대보험 사업주 부담) only where the register has it. */
export const PAYROLL_COMPONENTS = [
  'basePay',
  'allowances',
  'bonuses',
  'overtime',
  'retirement',
  'employerInsurance',
] as const;
export type PayrollComponentKey = (typeof PAYROLL_COMPONENTS)[number];

/** What a register's column holds, once its header is recognised. */
export type PayrollField =
  | 'employeeNo'
  | 'name'
  /** 주민등록번호 / 외국인등록번호: dropped at parse, never stored (issue 19 §2). */
  | 'residentNumber'
  | 'jobType'
  | 'month'
  | PayrollComponentKey
  /** 지급합계: checked against the components where present, not stored. */
  | 'grossPay'
  /** Employee deductions, net pay and other columns a cost does not include: ignored. */
  | 'ignored';

/** One employee as read from a register, before it is stored. */
export type PayrollEntry = {
  /** 1-based position among the register's employee rows. */
  lineNo: number;
  /** Where it was read: "B12" in a spreadsheet, "p1 y=540" in a PDF or scan. */
  source: string;
  employeeNo: string | null;
  /** Null unless the caller asked to keep names. */
  name: string | null;
  jobType: PayrollJobKey;
  jobLabel: string;
  month: number | null;
  basePay: number;
  allowances: number;
  bonuses: number;
  overtime: number;
  retirement: number;
  employerInsurance: number | null;
};
