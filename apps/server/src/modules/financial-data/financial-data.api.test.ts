import type { RatioKey, RatioReport, StatementDetail, StatementSummary } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import {
  API,
  createFinancialTestApp,
  finishedJob,
  fixture,
  formFields,
  sampleLines,
  upload,
} from './test-support';

/** fixtures/samples/expected.md §6, A_city_bus_300 (percent, two decimals). */
const EXPECTED_A: Record<RatioKey, [number | null, number | null]> = {
  salesGrowth: [3.83, null],
  costOfSalesToSales: [92.28, 92.82],
  personnelCostToSales: [67.2, 66.77],
  returnOnEquity: [4.12, 2.41],
  averageBorrowingRate: [4.6, 4.4],
  equityRatio: [45.92, 43.59],
  currentRatio: [105.59, 110.22],
  debtToEquity: [117.76, 129.43],
  currentLiabilitiesToEquity: [50.57, 51.15],
  borrowingDependence: [31.58, 35.73],
};
/** fixtures/samples/expected.md §6, B_intercity_small. */
const EXPECTED_B: Record<RatioKey, [number | null, number | null]> = {
  salesGrowth: [6.06, null],
  costOfSalesToSales: [92.43, 96.36],
  personnelCostToSales: [36.28, 37.01],
  returnOnEquity: [4.35, -18.41],
  averageBorrowingRate: [5.31, 5.21],
  equityRatio: [26.17, 23.9],
  currentRatio: [91.86, 96.56],
  debtToEquity: [282.08, 318.49],
  currentLiabilitiesToEquity: [95.82, 108.67],
  borrowingDependence: [45.68, 51.14],
};

function expectRatios(report: RatioReport, expected: typeof EXPECTED_A) {
  if (!report.ratios) throw new Error('no ratios');
  for (const [index, period] of [report.ratios.current, report.ratios.previous].entries()) {
    for (const ratio of period.ratios) {
      const want = expected[ratio.key][index] ?? null;
      const label = `${ratio.key} ${period.fiscalYear}`;
      if (want === null) expect(ratio.value, label).toBeNull();
      else expect(Math.abs((ratio.value ?? Number.NaN) - want), label).toBeLessThan(0.01);
    }
  }
}

describe('financial data center API', () => {
  let t: TestApp;
  let user: string;
  let otherUser: string;
  let viewer: string;
  let manager: string;
  let admin: string;
  const get = <T>(url: string, cookie = user) =>
    t.app.inject({ url: `${API}${url}`, headers: { cookie } }).then((r) => r.json() as T);

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'uploader@example.kr', 'user');
    otherUser = await cookieWithRole(t.app, 'colleague@example.kr', 'user');
    viewer = await cookieWithRole(t.app, 'reader@example.kr', 'viewer');
    manager = await cookieWithRole(t.app, 'manager@example.kr', 'manager');
    admin = await cookieWithRole(t.app, 'admin@example.kr', 'admin');
  });
  afterAll(() => t.close());

  let companyId: string;
  let statements: StatementSummary[];
  let original: Buffer;

  it('accepts a workbook with 202, runs its job and stores every account exactly', async () => {
    original = await fixture('statements', 'A_city_bus_300', 'statements.xlsx');
    const response = await upload(t.app, user, [
      ...formFields('가람시내버스(주)'),
      { name: 'file', fileName: '가람 재무제표.xlsx', bytes: original },
    ]);
    expect(response.statusCode).toBe(202);
    const accepted = response.json();
    expect(accepted.job).toMatchObject({ status: 'queued', kind: 'extraction' });
    // A new company is created with its statements, when the job has read them.
    expect(accepted.companyId).toBeNull();

    const job = await finishedJob(t.app, user, accepted.job.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, aiUsed: false, error: null });
    companyId = job.companyId ?? '';
    expect(job.statementIds).toHaveLength(3);

    statements = (await get<{ items: StatementSummary[] }>(`/companies/${companyId}/statements`))
      .items;
    expect(statements.map((s) => [s.type, s.status, s.fiscalYear]).sort()).toEqual([
      ['balance_sheet', 'verified', 2024],
      ['cost_statement', 'verified', 2024],
      ['income_statement', 'verified', 2024],
    ]);
    const truth = await sampleLines('A_city_bus_300');
    for (const summary of statements) {
      const detail = await get<StatementDetail>(`/statements/${summary.id}`);
      const want = truth.filter((l) => l.type === summary.type);
      expect(detail.accounts.map((a) => [a.originalName, a.currentValue, a.previousValue])).toEqual(
        want.map((l) => [l.name, l.current, l.previous]),
      );
      const lineNos = detail.accounts.map((a) => a.lineNo);
      expect(lineNos).toEqual([...new Set(lineNos)].sort((a, b) => a - b));
      expect(detail.sourceFile).toMatchObject({
        name: '가람 재무제표.xlsx',
        size: original.length,
      });
      expect(detail).toMatchObject({ extractionComplete: true, extractionMethod: 'spreadsheet' });
    }
  });

  it('lists and finds the company by a part of its name', async () => {
    const found = await get<{ items: { name: string; statementCount: number }[] }>(
      `/companies?q=${encodeURIComponent('시내')}`,
      viewer,
    );
    expect(found.items).toEqual([
      expect.objectContaining({
        name: '가람시내버스(주)',
        statementCount: 3,
        latestFiscalYear: 2024,
      }),
    ]);
    expect((await get<{ items: unknown[] }>('/companies?q=%25')).items).toEqual([]);
  });

  it('computes the ten ratios of the latest year as expected.md §6 has them', async () => {
    const report = await get<RatioReport>(`/companies/${companyId}/ratios`, viewer);
    expect(report.fiscalYear).toBe(2024);
    expect(report.saved).toBeNull();
    expectRatios(report, EXPECTED_A);
    const none = await get<RatioReport>(`/companies/${companyId}/ratios?fiscalYear=2019`);
    expect(none).toMatchObject({ fiscalYear: 2019, ratios: null });
  });

  it('saves ratios, bumping the version on each save; a viewer may not', async () => {
    const report = await get<RatioReport>(`/companies/${companyId}/ratios`);
    const save = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/companies/${companyId}/ratios`,
        headers: { cookie },
        payload: { fiscalYear: 2024, ratios: report.ratios },
      });
    expect((await save(viewer)).statusCode).toBe(403);
    const first = await save(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1 });
    expect((await save(user)).json()).toMatchObject({ id: first.json().id, version: 2 });
    const after = await get<RatioReport>(`/companies/${companyId}/ratios`);
    expect(after.saved).toMatchObject({ id: first.json().id, version: 2 });
  });

  it('edits an account with the current version and refuses a stale one with 409', async () => {
    const income = statements.find((s) => s.type === 'income_statement');
    if (!income) throw new Error('no income statement');
    const detail = await get<StatementDetail>(`/statements/${income.id}`);
    const account = detail.accounts.find((a) => a.originalName === '광고수입');
    if (!account) throw new Error('no 광고수입');
    const put = (version: number, currentValue: number, cookie = user) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/statements/${income.id}/accounts/${account.id}`,
        headers: { cookie },
        payload: { name: '광고수입', currentValue, previousValue: 360_000_000, version },
      });
    expect((await put(detail.version, 1, viewer)).statusCode).toBe(403);
    const edited = await put(detail.version, 361_000_000);
    expect(edited.statusCode).toBe(200);
    const after = edited.json() as StatementDetail;
    expect(after.version).toBe(detail.version + 1);
    expect(after.accounts.find((a) => a.id === account.id)?.currentValue).toBe(361_000_000);
    // 매출액 no longer equals its lines: the statement is re-validated at once.
    expect(after.status).toBe('warning');

    const stale = await put(detail.version, 999);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'conflict',
      params: { currentVersion: after.version },
    });
    const kept = await get<StatementDetail>(`/statements/${income.id}`);
    expect(kept.accounts.find((a) => a.id === account.id)?.currentValue).toBe(361_000_000);

    const restored = await put(after.version, 360_000_000);
    expect(restored.json()).toMatchObject({ status: 'verified', version: after.version + 1 });
  });

  it('adds an account at the end, unverified and marked as typed by hand', async () => {
    const balance = statements.find((s) => s.type === 'balance_sheet');
    if (!balance) throw new Error('no balance sheet');
    const before = await get<StatementDetail>(`/statements/${balance.id}`);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/statements/${balance.id}/accounts`,
      headers: { cookie: user },
      payload: {
        name: '장기선급비용',
        currentValue: 0,
        previousValue: null,
        version: before.version,
      },
    });
    expect(response.statusCode).toBe(201);
    const after = response.json() as StatementDetail;
    expect(after.accounts.at(-1)).toMatchObject({
      name: '장기선급비용',
      originalName: '장기선급비용',
      currentValue: 0,
      previousValue: null,
      isVerified: false,
      lineNo: Math.max(...before.accounts.map((a) => a.lineNo)) + 1,
      provenance: { extractor: 'manual' },
    });
    expect(after.version).toBe(before.version + 1);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${API}/statements/${balance.id}/accounts`,
      headers: { cookie: user },
      payload: { name: '기타', currentValue: 1, previousValue: null, version: before.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an account with a name over 100 characters or an unknown field', async () => {
    const balance = statements.find((s) => s.type === 'balance_sheet');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/statements/${balance?.id}/accounts`,
        headers: { cookie: user },
        payload,
      });
    const long = await post({
      name: '가'.repeat(101),
      currentValue: 0,
      previousValue: 0,
      version: 1,
    });
    expect(long.json()).toMatchObject({ code: 'validation_failed', params: { field: 'name' } });
    const extra = await post({
      name: 'x',
      currentValue: 0,
      previousValue: 0,
      version: 1,
      unit: '원',
    });
    expect(extra.json()).toMatchObject({ code: 'validation_failed', params: { field: 'unit' } });
  });

  it('validates a statement on request and edits its header with a version check', async () => {
    const cost = statements.find((s) => s.type === 'cost_statement');
    if (!cost) throw new Error('no cost statement');
    const validated = await t.app.inject({
      method: 'POST',
      url: `${API}/statements/${cost.id}/validate`,
      headers: { cookie: user },
    });
    expect(validated.statusCode).toBe(200);
    const detail = validated.json() as StatementDetail;
    expect(detail).toMatchObject({ status: 'verified', validationMessages: [] });
    const patch = (version: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/statements/${cost.id}`,
        headers: { cookie: user },
        payload: {
          type: 'cost_statement',
          fiscalYear: 2024,
          fiscalPeriod: 12,
          unit: '천원',
          version,
        },
      });
    const edited = await patch(detail.version);
    expect(edited.json()).toMatchObject({ unit: '천원', version: detail.version + 1 });
    expect((await patch(detail.version)).statusCode).toBe(409);
  });

  it('serves the original upload byte for byte with its Korean name', async () => {
    const fileId = statements[0]?.sourceFile?.id;
    const response = await t.app.inject({
      url: `${API}/files/${fileId}`,
      headers: { cookie: viewer },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(original)).toBe(true);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('가람 재무제표.xlsx')}`,
    );
    const missing = await t.app.inject({
      url: `${API}/files/00000000-0000-4000-8000-000000000000`,
      headers: { cookie: user },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a statement and answers 404 for it afterwards', async () => {
    const cost = statements.find((s) => s.type === 'cost_statement');
    const remove = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `${API}/statements/${cost?.id}`, headers: { cookie } });
    expect((await remove(viewer)).statusCode).toBe(403);
    expect((await remove(user)).statusCode).toBe(204);
    expect((await remove(user)).statusCode).toBe(404);
    const left = await get<{ items: StatementSummary[] }>(`/companies/${companyId}/statements`);
    expect(left.items).toHaveLength(2);
    // The original still serves the two statements that came from it.
    const fileId = left.items[0]?.sourceFile?.id;
    const file = await t.app.inject({ url: `${API}/files/${fileId}`, headers: { cookie: user } });
    expect(file.statusCode).toBe(200);
  });

  it('lets only a manager or the uploader delete a company, which goes to the trash whole', async () => {
    const remove = (id: string, cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `${API}/companies/${id}`, headers: { cookie } });
    expect((await remove(companyId, viewer)).statusCode).toBe(403);
    const refused = await remove(companyId, otherUser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const filesBefore = await t.app.services.storage.stats();
    expect((await remove(companyId, user)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `${API}/companies/${companyId}`, headers: { cookie: user } }))
        .statusCode,
    ).toBe(404);
    // The original stays stored while the company is in the trash (restorable for 30 days).
    expect(await t.app.services.storage.stats()).toEqual(filesBefore);
    const trashedStatement = await t.app.inject({
      url: `${API}/statements/${statements[0]?.id}`,
      headers: { cookie: user },
    });
    expect(trashedStatement.statusCode).toBe(404);
    const leftovers = await get<{ items: unknown[] }>(`/companies`);
    expect(leftovers.items).toEqual([]);

    // A manager may delete a company someone else uploaded.
    const second = await upload(t.app, otherUser, [
      ...formFields('누리시외버스(주)'),
      {
        name: 'file',
        fileName: 'statements.xlsx',
        bytes: await fixture('statements', 'B_intercity_small', 'statements.xlsx'),
      },
    ]);
    const job = await finishedJob(t.app, otherUser, second.json().job.id);
    expect(job.status).toBe('done');
    const secondId = job.companyId ?? '';
    expectRatios(await get<RatioReport>(`/companies/${secondId}/ratios`), EXPECTED_B);
    expect((await remove(secondId, user)).statusCode).toBe(403);
    expect((await remove(secondId, manager)).statusCode).toBe(204);
  });

  it("shows a job only to its uploader, its organisation's managers and admins", async () => {
    const accepted = await upload(t.app, user, [
      ...formFields('권한 확인 운수', { statementType: 'balance_sheet' }),
      {
        name: 'file',
        fileName: 'bs.csv',
        bytes: await fixture('samples', 'B_intercity_small', 'balance_sheet.csv'),
      },
    ]);
    expect(accepted.statusCode).toBe(202);
    const jobId = accepted.json().job.id;
    await finishedJob(t.app, user, jobId);
    const as = (cookie: string) =>
      t.app.inject({ url: `${API}/jobs/${jobId}`, headers: { cookie } }).then((r) => r.statusCode);
    expect(await as(otherUser)).toBe(404);
    expect(await as(viewer)).toBe(404);
    expect(await as(manager)).toBe(200);
    expect(await as(admin)).toBe(200);
  });

  it('shows the workspace and clears caches for admins only', async () => {
    const denied = await t.app.inject({ url: `${API}/workspace`, headers: { cookie: user } });
    expect(denied.statusCode).toBe(403);
    const info = await t.app.inject({ url: `${API}/workspace`, headers: { cookie: admin } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      role: 'admin',
      database: { status: 'ok' },
      // Two trashed companies keep their originals until the purge; the trash is not counted.
      storage: { kind: 'local', files: 3 },
      jobs: { driver: process.env.REDIS_URL ? 'bullmq' : 'in-process', queued: 0, running: 0 },
      counts: { companies: 1, statements: 1 },
      aiProviders: { claude: false, gemini: false },
    });
    const clear = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `${API}/workspace/clear-cache`, headers: { cookie } });
    expect((await clear(user)).statusCode).toBe(403);
    const cleared = await clear(admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ companies: 1 });
  });
});
