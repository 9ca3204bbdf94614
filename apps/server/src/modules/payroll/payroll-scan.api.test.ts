import type { PayrollDocumentList, PayrollSummary } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp, fixture } from '../financial-data/test-support';
import { type ExpectedCompany, ok, PAYROLL, payrollExpected, uploadPayroll } from './test-support';

const SAMPLE = 'B_intercity_small';
const JOB_TYPES = ['driver', 'mechanic', 'office', 'director'] as const;
/** What local OCR may misread of a 300 dpi scan's pay: a digit here and there, never 1 %. */
const OCR_PAY_TOLERANCE = 0.01;

describe("sample B's register as a UTF-8 CSV and as a scan read by local OCR (issue 19)", () => {
  let t: TestApp;
  let manager: string;
  let sample: ExpectedCompany;

  beforeAll(async () => {
    t = await createFinancialTestApp();
    manager = await cookieWithRole(t.app, 'manager@scan.payroll.test', 'manager');
    sample = (await payrollExpected()).companies[SAMPLE] as ExpectedCompany;
  });
  afterAll(() => t?.close());

  const read = async (file: string) => {
    const job = await uploadPayroll(t.app, manager, {
      companyName: `급여 누리 ${file}`,
      fileName: file,
      bytes: await fixture('payroll', SAMPLE, file),
    });
    expect(job).toMatchObject({ status: 'done', error: null });
    return ok<PayrollSummary>(t.app, manager, `${PAYROLL}/companies/${job.companyId}/summary`);
  };

  it('reads the CSV to the won', async () => {
    const view = await read('payroll-2024.csv');
    for (const jobType of JOB_TYPES) {
      const { perBus: _perBus, ...figures } = sample.byJobType[jobType];
      expect(view.byJobType.find((j) => j.jobType === jobType)).toMatchObject(figures);
    }
  });

  it('reads the scan with every employee in their job and the pay within 1 %, and says where it doubts', async () => {
    const view = await read('payroll-2024-scan.png');
    let exact = true;
    for (const jobType of JOB_TYPES) {
      const found = view.byJobType.find((j) => j.jobType === jobType);
      const { headcount, pay, retirement } = sample.byJobType[jobType];
      expect({ jobType, headcount: found?.headcount }).toEqual({ jobType, headcount });
      expect(Math.abs((found?.pay ?? 0) - pay)).toBeLessThanOrEqual(pay * OCR_PAY_TOLERANCE);
      exact &&= found?.pay === pay && found?.retirement === retirement;
    }
    // A figure OCR got wrong is never taken on trust: the register says where the rows and the
    // printed totals disagree.
    const documents = await ok<PayrollDocumentList>(
      t.app,
      manager,
      `${PAYROLL}/companies/${view.companyId}/documents`,
    );
    const warnings = documents.items.flatMap((document) => document.warnings);
    if (!exact) expect(warnings.map((w) => w.code)).toContain('payroll/total-mismatch');
  }, 300_000);
});
