import type { PayrollColumn } from './columns';
import type { PayrollComponentKey } from './types';

/** Where each thing a register row holds is, once its header and job column are known. */
export type RegisterLayout = {
  columns: readonly PayrollColumn[];
  job: number;
  employeeNo: number | null;
  name: number | null;
  month: number | null;
  gross: number | null;
  /** Amount columns and the component each adds to (several 수당 columns add up). */
  amounts: ReadonlyArray<{ index: number; field: PayrollComponentKey }>;
  /** Whether the register prints the employer's share of social insurance at all. */
  hasEmployerInsurance: boolean;
  keepNames: boolean;
  /** Columns never read: registration numbers, and names unless they are kept. */
  dropped: string[];
  /** Columns read past: deductions, net pay, remarks, unknown names, other job columns. */
  ignored: string[];
};

const COMPONENT_FIELDS: ReadonlySet<string> = new Set([
  'basePay',
  'allowances',
  'bonuses',
  'overtime',
  'retirement',
  'employerInsurance',
]);
const PAY_FIELDS: ReadonlySet<string> = new Set(['basePay', 'allowances', 'bonuses', 'overtime']);

function firstOf(columns: readonly PayrollColumn[], field: string): number | null {
  const index = columns.findIndex((column) => column.field === field);
  return index >= 0 ? index : null;
}

function unique(labels: string[]): string[] {
  return [...new Set(labels.filter((label) => label !== ''))];
}

function amountColumns(columns: readonly PayrollColumn[]): RegisterLayout['amounts'] {
  const amounts = columns.flatMap((column, index) =>
    COMPONENT_FIELDS.has(column.field)
      ? [{ index, field: column.field as PayrollComponentKey }]
      : [],
  );
  // A register that prints only 지급합계 has no components to check it against: it is the pay.
  const gross = firstOf(columns, 'grossPay');
  if (gross !== null && !amounts.some((amount) => PAY_FIELDS.has(amount.field))) {
    amounts.push({ index: gross, field: 'basePay' });
  }
  return amounts;
}

/**
 * The layout of a register: the first column of each identity field, every amount column by the
 * component it adds to, and the columns dropped (ADR 0013: 주민등록번호 always, 성명 unless the
 * uploader keeps names) or ignored.
 */
export function registerLayout(
  columns: readonly PayrollColumn[],
  job: number,
  keepNames: boolean,
): RegisterLayout {
  const amounts = amountColumns(columns);
  const name = firstOf(columns, 'name');
  const grossIsPay = amounts.some((amount) => columns[amount.index]?.field === 'grossPay');
  const read = new Set([job, name, firstOf(columns, 'employeeNo'), firstOf(columns, 'month')]);
  const dropped = columns
    .filter((column, index) => column.field === 'residentNumber' || (index === name && !keepNames))
    .map((column) => column.label);
  const ignored = columns
    .filter((column, index) => {
      if (column.field === 'ignored') return true;
      const identity = ['jobType', 'name', 'employeeNo', 'month'].includes(column.field);
      return identity && !read.has(index);
    })
    .map((column) => column.label);
  return {
    columns,
    job,
    employeeNo: firstOf(columns, 'employeeNo'),
    name,
    month: firstOf(columns, 'month'),
    gross: grossIsPay ? null : firstOf(columns, 'grossPay'),
    amounts,
    hasEmployerInsurance: amounts.some((amount) => amount.field === 'employerInsurance'),
    keepNames,
    dropped: unique(dropped),
    ignored: unique(ignored),
  };
}

/** Every column read as an amount: the components, and 지급합계 when it is only checked. */
export function amountIndexes(layout: RegisterLayout): number[] {
  const indexes = layout.amounts.map((amount) => amount.index);
  return layout.gross === null ? indexes : [...indexes, layout.gross];
}
