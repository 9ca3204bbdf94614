import {
  DASHBOARD_FORECAST_HISTORY,
  type DashboardCompany,
  type DashboardView,
  type FinancialSupportView,
  type InvestmentView,
  type RatioReport,
  SAMPLE_SERVICE_ENTITIES,
  type TransportCostView,
} from '@bus/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/audit';
import { user as users } from '../../platform/db/schema/auth';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { COSTING, uploadSample } from '../costing/test-support';
import { API, createFinancialTestApp } from '../financial-data/test-support';
import { endedRun, monthlySeries } from '../forecast/test-support';
import { membershipRepo } from '../organisations/membership';

const DASHBOARD = '/api/dashboard';
const YEAR = 2024;
const ORG_A = '대시보드 가람 운수';
const ORG_B = '대시보드 누리 운수';
const CITY = '대시보드 가상시청';
const ORG_D = '대시보드 다른 운수';

/** expected.md §4, §5, §7 of sample A: the truth the dashboard must show, to the won. */
const A = {
  defaultTotalCost: 73_659_935_000,
  compensation: 977_608_135,
  totalCost: 72_492_108_135,
  operatingExpense: 70_928_500_000,
  appropriateCost: 71_514_500_000,
  transportLoss: 20_732_108_135,
  supportGap: -317_891_865,
  perBusDay: 662_028,
};
/** expected.md §5 and §7 of sample B, with its 3 % default (nothing saved for B here). */
const B = { defaultTotalCost: 16_032_980_000 };

/**
 * Issue 18 §4: the dashboard's figures are the costing screens' figures (the same endpoints are
 * read beside it) and expected.md's; an overseer sees both operators side by side, audited; a
 * user of another organisation sees neither and gets 404 for their ids; the export is a real
 * workbook of the same numbers.
 */
describe('dashboard', () => {
  let t: TestApp;
  const cookies = { a: '', b: '', overseer: '', outsider: '', managerA: '' };
  let companyA = '';
  let companyB = '';
  let overseerId = '';

  const inject = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const ok = async <T>(url: string, cookie: string): Promise<T> => {
    const response = await inject(url, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const send = async (method: 'PUT' | 'POST', url: string, cookie: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const companyOf = (view: DashboardView, id: string): DashboardCompany => {
    const found = view.companies.find((c) => c.id === id);
    if (!found) throw new Error(`company ${id} not on the dashboard`);
    return found;
  };

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { app } = t;
    cookies.a = await cookieWithRole(app, 'user@a.dashboard.test', 'user', { organisation: ORG_A });
    cookies.managerA = await cookieWithRole(app, 'manager@a.dashboard.test', 'manager', {
      organisation: ORG_A,
    });
    cookies.b = await cookieWithRole(app, 'user@b.dashboard.test', 'user', { organisation: ORG_B });
    cookies.outsider = await cookieWithRole(app, 'user@d.dashboard.test', 'user', {
      organisation: ORG_D,
    });
    cookies.overseer = await cookieWithRole(app, 'official@city.dashboard.test', 'analyst', {
      organisation: CITY,
      kind: 'authority',
    });
    const members = membershipRepo(app.services.database.db);
    const city = await members.ensureOrganisation(CITY, 'authority');
    await members.grantOversight(city, await members.ensureOrganisation(ORG_A, 'operator'));
    await members.grantOversight(city, await members.ensureOrganisation(ORG_B, 'operator'));
    companyA = await uploadSample(app, cookies.a, 'A_city_bus_300', '가람시내버스(주)');
    companyB = await uploadSample(app, cookies.b, 'B_intercity_small', '누리시외버스(주)');
    const [official] = await app.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'official@city.dashboard.test'));
    overseerId = official?.id ?? '';
  }, 180_000);
  afterAll(() => t?.close());

  /** The costing screens' own answers for a company's year. */
  const screens = async (companyId: string, cookie: string) => ({
    cost: await ok<TransportCostView>(`${COSTING}/${companyId}/${YEAR}/transport-cost`, cookie),
    support: await ok<FinancialSupportView>(
      `${COSTING}/${companyId}/${YEAR}/financial-support`,
      cookie,
    ),
    ratios: await ok<RatioReport>(
      `${API}/companies/${companyId}/ratios?fiscalYear=${YEAR}`,
      cookie,
    ),
  });

  function expectSameAsScreens(card: DashboardCompany, s: Awaited<ReturnType<typeof screens>>) {
    expect(card.costing).toEqual({
      transportationCost: s.cost.summary.transportationCost,
      administrationCost: s.cost.summary.administrationCost,
      operatingExpense: s.cost.summary.operatingExpense,
      nonOperatingExpense: s.cost.summary.nonOperatingExpense,
      nonOperatingIncome: s.cost.summary.nonOperatingIncome,
      appropriateCost: s.cost.summary.appropriateCost,
      otherAdjustmentsTotal: s.cost.otherAdjustmentsTotal,
      unclassifiedCount: s.cost.summary.unclassifiedCount,
      investment: {
        amount: s.cost.investment.amount,
        source: s.cost.investment.source,
        differs: s.cost.investment.differs,
      },
      totalCost: s.cost.totalCost,
    });
    const { steps: _steps, rule: _rule, costBasis: _basis, ...support } = s.support.result ?? {};
    expect(card.support).toEqual(support);
    const previous = new Map(s.ratios.ratios?.previous.ratios.map((r) => [r.key, r.value]));
    expect(card.ratios?.items.map((r) => [r.key, r.current, r.previous])).toEqual(
      s.ratios.ratios?.current.ratios.map((r) => [r.key, r.value, previous.get(r.key) ?? null]),
    );
  }

  it("shows sample A's figures as its costing screens do and as expected.md says", async () => {
    const view = await ok<DashboardView>(DASHBOARD, cookies.a);
    expect(view).toMatchObject({ fiscalYear: YEAR, years: [YEAR], overseer: false, total: 1 });
    const card = companyOf(view, companyA);
    expect(card.access).toBe('write');
    expectSameAsScreens(card, await screens(companyA, cookies.a));
    expect(card.costing).toMatchObject({
      operatingExpense: A.operatingExpense,
      appropriateCost: A.appropriateCost,
      investment: { source: 'default' },
      totalCost: A.defaultTotalCost,
    });
    expect(card.statements.map((s) => s.type)).toEqual([
      'balance_sheet',
      'income_statement',
      'cost_statement',
    ]);
    expect(card.statements.every((s) => s.status !== null && s.statementId !== null)).toBe(true);
    // expected.md §6: equity ratio 43.59 % → 45.92 %, debt to equity 129.43 % → 117.76 %.
    const ratio = (key: string) => card.ratios?.items.find((r) => r.key === key);
    expect(ratio('equityRatio')).toMatchObject({ trend: 'up' });
    expect(ratio('equityRatio')?.current).toBeCloseTo(45.92, 2);
    expect(ratio('debtToEquity')).toMatchObject({ trend: 'down' });
    expect(ratio('salesGrowth')).toMatchObject({ previous: null, trend: null });
    expect(card.costPerBusDay).toMatchObject({ value: null, missing: ['bus_count'] });
    expect(card.forecast).toBeNull();
    expect(view.references.map((r) => r.key)).toContain('seoul-2014');
  });

  it('follows a saved calculator and the bus count: 72,492,108,135 won, 662,028 won a bus-day', async () => {
    const period = `${COSTING}/${companyA}/${YEAR}`;
    const loaded = await ok<InvestmentView>(`${period}/investment`, cookies.a);
    const inputs = Object.fromEntries(
      Object.entries(loaded.autoLoaded.draft).filter(([, value]) => value !== null),
    );
    await send('PUT', `${period}/investment`, cookies.a, {
      version: 0,
      inputs,
      equityPolicy: 'spec',
    });
    await send('PUT', `/api/cost-allocation/${companyA}/entities?period=${YEAR}-01`, cookies.a, {
      version: 0,
      customDrivers: [],
      entities: SAMPLE_SERVICE_ENTITIES,
    });
    const card = companyOf(await ok<DashboardView>(DASHBOARD, cookies.a), companyA);
    expectSameAsScreens(card, await screens(companyA, cookies.a));
    expect(card.costing).toMatchObject({
      investment: { source: 'stored', amount: A.compensation },
      totalCost: A.totalCost,
    });
    expect(card.support).toMatchObject({
      cost: A.totalCost,
      transportLoss: A.transportLoss,
      supportGap: A.supportGap,
    });
    expect(card.costPerBusDay).toEqual({
      value: A.perBusDay,
      buses: 300,
      days: 365,
      busDays: 109_500,
      entityPeriod: `${YEAR}-01`,
      missing: [],
    });
  });

  it('shows a year without statements as empty, saying what is missing', async () => {
    const view = await ok<DashboardView>(`${DASHBOARD}?fiscalYear=2019`, cookies.a);
    expect(view.fiscalYear).toBe(2019);
    const card = companyOf(view, companyA);
    expect(card.statements.map((s) => s.status)).toEqual([null, null, null]);
    expect(card).toMatchObject({
      costingMissing: ['income_statement'],
      costing: null,
      support: null,
      ratios: null,
    });
    expect(card.costPerBusDay.missing).toContain('total_cost');
  });

  it('lets an overseer see both operators side by side, read only, audited per organisation', async () => {
    const view = await ok<DashboardView>(DASHBOARD, cookies.overseer);
    expect(view.overseer).toBe(true);
    expect(view.companies.map((c) => c.id).sort()).toEqual([companyA, companyB].sort());
    expect(view.companies.every((c) => c.access === 'read')).toBe(true);
    expectSameAsScreens(companyOf(view, companyB), await screens(companyB, cookies.overseer));
    expect(companyOf(view, companyB).costing?.totalCost).toBe(B.defaultTotalCost);
    expect(companyOf(view, companyA).costing?.totalCost).toBe(A.totalCost);

    const audited = await t.app.services.database.db
      .select({ organisationId: auditEvents.organisationId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'oversight.read'), eq(auditEvents.actorId, overseerId)));
    const dashboardReads = audited.filter((row) => row.detail?.resource === 'dashboard');
    const members = membershipRepo(t.app.services.database.db);
    const orgs = [
      await members.ensureOrganisation(ORG_A, 'operator'),
      await members.ensureOrganisation(ORG_B, 'operator'),
    ];
    expect(dashboardReads.map((row) => row.organisationId).sort()).toEqual(orgs.sort());

    const one = await ok<DashboardView>(`${DASHBOARD}/companies/${companyB}`, cookies.overseer);
    expect(one.companies.map((c) => c.id)).toEqual([companyB]);
  });

  it("shows another organisation's user neither company, and 404 for their ids", async () => {
    const view = await ok<DashboardView>(DASHBOARD, cookies.outsider);
    expect(view).toMatchObject({ companies: [], total: 0, years: [], fiscalYear: null });
    for (const id of [companyA, companyB]) {
      for (const url of [
        `${DASHBOARD}/companies/${id}`,
        `${DASHBOARD}/export.xlsx?companyId=${id}`,
      ]) {
        const response = await inject(url, cookies.outsider);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain('가람시내버스');
      }
    }
    const own = await ok<DashboardView>(DASHBOARD, cookies.b);
    expect(own.companies.map((c) => c.id)).toEqual([companyB]);
    expect((await inject(`${DASHBOARD}/companies/${companyA}`, cookies.b)).statusCode).toBe(404);
    expect((await inject(DASHBOARD, '')).statusCode).toBe(401);
  });

  it('counts a notice as unread until the user opens it', async () => {
    const before = await ok<DashboardView>(DASHBOARD, cookies.a);
    const post = await send('POST', '/api/board/posts', cookies.managerA, {
      title: '2025년 표준운송원가 산정 일정 안내',
      content: '<p>일정을 확인해 주세요.</p>',
      category: 'notice',
      tags: [],
    });
    const unread = await ok<DashboardView>(DASHBOARD, cookies.a);
    expect(unread.notices.unread).toBe(before.notices.unread + 1);
    expect(unread.notices.items[0]).toMatchObject({ id: post.id, title: post.title });
    // Its author has read it.
    const author = await ok<DashboardView>(DASHBOARD, cookies.managerA);
    expect(author.notices.items.map((n) => n.id)).not.toContain(post.id);

    await ok(`/api/board/posts/${post.id}`, cookies.a);
    const read = await ok<DashboardView>(DASHBOARD, cookies.a);
    expect(read.notices.unread).toBe(before.notices.unread);
    expect(read.notices.items.map((n) => n.id)).not.toContain(post.id);
  });

  it("shows the company's latest saved forecast with its chart", async () => {
    const series = await send('POST', '/api/forecast/series', cookies.a, {
      companyId: companyA,
      name: '월별 운송수입',
      series: monthlySeries(36),
    });
    const queued = await send('POST', '/api/forecast/runs', cookies.a, {
      kind: 'forecast',
      model: 'seasonal-naive',
      seriesId: series.id,
      horizon: 6,
    });
    const run = await endedRun(t.app, cookies.a, queued.id);
    expect(run.status).toBe('succeeded');
    const unsaved = companyOf(await ok<DashboardView>(DASHBOARD, cookies.a), companyA);
    expect(unsaved.forecast).toBeNull();
    await send('PUT', `/api/forecast/runs/${queued.id}/save`, cookies.a, { name: '2025 전망' });

    const card = companyOf(await ok<DashboardView>(DASHBOARD, cookies.a), companyA);
    expect(card.forecast).toMatchObject({ runId: queued.id, name: '2025 전망', horizon: 6 });
    // The chart's two years of actuals before the forecast.
    expect(card.forecast?.history.values).toEqual(
      run.forecast?.history.values.slice(-DASHBOARD_FORECAST_HISTORY),
    );
    expect(card.forecast?.history.values).toHaveLength(24);
    expect(card.forecast?.forecast).toEqual(run.forecast?.forecast);
    // An overseer sees the saved run too (forecast-run visibility: saved runs only).
    const overseen = await ok<DashboardView>(DASHBOARD, cookies.overseer);
    expect(companyOf(overseen, companyA).forecast?.runId).toBe(queued.id);
  }, 120_000);

  it('exports exactly the figures shown as a real workbook, in the language asked for', async () => {
    const view = await ok<DashboardView>(DASHBOARD, cookies.overseer);
    const cells = async (lang: string) => {
      const response = await inject(`${DASHBOARD}/export.xlsx?lang=${lang}`, cookies.overseer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const values: unknown[] = [];
      const sheets: string[] = [];
      workbook.eachSheet((sheet) => {
        sheets.push(sheet.name);
        sheet.eachRow((row) => values.push(...(row.values as unknown[])));
      });
      return { values, sheets, disposition: String(response.headers['content-disposition']) };
    };
    const ko = await cells('ko');
    expect(ko.sheets).toEqual([
      '요약',
      '재무비율',
      '표준운송원가 참고치',
      '예측',
      '읽지 않은 공지',
    ]);
    expect(ko.values).toEqual(
      expect.arrayContaining(['총괄원가', '가람시내버스(주)', '누리시외버스(주)']),
    );
    for (const card of view.companies) {
      expect(ko.values).toContain(card.costing?.totalCost);
      expect(ko.values).toContain(card.costing?.operatingExpense);
      expect(ko.values).toContain(card.support?.transportLoss);
    }
    expect(ko.values).toContain(A.totalCost);
    expect(ko.values).toContain(A.perBusDay);
    expect(ko.values).toContain(705_407);
    expect(ko.disposition).toContain(encodeURIComponent('대시보드_2024.xlsx'));
    const en = await cells('en');
    expect(en.values).toEqual(expect.arrayContaining(['Total cost', 'Transport loss']));
    expect(en.values).toContain(A.totalCost);

    const one = await inject(`${DASHBOARD}/export.xlsx?companyId=${companyB}`, cookies.overseer);
    expect(one.statusCode).toBe(200);
  });
});
