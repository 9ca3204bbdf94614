import {
  PayrollDocument,
  type PayrollJobTotals,
  PayrollRowPage,
  PayrollSummary,
  type ReconciliationLine,
} from '@bus/domain';
import { COMPANY_ID } from './fixtures';

/** Payroll test data parsed by the contract's schemas (packages/domain/src/api/payroll.ts). */
export const PAYROLL_DOCUMENT_ID = '77777777-7777-4777-8777-777777777777';
export const PAYROLL_ROW_ID = '88888888-8888-4888-8888-888888888888';
const NOW = '2026-03-02T09:00:00.000Z';

const GYEONGGI = (perBus: number) => ({
  perBus,
  region: { ko: '경기', en: 'Gyeonggi', ja: '京畿道' },
  year: 2024,
  source: { title: '경기교통공사 2024 공공관리제 표준운송원가', reference: 'domain.md [S9]' },
});

function job(
  jobType: PayrollJobTotals['jobType'],
  headcount: number,
  pay: number,
  perBus: number | null,
  standard: number | null,
): PayrollJobTotals {
  return {
    jobType,
    headcount,
    basePay: pay,
    allowances: 0,
    bonuses: 0,
    overtime: 0,
    retirement: 0,
    employerInsurance: null,
    pay,
    averagePay: headcount > 0 ? Math.round(pay / headcount) : null,
    perBus,
    standard: standard === null ? null : GYEONGGI(standard),
  };
}

function line(patch: Partial<ReconciliationLine> & Pick<ReconciliationLine, 'key'>) {
  return {
    statementType: 'cost_statement' as const,
    accountName: '운전직급여',
    jobTypes: ['driver' as const],
    components: ['basePay' as const, 'allowances' as const, 'overtime' as const],
    statementAmount: 1_000_000_000,
    payrollAmount: 1_000_000_000,
    difference: 0,
    differencePercent: 0,
    status: 'within' as const,
    ...patch,
  };
}

export const RECONCILIATION_LINES = [
  line({
    key: 'cs.driver_wages',
    payrollAmount: 1_050_000_000,
    difference: 50_000_000,
    differencePercent: 5,
    status: 'beyond',
  }),
  line({
    key: 'is.executive_pay',
    statementType: 'income_statement',
    accountName: '임원급여',
    jobTypes: ['director'],
    statementAmount: 200_000_000,
    payrollAmount: 199_000_000,
    difference: -1_000_000,
    differencePercent: -0.5,
  }),
];

export function payrollSummary(patch: Partial<PayrollSummary> = {}): PayrollSummary {
  return PayrollSummary.parse({
    companyId: COMPANY_ID,
    fiscalYear: 2024,
    years: [2024, 2023],
    coverage: { source: 'annual', months: [], complete: true },
    ownedBuses: 100,
    byJobType: [
      job('driver', 250, 12_500_000_000, 2.5, null),
      job('mechanic', 12, 600_000_000, 0.12, null),
      job('office', 18, 900_000_000, 0.18, 0.17),
      job('director', 3, 300_000_000, 0.03, 0.028),
      job('other', 1, 40_000_000, 0.01, null),
    ],
    total: {
      headcount: 284,
      basePay: 14_340_000_000,
      allowances: 0,
      bonuses: 0,
      overtime: 0,
      retirement: 0,
      employerInsurance: null,
      pay: 14_340_000_000,
      averagePay: 50_492_958,
    },
    monthly: [],
    reconciliation: {
      fiscalYear: 2024,
      tolerancePercent: 1,
      unavailable: null,
      lines: RECONCILIATION_LINES,
      beyondTolerance: true,
      unassignedPay: 40_000_000,
    },
    toleranceVersion: 3,
    canSeeRows: true,
    ...patch,
  });
}

export const payrollDocument = PayrollDocument.parse({
  id: PAYROLL_DOCUMENT_ID,
  companyId: COMPANY_ID,
  fiscalYear: 2024,
  month: null,
  months: [],
  fileName: '2024 급여대장.xlsx',
  rowCount: 284,
  namesKept: false,
  droppedColumns: ['주민등록번호', '성명'],
  unknownJobLabels: ['촉탁'],
  warnings: [],
  createdAt: NOW,
  createdBy: { id: 'user-manager', name: '박관리' },
});

export function payrollRows(version = 1, jobType: PayrollJobTotals['jobType'] = 'other') {
  return PayrollRowPage.parse({
    items: [
      {
        id: PAYROLL_ROW_ID,
        documentId: PAYROLL_DOCUMENT_ID,
        lineNo: 7,
        employeeNo: 'E-007',
        name: null,
        jobType,
        jobLabel: '촉탁',
        month: null,
        basePay: 30_000_000,
        allowances: 6_000_000,
        bonuses: 3_000_000,
        overtime: 1_000_000,
        retirement: 3_300_000,
        employerInsurance: null,
        version,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 50,
  });
}
