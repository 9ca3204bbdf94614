import type { AllocationRunView, EntitySetView, EstimationScenario } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { uploadSample } from '../costing/test-support';
import { createFinancialTestApp, multipart } from '../financial-data/test-support';
import { membershipRepo } from '../organisations/membership';
import { importEntities, ROUTES_CSV } from './test-support';

const ALLOCATION = '/api/cost-allocation';
const ESTIMATION = '/api/cost-estimation';
const PERIOD = '2024-01';
const RATES = {
  labor: 4.73,
  diesel: 2.44,
  tyres: 2.81,
  parts: 1.29,
  lubricants: 5.42,
  road_passenger_service: 3.81,
};

/**
 * Issue 14 on the allocation and the estimate: another operator's user gets 404 on every route of
 * a company (its runs and scenarios too), an overseer reads and writes nothing (403), a viewer
 * reads its own and writes nothing.
 */
describe('cost allocation and estimation across organisations', () => {
  let t: TestApp;
  const cookies = { a: '', b: '', viewerA: '', overseer: '' };
  let companyA = '';
  let companyB = '';
  let runA = '';
  let runB = '';
  let scenarioA = '';

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const ok = async <T>(method: Method, url: string, cookie: string, payload?: object) => {
    const response = await call(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };
  const importAs = (cookie: string) => {
    const { payload, contentType } = multipart([
      { name: 'version', value: '1' },
      { name: 'file', fileName: 'routes.csv', bytes: Buffer.from(ROUTES_CSV) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${ALLOCATION}/${companyA}/entities/import?period=${PERIOD}`,
      headers: { cookie, 'content-type': contentType },
      payload,
    });
  };

  const reads = (): [Method, string][] => [
    ['GET', `${ALLOCATION}/${companyA}/entities?period=${PERIOD}`],
    ['GET', `${ALLOCATION}/${companyA}/entities/export?period=${PERIOD}&format=csv`],
    ['GET', `${ALLOCATION}/${companyA}/lines?period=${PERIOD}&includeNonOperating=true`],
    ['GET', `${ALLOCATION}/${companyA}/runs?period=${PERIOD}`],
    ['GET', `${ALLOCATION}/runs/${runA}`],
    ['GET', `${ALLOCATION}/runs/${runA}/compare/${runA}`],
    ['GET', `${ALLOCATION}/runs/${runA}/export`],
    ['GET', `${ESTIMATION}/${companyA}/scenarios?period=${PERIOD}`],
    ['POST', `${ESTIMATION}/${companyA}/calculate`],
    ['POST', `${ESTIMATION}/${companyA}/calculate/export`],
  ];
  const writes = (): [Method, string, object | undefined][] => [
    [
      'PUT',
      `${ALLOCATION}/${companyA}/entities?period=${PERIOD}`,
      { version: 1, entities: [], customDrivers: [] },
    ],
    ['POST', `${ALLOCATION}/${companyA}/entities/copy?period=2025-01`, { version: 0 }],
    [
      'PUT',
      `${ALLOCATION}/${companyA}/driver-overrides?period=${PERIOD}`,
      { lineKey: 'x', driver: 'vehicles_owned', version: 0 },
    ],
    ['POST', `${ALLOCATION}/${companyA}/calculate`, { period: PERIOD }],
    ['POST', `${ESTIMATION}/${companyA}/scenarios`, { period: PERIOD, name: '새', rates: RATES }],
    ['PUT', `${ESTIMATION}/scenarios/${scenarioA}`, { version: 1, name: '바뀜', rates: RATES }],
    ['DELETE', `${ESTIMATION}/scenarios/${scenarioA}`, undefined],
  ];

  const snapshot = async () => ({
    set: await ok<EntitySetView>(
      'GET',
      `${ALLOCATION}/${companyA}/entities?period=${PERIOD}`,
      cookies.a,
    ),
    runs: await ok('GET', `${ALLOCATION}/${companyA}/runs?period=${PERIOD}`, cookies.a),
    next: await ok('GET', `${ALLOCATION}/${companyA}/entities?period=2025-01`, cookies.a),
    scenarios: await ok('GET', `${ESTIMATION}/${companyA}/scenarios?period=${PERIOD}`, cookies.a),
  });

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { db } = t.app.services.database;
    cookies.a = await cookieWithRole(t.app, 'a-user@allocation-org.test', 'user');
    cookies.b = await cookieWithRole(t.app, 'b-user@allocation-org.test', 'user', {
      organisation: '다른 운수사',
    });
    cookies.viewerA = await cookieWithRole(t.app, 'a-viewer@allocation-org.test', 'viewer');
    cookies.overseer = await cookieWithRole(t.app, 'official@allocation-org.test', 'analyst', {
      organisation: '시험 감독 기관',
      kind: 'authority',
    });
    const members = membershipRepo(db);
    const orgA = await members.ensureOrganisation(TEST_ORGANISATION, 'operator');
    await members.grantOversight(
      await members.ensureOrganisation('시험 감독 기관', 'authority'),
      orgA,
    );
    await t.app.services.sessions.invalidate();

    companyA = await uploadSample(t.app, cookies.a, 'B_intercity_small', '가람시외버스(주)');
    companyB = await uploadSample(t.app, cookies.b, 'B_intercity_small', '누리시외버스(주)');
    for (const [cookie, company] of [
      [cookies.a, companyA],
      [cookies.b, companyB],
    ] as const) {
      const imported = await importEntities(
        t.app,
        cookie,
        company,
        { bytes: Buffer.from(ROUTES_CSV), fileName: 'routes.csv' },
        0,
      );
      expect(imported.statusCode, imported.body).toBe(200);
    }
    runA = (
      await ok<AllocationRunView>('POST', `${ALLOCATION}/${companyA}/calculate`, cookies.a, {
        period: PERIOD,
      })
    ).id;
    runB = (
      await ok<AllocationRunView>('POST', `${ALLOCATION}/${companyB}/calculate`, cookies.b, {
        period: PERIOD,
      })
    ).id;
    scenarioA = (
      await ok<EstimationScenario>('POST', `${ESTIMATION}/${companyA}/scenarios`, cookies.a, {
        period: PERIOD,
        name: 'A의 시나리오',
        rates: RATES,
      })
    ).id as string;
  }, 180_000);
  afterAll(() => t.close());

  it("answers 404 to another operator's user on every route, and changes nothing", async () => {
    const before = await snapshot();
    for (const [method, url] of reads()) {
      const response = await call(method, url, cookies.b, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(companyA);
    }
    for (const [method, url, payload] of writes()) {
      const response = await call(method, url, cookies.b, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect((await importAs(cookies.b)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("never compares a run with another company's, nor uses its scenario", async () => {
    const compare = await call('GET', `${ALLOCATION}/runs/${runA}/compare/${runB}`, cookies.a);
    expect(compare.statusCode).toBe(404);
    const foreign = await call('POST', `${ALLOCATION}/${companyB}/calculate`, cookies.b, {
      period: PERIOD,
      scenarioId: scenarioA,
    });
    expect(foreign.statusCode).toBe(404);
    const estimate = await call('POST', `${ESTIMATION}/${companyB}/calculate`, cookies.b, {
      period: PERIOD,
      scenarios: [{ id: scenarioA, name: 'x', rates: RATES }],
    });
    expect(estimate.statusCode).toBe(404);
  });

  it('lets an overseer and a viewer read every route and write none (403)', async () => {
    const before = await snapshot();
    for (const cookie of [cookies.overseer, cookies.viewerA]) {
      for (const [method, url] of reads()) {
        const response = await call(method, url, cookie, method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      }
      for (const [method, url, payload] of writes()) {
        const response = await call(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      }
      expect((await importAs(cookie)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the own user write', async () => {
    const response = await importAs(cookies.a);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as EntitySetView).version).toBe(2);
  });
});
