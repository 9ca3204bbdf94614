import { type Job, SAMPLE_SERVICE_ENTITIES } from '@bus/domain';
import type { App } from '../../platform/http/app-type';
import { endedJob, fixture, type Part, upload } from '../financial-data/test-support';

export const PAYROLL = '/api/payroll';

/** A register of five employees with resident numbers, as a small office prints it. */
export const SMALL_REGISTER = [
  '사번,성명,주민등록번호,직종,기본급,제수당,상여금,연장근로수당,퇴직급여',
  'E01,김운전,800101-1234567,운전직,36000000,6000000,3000000,2000000,3500000',
  'E02,이운전,810202-2234567,운전직,35000000,6000000,3000000,1000000,3400000',
  'E03,박정비,820303-1234567,정비직,34000000,4000000,2000000,0,3200000',
  'E04,최사무,830404-2234567,관리직,40000000,3000000,4000000,0,3900000',
  'E05,정대표,700505-1234567,대표이사,90000000,0,10000000,0,8000000',
].join('\n');

export type PayrollUpload = {
  companyName: string;
  fileName: string;
  bytes: Buffer;
  fiscalYear?: number;
  month?: number;
  keepNames?: boolean;
};

/** The multipart fields of a payroll upload through the data center's form. */
export function payrollParts(input: PayrollUpload): Part[] {
  const fields: Record<string, string> = {
    companyName: input.companyName,
    documentType: 'payroll',
    fiscalYear: String(input.fiscalYear ?? 2024),
    ...(input.month ? { payrollMonth: String(input.month) } : {}),
    ...(input.keepNames ? { keepNames: 'true' } : {}),
  };
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: input.fileName, bytes: input.bytes },
  ];
}

/** Uploads a register and waits for its job to end (usable in beforeAll). */
export async function uploadPayroll(app: App, cookie: string, input: PayrollUpload): Promise<Job> {
  const response = await upload(app, cookie, payrollParts(input));
  if (response.statusCode !== 202) throw new Error(`payroll upload refused: ${response.body}`);
  return endedJob(app, cookie, response.json().job.id);
}

/** The figures a register of a sample must give (fixtures/payroll/expected.json). */
export type ExpectedTotals = {
  headcount: number;
  basePay: number;
  allowances: number;
  overtime: number;
  bonuses: number;
  retirement: number;
  employerInsurance: number;
  pay: number;
  averagePay: number | null;
  perBus?: number;
};
export type ExpectedCompany = {
  company: string;
  ownedBuses: number;
  files: Record<string, { kind: 'annual' | 'monthly'; employees: number; months?: number }>;
  byJobType: Record<'driver' | 'mechanic' | 'office' | 'director', ExpectedTotals>;
  total: ExpectedTotals;
  reconciliation: {
    key: string;
    statementAmount: number;
    payrollAmount: number;
    difference: number;
  }[];
};
export type ExpectedBad =
  | { ok: false; code: string; params: Record<string, string | number> }
  | {
      ok: true;
      employees: number;
      other: number;
      unknownJobLabels?: string[];
      droppedColumns?: string[];
      droppedColumnsKeepingNames?: string[];
    };
export type PayrollExpected = {
  fiscalYear: number;
  companies: Record<string, ExpectedCompany>;
  bad: Record<string, ExpectedBad>;
};

export async function payrollExpected(): Promise<PayrollExpected> {
  return JSON.parse((await fixture('payroll', 'expected.json')).toString('utf8'));
}

/** Sample A's three routes with their 300 owned buses, entered for January of the year. */
export async function saveSampleEntities(app: App, cookie: string, companyId: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/cost-allocation/${companyId}/entities?period=2024-01`,
    headers: { cookie },
    payload: { version: 0, customDrivers: [], entities: SAMPLE_SERVICE_ENTITIES },
  });
  if (response.statusCode !== 200) throw new Error(`entities not saved: ${response.body}`);
}

/** A JSON request that must succeed (2xx), its body parsed. */
export async function ok<T>(app: App, cookie: string, url: string, init: object = {}): Promise<T> {
  const response = await app.inject({ url, headers: { cookie }, ...init });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : null) as T;
}
