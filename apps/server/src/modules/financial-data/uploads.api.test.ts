import { type StatementSummary, UPLOAD_MAX_BYTES } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  upload,
} from './test-support';

/** fixtures/statements/bad: each file and the code it must be refused with. */
const BAD_FILES: [string, string][] = [
  ['not-a-spreadsheet.xlsx', 'file/unsupported-type'],
  ['zip-bomb.xlsx', 'file/zip-bomb'],
  ['encrypted.xlsx', 'file/encrypted'],
  ['empty.xlsx', 'file/empty'],
  ['corrupt.xlsx', 'file/corrupt'],
  ['no-text.pdf', 'file/no-text'],
  ['no-accounts.xlsx', 'file/no-accounts'],
];

describe('uploads that must be refused', () => {
  let t: TestApp;
  let user: string;
  let csv: Buffer;
  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'uploads@example.kr', 'user');
    csv = await fixture('samples', 'A_city_bus_300', 'all.csv');
  });
  afterAll(() => t.close());

  /** Nothing of a refused upload stays: no company, no statement, no stored file. */
  async function expectNothingSaved() {
    const companies = await t.app.inject({ url: `${API}/companies`, headers: { cookie: user } });
    expect(companies.json()).toEqual({ items: [] });
    expect(await t.app.services.storage.stats()).toEqual({ files: 0, bytes: 0 });
  }

  it.each(BAD_FILES)('refuses %s with %s and saves nothing', async (name, code) => {
    const bytes = await fixture('statements', 'bad', name);
    const response = await upload(t.app, user, [
      ...formFields(`불량 파일 ${name}`),
      { name: 'file', fileName: name, bytes },
    ]);
    if (response.statusCode === 202) {
      const job = await finishedJob(t.app, user, response.json().job.id);
      expect(job).toMatchObject({ status: 'failed', error: { code }, statementIds: [] });
      expect(job.companyId).toBeNull();
    } else {
      expect(response.json()).toMatchObject({ code });
    }
    await expectNothingSaved();
  });

  it('refuses a second file with file/multiple', async () => {
    const response = await upload(t.app, user, [
      ...formFields('두 파일 운수'),
      { name: 'file', fileName: 'a.csv', bytes: csv },
      { name: 'file', fileName: 'b.csv', bytes: csv },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file/multiple' });
    await expectNothingSaved();
  });

  it('refuses a form without a file with file/required', async () => {
    const response = await upload(t.app, user, formFields('파일 없는 운수'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file/required' });
  });

  it('refuses a request that is not multipart with file/required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/uploads`,
      headers: { cookie: user },
      payload: { companyName: 'JSON 운수', fiscalYear: 2024 },
    });
    expect(response.json()).toMatchObject({ code: 'file/required' });
  });

  it('names an unknown or invalid field with 400', async () => {
    const file = { name: 'file', fileName: 'all.csv', bytes: csv };
    const unknown = await upload(t.app, user, [
      ...formFields('필드 운수', { color: 'blue' }),
      file,
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', params: { field: 'color' } });
    const noName = await upload(t.app, user, [{ name: 'fiscalYear', value: '2024' }, file]);
    expect(noName.json()).toMatchObject({ params: { field: 'companyName' } });
    const badPeriod = await upload(t.app, user, [
      ...formFields('필드 운수', { fiscalPeriod: '5' }),
      file,
    ]);
    expect(badPeriod.json()).toMatchObject({ params: { field: 'fiscalPeriod' } });
    await expectNothingSaved();
  });

  it('fails statements sent as a payroll register (issue 19) and keeps nothing', async () => {
    const response = await upload(t.app, user, [
      ...formFields('급여 운수', { documentType: 'payroll' }),
      { name: 'file', fileName: 'all.csv', bytes: csv },
    ]);
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(t.app, user, response.json().job.id);
    expect(job).toMatchObject({
      status: 'failed',
      error: { code: 'payroll/looks-like-statement' },
      statementIds: [],
      payrollDocumentId: null,
    });
    await expectNothingSaved();
  });

  it('refuses 11 MB with 413 file/too-large and keeps answering', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024, 0x41);
    const response = await upload(t.app, user, [
      ...formFields('큰 파일 운수'),
      { name: 'file', fileName: 'big.csv', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'file/too-large' });
    await expectNothingSaved();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('lets a viewer read but not upload', async () => {
    const viewer = await cookieWithRole(t.app, 'upload-viewer@example.kr', 'viewer');
    const response = await upload(t.app, viewer, [
      ...formFields('열람자 운수'),
      { name: 'file', fileName: 'all.csv', bytes: csv },
    ]);
    expect(response.statusCode).toBe(403);
  });
});

describe('the fiscal year printed in the file', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'fiscal-year@example.kr', 'user');
  });
  afterAll(() => t.close());

  /** Uploads a fixture with the form's year and returns the stored statements. */
  async function uploadAs(company: string, fiscalYear: string, file: string[]) {
    const bytes = await fixture('statements', ...file);
    const response = await upload(t.app, user, [
      ...formFields(company, { fiscalYear }),
      { name: 'file', fileName: file[file.length - 1] ?? 'file', bytes },
    ]);
    expect(response.statusCode).toBe(202);
    const job = await finishedJob(t.app, user, response.json().job.id);
    expect(job).toMatchObject({ status: 'done' });
    expect(job.statementIds).toHaveLength(3);
    const list = await t.app.inject({
      url: `${API}/companies/${job.companyId}/statements`,
      headers: { cookie: user },
    });
    return (list.json() as { items: StatementSummary[] }).items;
  }

  it.each([
    ['statements.xlsx', '가람 연도 워크북'],
    ['statements-utf8.csv', '가람 연도 CSV'],
  ])(
    'stores %s under the year it prints, not the 2025 entered, and says so',
    async (file, name) => {
      const items = await uploadAs(name, '2025', ['A_city_bus_300', file]);
      expect(items.map((s) => s.fiscalYear)).toEqual([2024, 2024, 2024]);
      for (const statement of items) {
        expect(statement.extractionComplete).toBe(true);
        expect(statement.extractionProblems).toEqual([
          { code: 'fiscal-year-from-file', params: { entered: 2025, file: 2024 } },
        ]);
      }
    },
  );

  it('adds no problem when the entered year is the printed one', async () => {
    const items = await uploadAs('가람 연도 일치', '2024', ['A_city_bus_300', 'statements.xlsx']);
    expect(items.map((s) => [s.fiscalYear, s.extractionProblems])).toEqual([
      [2024, []],
      [2024, []],
      [2024, []],
    ]);
  });
});
