import { DEFAULT_INFLATION_RATES } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSample } from '../../modules/costing/test-support';
import { API, createFinancialTestApp } from '../../modules/financial-data/test-support';
import { endedRun, monthlySeries } from '../../modules/forecast/test-support';
import { membershipRepo } from '../../modules/organisations/membership';
import { PAYROLL, SMALL_REGISTER, uploadPayroll } from '../../modules/payroll/test-support';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import type { RouteRecord } from '../auth/role-guard';
import type { OwnedResource } from './owners';

/**
 * Issue 14 acceptance: every route of every module, called by audiences that must not reach
 * operator A's rows — anonymous, a manager of another operator, an official whose authority
 * oversees A, a viewer of A — with A's real ids in the path. None of them may change anything,
 * the outsider may not even learn that A's rows exist, and no call answers 5xx.
 */

const FISCAL_YEAR = 2024;
const OPERATOR_A = '감사 운수 A';
const OPERATOR_B = '감사 운수 B';
const AUTHORITY = '감사 시청';
const NO_ROW = '00000000-0000-4000-8000-000000000000';
/** The planning period (YYYY-MM) of issue 15's routes: the sample's fiscal year. */
const PERIOD = '2024-01';
const PERIOD_QUERY = `?period=${PERIOD}`;

type Ids = Record<OwnedResource, string> & {
  account: string;
  managerId: string;
};

type Audience = 'anonymous' | 'outsider' | 'overseer' | 'viewer';
type Outcome = { route: string; audience: Audience; status: number; leaks?: boolean };

/** Routes outside the organisation rule entirely (sign-in is better-auth's, docs are public). */
const skipped = (route: RouteRecord) =>
  route.method === 'HEAD' ||
  !route.url.startsWith('/api/') ||
  route.url.startsWith('/api/auth/') ||
  route.url.startsWith('/api/docs') ||
  route.url.startsWith('/api/dev/') ||
  route.url === '/api/ws';

describe('every route × audience (issue 14)', () => {
  let t: TestApp;
  let ids: Ids;
  const cookies = {} as Record<Exclude<Audience, 'anonymous'>, string>;
  let manager: string;

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { app } = t;
    manager = await cookieWithRole(app, 'manager@a.audience.test', 'manager', {
      organisation: OPERATOR_A,
    });
    cookies.viewer = await cookieWithRole(app, 'viewer@a.audience.test', 'viewer', {
      organisation: OPERATOR_A,
    });
    cookies.outsider = await cookieWithRole(app, 'manager@b.audience.test', 'manager', {
      organisation: OPERATOR_B,
    });
    cookies.overseer = await cookieWithRole(app, 'official@city.audience.test', 'manager', {
      organisation: AUTHORITY,
      kind: 'authority',
    });
    const members = membershipRepo(app.services.database.db);
    await members.grantOversight(
      await members.ensureOrganisation(AUTHORITY, 'authority'),
      await members.ensureOrganisation(OPERATOR_A, 'operator'),
    );
    ids = await seedOperatorA(t, manager);
  }, 180_000);
  afterAll(() => t?.close());

  const routes = () => t.app.services.routes().filter((route) => !skipped(route));

  it('has every /api route declare its organisation rule', () => {
    const undeclared = routes()
      .filter((route) => route.tenancy === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lets no audience change, or the outsider see, a row of operator A; never 5xx', async () => {
    const before = await snapshot(t, manager, ids);
    const outcomes: Outcome[] = [];
    for (const route of routes()) {
      for (const audience of ['anonymous', 'outsider', 'overseer', 'viewer'] as const) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route, ids),
          headers: audience === 'anonymous' ? {} : { cookie: cookies[audience] },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        outcomes.push({
          route: `${route.method} ${route.url}`,
          audience,
          status: response.statusCode,
          leaks: audience === 'outsider' && mentionsA(response.body, ids),
        });
      }
    }
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.leaks)).toEqual([]);
    expect(outcomes.filter((o) => !acceptable(o, routes()))).toEqual([]);
    // The sweep reached the rows: every row route refused the outsider, every write the others.
    const rowRoutes = routes().filter((route) => typeof route.tenancy === 'object');
    const writes = rowRoutes.filter(
      (r) => typeof r.tenancy === 'object' && r.tenancy.access === 'write',
    );
    expect(rowRoutes.length).toBeGreaterThan(25);
    const count = (audience: Audience, status: number) =>
      outcomes.filter((o) => o.audience === audience && o.status === status).length;
    expect(count('outsider', 404)).toBeGreaterThanOrEqual(rowRoutes.length);
    expect(count('overseer', 403)).toBeGreaterThanOrEqual(writes.length);
    expect(await snapshot(t, manager, ids)).toEqual(before);
  }, 300_000);

  it('lets the overseer and the viewer read what they are meant to read', async () => {
    for (const audience of ['overseer', 'viewer'] as const) {
      for (const url of [
        `${API}/companies`,
        `${API}/companies/${ids.company}`,
        `${API}/statements/${ids.statement}`,
        `/api/costing/${ids.company}/${FISCAL_YEAR}/transport-cost`,
        `/api/costing/${ids.company}/${FISCAL_YEAR}/export/transport-cost.xlsx`,
        `${PAYROLL}/companies/${ids.company}/summary?fiscalYear=${FISCAL_YEAR}`,
        `${PAYROLL}/companies/${ids.company}/documents`,
      ]) {
        const response = await t.app.inject({ url, headers: { cookie: cookies[audience] } });
        expect({ url, audience, status: response.statusCode }).toEqual({
          url,
          audience,
          status: 200,
        });
      }
    }
    const list = await t.app.inject({
      url: `${API}/companies`,
      headers: { cookie: cookies.overseer },
    });
    const listed = list.json().items as { id: string; access: string }[];
    expect(listed).toContainEqual(expect.objectContaining({ id: ids.company, access: 'read' }));
    expect(listed.every((company) => company.access === 'read')).toBe(true);
    expect(listed.map((company) => company.id)).not.toContain(ids['trashed-company']);
  });
});

/** The expected refusal of each audience for a route, by its declared rule. */
function acceptable(outcome: Outcome, all: RouteRecord[]): boolean {
  const route = all.find((r) => `${r.method} ${r.url}` === outcome.route);
  if (!route) return false;
  const { status, audience } = outcome;
  const rule = route.tenancy;
  if (audience === 'anonymous') return route.minRole === 'public' || status === 401;
  if (typeof rule === 'object') {
    // The outsider must not learn that A's rows exist; the others see them but change nothing.
    if (audience === 'outsider') return status === 404;
    if (rule.access === 'write') return status === 403;
    // A job's progress is its uploader's (and managers'): others of the organisation get 404.
    if (rule.resource === 'job') return status < 400 || status === 404;
    return status < 400 || status === 403;
  }
  // Listed and own-account routes: whatever the answer, the snapshot and the leak check decide.
  return true;
}

/** A's ids in the path; other parameters get values that reach the handler. */
function fillPath(route: RouteRecord, ids: Ids): string {
  const rule = typeof route.tenancy === 'object' ? route.tenancy : null;
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (rule && name === rule.param) return ids[rule.resource];
    if (name === 'companyId') return ids.company;
    if (name === 'fiscalYear') return String(FISCAL_YEAR);
    if (name === 'accountId') return ids.account;
    // A run compared with itself: the second id is checked by the service, not the guard.
    if (name === 'otherRunId') return ids['allocation-run'];
    if (name === 'file') return 'transport-cost.xlsx';
    if (name === 'userId') return ids.managerId;
    if (name === 'slug') return 'privacy';
    if (name === 'token') return 'no-such-invite-token';
    if (name === 'model') return 'seasonal-naive';
    return NO_ROW;
  });
}

/** True when a response names any of A's rows (an outsider's list must not). */
function mentionsA(body: string, ids: Ids): boolean {
  return [
    ids.company,
    ids.statement,
    ids.job,
    ids.file,
    ids['support-record'],
    ids['allocation-run'],
    ids['estimation-scenario'],
    ids.asset,
    ids['forecast-run'],
    ids['forecast-series'],
    ids['payroll-document'],
    ids['payroll-row'],
  ].some((id) => body.includes(id));
}

async function json(t: TestApp, cookie: string, url: string, init: object = {}) {
  const response = await t.app.inject({ url, headers: { cookie }, ...init });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.body ? response.json() : null;
}

/** Operator A's data: a sample company with every kind of row, plus trashed ones. */
async function seedOperatorA(t: TestApp, cookie: string): Promise<Ids> {
  const company = await uploadSample(t.app, cookie, 'A_city_bus_300', '감사 대상 버스(주)');
  const statements = (await json(t, cookie, `${API}/companies/${company}/statements`)).items;
  const statement = statements[0].id as string;
  const detail = await json(t, cookie, `${API}/statements/${statement}`);
  const period = `/api/costing/${company}/${FISCAL_YEAR}`;
  const adjustment = await json(t, cookie, `${period}/other-adjustments`, {
    method: 'POST',
    payload: { category: 'transportation_cost', amount: 1_000_000, reason: '감사 시험' },
  });
  const record = await json(t, cookie, `${period}/financial-support`, {
    method: 'POST',
    payload: { note: '감사 시험' },
  });
  // Issue 15: entities, a stored allocation, a scenario and an asset of the period.
  const planning = `${PERIOD_QUERY}`;
  await json(t, cookie, `/api/cost-allocation/${company}/entities${planning}`, {
    method: 'PUT',
    payload: {
      version: 0,
      customDrivers: [],
      entities: [
        {
          id: 'R-1',
          name: '감사 노선',
          type: 'route',
          distanceKm: 100,
          vehiclesOperated: 1,
          vehiclesOwned: 1,
          custom: {},
        },
      ],
    },
  });
  const run = await json(t, cookie, `/api/cost-allocation/${company}/calculate`, {
    method: 'POST',
    payload: { period: PERIOD, includeNonOperating: false },
  });
  const scenario = await json(t, cookie, `/api/cost-estimation/${company}/scenarios`, {
    method: 'POST',
    payload: {
      period: PERIOD,
      name: '감사 시나리오',
      rates: DEFAULT_INFLATION_RATES,
      unmappedRate: 0,
      itemOverrides: [],
    },
  });
  const asset = await json(t, cookie, `/api/depreciation/${company}/assets`, {
    method: 'POST',
    payload: {
      code: 'AUD-1',
      name: '감사 자산',
      assetClass: 'bus',
      entityId: 'R-1',
      acquisitionDate: '2020-01-15',
      cost: 1_000_000,
      residualValue: 0,
      usefulLifeYears: 5,
      method: 'straight_line',
      disposalDate: null,
    },
  });
  const jobs = await t.app.services.database.db.query.jobs.findFirst({
    where: (job, { eq }) => eq(job.companyId, company),
  });

  // Trash: one statement of a second company, and a third company as a whole.
  const second = await uploadSample(t.app, cookie, 'B_intercity_small', '감사 휴지통 버스(주)');
  const secondStatements = (await json(t, cookie, `${API}/companies/${second}/statements`)).items;
  await json(t, cookie, `${API}/statements/${secondStatements[0].id}`, { method: 'DELETE' });
  const third = await uploadSample(t.app, cookie, 'B_intercity_small', '감사 삭제 버스(주)');
  await json(t, cookie, `${API}/companies/${third}`, { method: 'DELETE' });

  // Issue 16: a saved series and a saved forecast of it (an overseer reads saved runs only).
  const series = await json(t, cookie, '/api/forecast/series', {
    method: 'POST',
    payload: { companyId: company, name: '감사 운송수입', series: monthlySeries(36) },
  });
  const queued = await json(t, cookie, '/api/forecast/runs', {
    method: 'POST',
    payload: { kind: 'forecast', model: 'seasonal-naive', seriesId: series.id, horizon: 6 },
  });
  await endedRun(t.app, cookie, queued.id);
  await json(t, cookie, `/api/forecast/runs/${queued.id}/save`, {
    method: 'PUT',
    payload: { name: '감사 예측' },
  });

  // Issue 19: a payroll register of A and one of its employee rows.
  const payroll = await uploadPayroll(t.app, cookie, {
    companyName: '감사 대상 버스(주)',
    fileName: 'payroll.csv',
    bytes: Buffer.from(SMALL_REGISTER),
  });
  if (!payroll.payrollDocumentId)
    throw new Error(`payroll upload failed: ${JSON.stringify(payroll)}`);
  const payrollRows = await json(
    t,
    cookie,
    `${PAYROLL}/documents/${payroll.payrollDocumentId}/rows`,
  );

  const me = await json(t, cookie, '/api/me');
  return {
    company,
    statement,
    account: detail.accounts[0].id,
    job: jobs?.id ?? NO_ROW,
    file: detail.sourceFile?.id ?? NO_ROW,
    'other-adjustment': adjustment.id,
    'support-record': record.id,
    'trashed-company': third,
    'trashed-statement': secondStatements[0].id,
    'allocation-run': run.id,
    'estimation-scenario': scenario.id,
    asset: asset.id,
    'forecast-run': queued.id,
    'forecast-series': series.id,
    'payroll-document': payroll.payrollDocumentId,
    'payroll-row': payrollRows.items[0].id,
    managerId: me.id,
  };
}

/** What A has, as A's manager sees it: must be the same before and after the sweep. */
async function snapshot(t: TestApp, cookie: string, ids: Ids) {
  const period = `/api/costing/${ids.company}/${FISCAL_YEAR}`;
  const companies = (await json(t, cookie, `${API}/companies`)).items;
  const statement = await json(t, cookie, `${API}/statements/${ids.statement}`);
  const transport = await json(t, cookie, `${period}/transport-cost`);
  const adjustments = await json(t, cookie, `${period}/other-adjustments`);
  const support = await json(t, cookie, `/api/costing/financial-support?companyId=${ids.company}`);
  const run = await json(t, cookie, `/api/forecast/runs/${ids['forecast-run']}`);
  const series = await json(t, cookie, `/api/forecast/series/${ids['forecast-series']}`);
  const payroll = await json(t, cookie, `${PAYROLL}/companies/${ids.company}/documents`);
  const rows = await json(t, cookie, `${PAYROLL}/documents/${ids['payroll-document']}/rows`);
  const tolerance = await json(t, cookie, `${PAYROLL}/companies/${ids.company}/summary`);
  return {
    payroll: [
      payroll.items.map((d: { id: string }) => d.id),
      rows.items.map((r: { jobType: string; version: number }) => [r.jobType, r.version]),
      tolerance.toleranceVersion,
    ],
    forecast: [run.status, run.saved, run.name, series.version],
    companies: companies.map((c: { id: string; version: number }) => [c.id, c.version]),
    statement: [statement.version, statement.status, statement.accounts],
    transport,
    adjustments,
    support: support.items.map((r: { id: string }) => r.id),
  };
}
