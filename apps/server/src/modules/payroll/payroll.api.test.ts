import type {
  PayrollDocumentList,
  PayrollJobType,
  PayrollReconciliation,
  PayrollRow,
  PayrollRowPage,
  PayrollSummary,
} from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { uploadSample } from '../costing/test-support';
import { createFinancialTestApp, fixture } from '../financial-data/test-support';
import {
  type ExpectedCompany,
  ok,
  PAYROLL,
  type PayrollExpected,
  payrollExpected,
  saveSampleEntities,
  uploadPayroll,
} from './test-support';

const SAMPLE = 'A_city_bus_300';
const COMPANY = '급여 가람시내버스(주)';
const JOB_TYPES = ['driver', 'mechanic', 'office', 'director'] as const;
/** Sample A's annual register in each format an operator may have it. */
const ANNUAL_FILES = [
  'payroll-2024.xlsx',
  'payroll-2024.xls',
  'payroll-2024.csv',
  'payroll-2024.pdf',
];

describe('payroll registers of sample A (issue 19)', () => {
  let t: TestApp;
  let manager: string;
  let expected: PayrollExpected;
  let sample: ExpectedCompany;
  let companyId: string;

  beforeAll(async () => {
    t = await createFinancialTestApp();
    manager = await cookieWithRole(t.app, 'manager@payroll.test', 'manager');
    expected = await payrollExpected();
    sample = expected.companies[SAMPLE] as ExpectedCompany;
    companyId = await uploadSample(t.app, manager, SAMPLE, COMPANY);
    await saveSampleEntities(t.app, manager, companyId);
  }, 180_000);
  afterAll(() => t?.close());

  const get = <T>(url: string) => ok<T>(t.app, manager, url);
  const summary = () =>
    get<PayrollSummary>(`${PAYROLL}/companies/${companyId}/summary?fiscalYear=2024`);
  const upload = async (file: string) =>
    uploadPayroll(t.app, manager, {
      companyName: COMPANY,
      fileName: file,
      bytes: await fixture('payroll', SAMPLE, file),
    });
  const remove = (documentId: string) =>
    ok(t.app, manager, `${PAYROLL}/documents/${documentId}`, { method: 'DELETE' });

  /** Every job type's headcount and pay, and the year's total, as expected.json has them. */
  function expectFigures(view: PayrollSummary) {
    expect(view.ownedBuses).toBe(sample.ownedBuses);
    for (const jobType of JOB_TYPES) {
      const found = view.byJobType.find((row) => row.jobType === jobType);
      expect({ jobType, ...found }).toMatchObject({ jobType, ...sample.byJobType[jobType] });
    }
    const { perBus: _perBus, ...total } = sample.total;
    expect(view.total).toMatchObject(total);
  }

  /** Every line of expected.json compared with its statement line, all within 1 %. */
  function expectReconciled(view: PayrollReconciliation) {
    expect(view).toMatchObject({ unavailable: null, beyondTolerance: false, tolerancePercent: 1 });
    for (const line of sample.reconciliation) {
      const found = view.lines.find((l) => l.key === line.key);
      expect(found).toMatchObject({ ...line, status: 'within' });
    }
  }

  it.each(ANNUAL_FILES)(
    'reads %s into the expected headcount and pay per job type, within 1 % of the statements',
    async (file) => {
      const job = await upload(file);
      expect(job).toMatchObject({ status: 'done', companyId, statementIds: [], error: null });
      const documentId = job.payrollDocumentId as string;
      const documents = await get<PayrollDocumentList>(
        `${PAYROLL}/companies/${companyId}/documents`,
      );
      expect(documents.items).toEqual([
        expect.objectContaining({
          id: documentId,
          fiscalYear: 2024,
          month: null,
          months: [],
          fileName: file,
          rowCount: sample.files[file]?.employees,
          namesKept: false,
          unknownJobLabels: [],
        }),
      ]);
      const view = await summary();
      expect(view.coverage).toEqual({ source: 'annual', months: [], complete: true });
      expectFigures(view);
      expectReconciled(view.reconciliation);
      expect(view.canSeeRows).toBe(true);
      await remove(documentId);
      expect((await summary()).coverage.source).toBe('none');
    },
    300_000,
  );

  it('reads the monthly register into 12 months that add up to the year', async () => {
    const job = await upload('payroll-2024-monthly.xlsx');
    expect(job).toMatchObject({ status: 'done', error: null });
    const view = await summary();
    expect(view.coverage).toEqual({
      source: 'monthly',
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      complete: true,
    });
    expect(view.monthly.map((m) => [m.month, m.headcount])).toEqual(
      Array.from({ length: 12 }, (_, i) => [i + 1, sample.total.headcount]),
    );
    expectFigures(view);
    expectReconciled(view.reconciliation);
    const [document] = (
      await get<PayrollDocumentList>(`${PAYROLL}/companies/${companyId}/documents`)
    ).items;
    expect(document).toMatchObject({ month: null, months: view.coverage.months });
    await remove(job.payrollDocumentId as string);
  }, 300_000);

  it('moves the reconciliation with a corrected job type; a stale version is 409', async () => {
    const job = await upload('payroll-2024.csv');
    const documentId = job.payrollDocumentId as string;
    const before = await summary();
    const page = await get<PayrollRowPage>(
      `${PAYROLL}/documents/${documentId}/rows?jobType=driver`,
    );
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: sample.byJobType.driver.headcount });
    const row = page.items[0] as PayrollRow;
    expect(row.name).toBeNull();
    const patch = (version: number, jobType: PayrollJobType) =>
      t.app.inject({
        method: 'PATCH',
        url: `${PAYROLL}/rows/${row.id}`,
        headers: { cookie: manager },
        payload: { jobType, version },
      });
    const saved = await patch(row.version, 'office');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ jobType: 'office', version: row.version + 1 });
    const stale = await patch(row.version, 'mechanic');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      params: { currentVersion: row.version + 1 },
    });

    const after = await summary();
    const line = (view: PayrollSummary, key: string) =>
      view.reconciliation.lines.find((l) => l.key === key)?.payrollAmount ?? 0;
    const wages = row.basePay + row.allowances + row.overtime;
    expect(line(after, 'cs.driver_wages')).toBe(line(before, 'cs.driver_wages') - wages);
    expect(line(after, 'is.salaries')).toBe(line(before, 'is.salaries') + wages + row.bonuses);
    const headcount = (view: PayrollSummary, jobType: string) =>
      view.byJobType.find((j) => j.jobType === jobType)?.headcount;
    expect(headcount(after, 'office')).toBe(sample.byJobType.office.headcount + 1);

    const audit = await t.app.services.audit.list(
      { action: 'payroll.row_updated' },
      { page: 1, pageSize: 10 },
    );
    expect(audit.items[0]?.detail).toMatchObject({
      rowId: row.id,
      before: { jobType: 'driver' },
      after: { jobType: 'office' },
    });
    await remove(documentId);
  }, 300_000);

  it('keeps a tolerance per company on its version; a stale save is 409', async () => {
    const put = (tolerancePercent: number, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${PAYROLL}/companies/${companyId}/tolerance`,
        headers: { cookie: manager },
        payload: { tolerancePercent, version },
      });
    expect((await summary()).toleranceVersion).toBe(0);
    const first = await put(0.5, 0);
    expect(first.json()).toEqual({ tolerancePercent: 0.5, version: 1 });
    const stale = await put(2, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', params: { currentVersion: 1 } });
    const view = await summary();
    expect(view).toMatchObject({ toleranceVersion: 1, reconciliation: { tolerancePercent: 0.5 } });
  });
});
