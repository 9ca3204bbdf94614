import type { PayrollDocumentList, PayrollRowPage, PayrollSummary } from '@bus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { API, createFinancialTestApp, fixture } from '../financial-data/test-support';
import { membershipRepo } from '../organisations/membership';
import {
  ok,
  PAYROLL,
  type PayrollExpected,
  payrollExpected,
  SMALL_REGISTER,
  uploadPayroll,
} from './test-support';

/** The shape of a resident or alien registration number, as PostgreSQL's regex reads it. */
const RESIDENT_NUMBER = '[0-9]{6}-?[1-8][0-9]{6}';
const OTHER_OPERATOR = '다른 운수사';
const AUTHORITY = '급여 감독 시청';

type Row = Record<string, unknown>;

describe('payroll registers keep no identity number and show people to managers only', () => {
  let t: TestApp;
  let expected: PayrollExpected;
  const as = {} as Record<
    'manager' | 'user' | 'analyst' | 'viewer' | 'overseer' | 'outsider' | 'admin',
    string
  >;

  beforeAll(async () => {
    t = await createFinancialTestApp();
    expected = await payrollExpected();
    for (const role of ['manager', 'user', 'analyst', 'viewer', 'admin'] as const) {
      as[role] = await cookieWithRole(t.app, `${role}@privacy.payroll.test`, role);
    }
    as.outsider = await cookieWithRole(t.app, 'manager@other.payroll.test', 'manager', {
      organisation: OTHER_OPERATOR,
    });
    as.overseer = await cookieWithRole(t.app, 'official@city.payroll.test', 'manager', {
      organisation: AUTHORITY,
      kind: 'authority',
    });
    const members = membershipRepo(t.app.services.database.db);
    await members.grantOversight(
      await members.ensureOrganisation(AUTHORITY, 'authority'),
      await members.ensureOrganisation(TEST_ORGANISATION, 'operator'),
    );
  }, 60_000);
  afterAll(() => t?.close());

  const rows = (query: string) =>
    t.app.services.database.db
      .execute(sql.raw(query))
      .then((result) => (result as unknown as { rows: Row[] }).rows);
  const count = async (table: string) =>
    Number((await rows(`select count(*)::int as n from ${table}`))[0]?.n);
  const storedFiles = () => t.app.services.storage.stats();
  const bad = async (name: string) => fixture('payroll', 'bad', name);
  const uploadBad = async (name: string, companyName: string, keepNames = false) =>
    uploadPayroll(t.app, as.manager, {
      companyName,
      fileName: name,
      bytes: await bad(name),
      keepNames,
    });
  const documentsOf = (companyId: string) =>
    ok<PayrollDocumentList>(t.app, as.manager, `${PAYROLL}/companies/${companyId}/documents`);
  const rowsOf = (documentId: string, cookie = as.manager) =>
    t.app.inject({ url: `${PAYROLL}/documents/${documentId}/rows`, headers: { cookie } });

  /** Every text, array and JSON column of the payroll tables, the jobs and the audit trail. */
  async function residentNumbersStored(): Promise<string[]> {
    const columns = await rows(`select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and table_name in ('payroll_rows', 'payroll_documents', 'jobs', 'audit_events')
        and data_type in ('text', 'character varying', 'ARRAY', 'jsonb')`);
    expect(columns.length).toBeGreaterThan(8);
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const found = await rows(
        `select count(*)::int as n from "${table}" where "${column}"::text ~ '${RESIDENT_NUMBER}'`,
      );
      if (Number(found[0]?.n) > 0) hits.push(`${table}.${column}`);
    }
    return hits;
  }

  it('stores no registration number and not the original; names only when asked', async () => {
    const before = await storedFiles();
    const dropped = await uploadBad('resident-numbers.csv', '개인정보 운수');
    const kept = await uploadBad('resident-numbers.csv', '이름 보관 운수', true);
    const annual = await uploadPayroll(t.app, as.manager, {
      companyName: '개인정보 가람',
      fileName: 'payroll-2024.csv',
      bytes: await fixture('payroll', 'A_city_bus_300', 'payroll-2024.csv'),
    });
    for (const job of [dropped, kept, annual]) expect(job).toMatchObject({ status: 'done' });
    expect(await storedFiles()).toEqual(before);
    expect(await residentNumbersStored()).toEqual([]);

    const outcome = expected.bad['resident-numbers.csv'];
    if (!outcome?.ok) throw new Error('resident-numbers.csv is read, not refused');
    const [withoutNames] = (await documentsOf(dropped.companyId as string)).items;
    expect(withoutNames).toMatchObject({
      namesKept: false,
      droppedColumns: outcome.droppedColumns,
    });
    const [withNames] = (await documentsOf(kept.companyId as string)).items;
    expect(withNames).toMatchObject({
      namesKept: true,
      droppedColumns: outcome.droppedColumnsKeepingNames,
    });
    const names = async (documentId: string) =>
      ((await rowsOf(documentId)).json() as PayrollRowPage).items.map((row) => row.name);
    expect(await names(dropped.payrollDocumentId as string)).toEqual(Array(10).fill(null));
    expect(
      (await names(kept.payrollDocumentId as string)).every((n) => typeof n === 'string'),
    ).toBe(true);
  }, 120_000);

  const refusals = () =>
    Object.entries(expected.bad).filter(([, outcome]) => !outcome.ok) as [
      string,
      { code: string; params: Record<string, string | number> },
    ][];

  it('fails every bad register with its code and keeps nothing of it', async () => {
    expect(refusals().length).toBeGreaterThanOrEqual(7);
    for (const [name, outcome] of refusals()) {
      const before = await Promise.all([
        count('payroll_documents'),
        count('payroll_rows'),
        count('companies'),
        storedFiles(),
      ]);
      const job = await uploadBad(name, `불량 급여 ${name}`);
      expect({ name, ...job }).toMatchObject({
        name,
        status: 'failed',
        error: { code: outcome.code, params: outcome.params },
        payrollDocumentId: null,
        companyId: null,
      });
      const after = await Promise.all([
        count('payroll_documents'),
        count('payroll_rows'),
        count('companies'),
        storedFiles(),
      ]);
      expect({ name, after }).toEqual({ name, after: before });
    }
  }, 120_000);

  it('keeps jobs it does not know as other, listed for the user to correct', async () => {
    const job = await uploadBad('unknown-jobs.csv', '미지 직종 운수');
    const [document] = (await documentsOf(job.companyId as string)).items;
    expect(document?.unknownJobLabels).toEqual(['안내원', '미화원']);
    const page = (await rowsOf(job.payrollDocumentId as string)).json() as PayrollRowPage;
    expect(page.items.filter((row) => row.jobType === 'other')).toHaveLength(2);
  });

  it('refuses a second register of the same year or month', async () => {
    expect(await uploadBad('unknown-jobs.csv', '중복 운수')).toMatchObject({ status: 'done' });
    const again = await uploadBad('unknown-jobs.csv', '중복 운수');
    expect(again).toMatchObject({
      status: 'failed',
      error: { code: 'payroll/period-exists', params: { fiscalYear: 2024 } },
    });
    const march = { companyName: '월별 운수', fileName: 'march.csv', month: 3 };
    const bytes = Buffer.from(SMALL_REGISTER);
    expect(await uploadPayroll(t.app, as.manager, { ...march, bytes })).toMatchObject({
      status: 'done',
    });
    const second = await uploadPayroll(t.app, as.manager, { ...march, bytes });
    expect(second.error).toEqual({
      code: 'payroll/period-exists',
      params: { fiscalYear: 2024, month: 3 },
    });
    expect(await residentNumbersStored()).toEqual([]);
  }, 60_000);

  it("refuses a month that takes the year's amounts past 1,000조 won; the year still answers", async () => {
    const register = (no: string) =>
      Buffer.from(['사번,직종,기본급', `${no},운전직,600000000000000`].join('\n'));
    const month = (m: number) => ({
      companyName: '거대 운수',
      fileName: `month-${m}.csv`,
      month: m,
      bytes: register(`E${m}`),
    });
    const january = await uploadPayroll(t.app, as.manager, month(1));
    expect(january).toMatchObject({ status: 'done' });
    const rowsBefore = await count('payroll_rows');
    const february = await uploadPayroll(t.app, as.manager, month(2));
    expect(february).toMatchObject({
      status: 'failed',
      payrollDocumentId: null,
      error: { code: 'payroll/total-out-of-range', params: { fiscalYear: 2024 } },
    });
    expect(await count('payroll_rows')).toBe(rowsBefore);
    const companyId = january.companyId as string;
    const summary = await ok<PayrollSummary>(
      t.app,
      as.manager,
      `${PAYROLL}/companies/${companyId}/summary?fiscalYear=2024`,
    );
    expect(summary.total.pay).toBe(600_000_000_000_000);
    expect(summary.coverage.months).toEqual([1]);
  }, 60_000);

  it("answers 404 to another organisation's ids", async () => {
    const job = await uploadBad('unknown-jobs.csv', '남의 운수');
    const documentId = job.payrollDocumentId as string;
    const rowId = ((await rowsOf(documentId)).json() as PayrollRowPage).items[0]?.id;
    const company = `${PAYROLL}/companies/${job.companyId}`;
    for (const [method, url, payload] of [
      ['GET', `${PAYROLL}/documents/${documentId}/rows`],
      ['PATCH', `${PAYROLL}/rows/${rowId}`, { jobType: 'driver', version: 1 }],
      ['DELETE', `${PAYROLL}/documents/${documentId}`],
      ['GET', `${company}/documents`],
      ['GET', `${company}/summary`],
      ['GET', `${company}/reconciliation`],
      ['PUT', `${company}/tolerance`, { tolerancePercent: 5, version: 0 }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: as.outsider },
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect((await documentsOf(job.companyId as string)).items).toHaveLength(1);
  });

  it('shows rows to managers and admins only, auditing each page; figures to every reader', async () => {
    const job = await uploadBad('unknown-jobs.csv', '직원 열람 운수');
    const documentId = job.payrollDocumentId as string;
    for (const role of ['user', 'analyst', 'viewer', 'overseer'] as const) {
      const response = await rowsOf(documentId, as[role]);
      expect({ role, status: response.statusCode, code: response.json().code }).toEqual({
        role,
        status: 403,
        code: 'payroll/rows-forbidden',
      });
      const summary = await ok<PayrollSummary>(
        t.app,
        as[role],
        `${PAYROLL}/companies/${job.companyId}/summary`,
      );
      expect({ role, canSeeRows: summary.canSeeRows }).toEqual({ role, canSeeRows: false });
    }
    const rowId = ((await rowsOf(documentId)).json() as PayrollRowPage).items[0]?.id;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${PAYROLL}/rows/${rowId}`,
      headers: { cookie: as.user },
      payload: { jobType: 'driver', version: 1 },
    });
    expect(edit.json()).toMatchObject({ code: 'payroll/rows-forbidden' });
    expect((await rowsOf(documentId, as.admin)).statusCode).toBe(200);
    const viewed = await t.app.services.audit.list(
      { action: 'payroll.rows_viewed' },
      { page: 1, pageSize: 100 },
    );
    expect(viewed.items.map((e) => e.detail)).toContainEqual(
      expect.objectContaining({ documentId, page: 1 }),
    );
    expect(JSON.stringify(viewed.items)).not.toMatch(/[0-9]{6}-?[1-8][0-9]{6}/);
  });

  it('lets a manager delete a register and its rows for good, audited', async () => {
    const job = await uploadBad('unknown-jobs.csv', '삭제 운수');
    const documentId = job.payrollDocumentId as string;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `${PAYROLL}/documents/${documentId}`,
      headers: { cookie: as.user },
    });
    expect(refused.json()).toMatchObject({ code: 'payroll/rows-forbidden' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${PAYROLL}/documents/${documentId}`,
      headers: { cookie: as.manager },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await rowsOf(documentId)).statusCode).toBe(404);
    expect(await rows(`select id from payroll_rows where document_id = '${documentId}'`)).toEqual(
      [],
    );
    const companies = await ok<{ items: { id: string; payrollCount: number }[] }>(
      t.app,
      as.manager,
      `${API}/companies`,
    );
    expect(companies.items.find((c) => c.id === job.companyId)?.payrollCount).toBe(0);
    const audit = await t.app.services.audit.list(
      { action: 'payroll.document_deleted' },
      { page: 1, pageSize: 10 },
    );
    expect(audit.items[0]?.detail).toMatchObject({ documentId, companyId: job.companyId });
  });
});
