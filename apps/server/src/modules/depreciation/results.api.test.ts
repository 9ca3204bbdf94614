import {
  type AssetList,
  type AssetSchedule,
  type AssetView,
  DEFAULT_BASE_PERIOD,
  DEFAULT_ESTIMATE_PERIOD,
  type DepreciationAdjustmentView,
  type DepreciationResultsView,
  depreciationAdjustmentTable,
  depreciationResults,
  SAMPLE_ASSETS,
  SAMPLE_ENTITIES,
} from '@bus/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depreciationAssets } from '../../platform/db/schema/cost-planning';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { uploadSample } from '../costing/test-support';
import { createFinancialTestApp } from '../financial-data/test-support';
import { membershipRepo } from '../organisations/membership';
import { assetBody, csvOf, DEPRECIATION, importFile, insertCompany } from './test-support';

/** Sample A's three routes (expected.md §8). */
const ROUTES = [
  { id: 'R-101', distanceKm: 8_900_000, vehiclesOperated: 95, vehiclesOwned: 100 },
  { id: 'R-202', distanceKm: 5_000_000, vehiclesOperated: 80, vehiclesOwned: 84 },
  { id: 'R-303', distanceKm: 10_100_000, vehiclesOperated: 110, vehiclesOwned: 116 },
].map((route, i) => ({ ...route, name: SAMPLE_ENTITIES[i]?.name ?? '', type: 'route' }));

/**
 * Results, schedules, the reconciliation and the cost adjustment's feed over sample A uploaded
 * through the data center (감가상각비 3,980,000,000 in the cost statement and 88,000,000 in SG&A),
 * and the register across organisations.
 */
describe('depreciation results and organisations', () => {
  let t: TestApp;
  const cookies = { a: '', viewerA: '', b: '', overseer: '' };
  let companyA = '';

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `${DEPRECIATION}${url}`, headers: { cookie }, payload });
  const ok = async <T>(method: Method, url: string, payload?: object, cookie = cookies.a) => {
    const response = await call(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };
  const clearRegister = () => t.app.services.database.db.delete(depreciationAssets);

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { db } = t.app.services.database;
    cookies.a = await cookieWithRole(t.app, 'a-user@depreciation-org.test', 'user');
    cookies.viewerA = await cookieWithRole(t.app, 'a-viewer@depreciation-org.test', 'viewer');
    cookies.b = await cookieWithRole(t.app, 'b-user@depreciation-org.test', 'user', {
      organisation: '다른 운수사',
    });
    cookies.overseer = await cookieWithRole(t.app, 'official@depreciation-org.test', 'analyst', {
      organisation: '시험 감독 기관',
      kind: 'authority',
    });
    const members = membershipRepo(db);
    const orgA = await members.ensureOrganisation(TEST_ORGANISATION, 'operator');
    const authority = await members.ensureOrganisation('시험 감독 기관', 'authority');
    await members.grantOversight(authority, orgA);
    await t.app.services.sessions.invalidate();

    companyA = await uploadSample(t.app, cookies.a, 'A_city_bus_300', '가람시내버스(주)');
    const entities = await t.app.inject({
      method: 'PUT',
      url: `/api/cost-allocation/${companyA}/entities?period=2024-01`,
      headers: { cookie: cookies.a },
      payload: { version: 0, entities: ROUTES },
    });
    if (entities.statusCode !== 200) throw new Error(`entities refused: ${entities.body}`);
  }, 180_000);
  afterAll(() => t.close());

  it('fills the cost adjustment tab once two assets are entered', async () => {
    await clearRegister();
    const before = await ok<DepreciationAdjustmentView>(
      'GET',
      `/${companyA}/adjustment?fiscalYear=2024`,
    );
    expect(before).toMatchObject({ inputs: [], assetCount: 0, period: '2024-01' });

    await ok('POST', `/${companyA}/assets`, assetBody({ entityId: 'R-101' }));
    await ok(
      'POST',
      `/${companyA}/assets`,
      assetBody({ entityId: 'r-202', acquisitionDate: '2024-07-01', cost: 540_000_000 }),
    );
    const view = await ok<DepreciationAdjustmentView>(
      'GET',
      `/${companyA}/adjustment?fiscalYear=2024`,
    );
    expect(view.allocation).toBe('live');
    expect(view.assetCount).toBe(2);
    // Allocated: 감가상각비 4,068,000,000 (CS + SG&A) by vehicles owned 100 / 84 / 116.
    expect(view.inputs).toEqual([
      { entityId: 'R-101', entity: ROUTES[0]?.name, actual: 120_000_000, allocated: 1_356_000_000 },
      { entityId: 'R-202', entity: ROUTES[1]?.name, actual: 30_000_000, allocated: 1_139_040_000 },
      { entityId: 'R-303', entity: ROUTES[2]?.name, actual: 0, allocated: 1_572_960_000 },
    ]);
    expect(depreciationAdjustmentTable(view.inputs).totals).toEqual({
      actual: 150_000_000,
      allocated: 4_068_000_000,
      adjustment: 120_000_000 - 1_356_000_000 + (30_000_000 - 1_139_040_000),
    });
  });

  it('says when the period has no service entities', async () => {
    const view = await ok<DepreciationAdjustmentView>(
      'GET',
      `/${companyA}/adjustment?fiscalYear=2023`,
    );
    expect(view.allocation).toBe('no-entities');
    expect(view.inputs.every((row) => row.allocated === 0)).toBe(true);
  });

  describe('with the sample register', () => {
    beforeAll(async () => {
      const bytes = csvOf(SAMPLE_ASSETS);
      const response = await importFile(
        t.app,
        cookies.a,
        companyA,
        { fileName: 's.csv', bytes },
        'replace',
      );
      if (response.statusCode !== 200) throw new Error(`import refused: ${response.body}`);
    });

    it('gives results by entity, class and asset for the default periods', async () => {
      const view = await ok<DepreciationResultsView>('GET', `/${companyA}/results?pageSize=10`);
      const truth = depreciationResults(SAMPLE_ASSETS, SAMPLE_ENTITIES, {
        base: DEFAULT_BASE_PERIOD,
        estimate: DEFAULT_ESTIMATE_PERIOD,
      });
      expect(view).toMatchObject({
        basePeriod: '2024-01',
        estimatePeriod: '2025-01',
        entitiesPeriod: '2024-01',
        assetCount: SAMPLE_ASSETS.length,
        byAssetTotal: SAMPLE_ASSETS.length,
      });
      expect(view.byEntity).toEqual(truth.byEntity);
      expect(view.byClass).toEqual(truth.byClass);
      expect(view.total).toEqual({ base: 4_075_276_401, estimate: truth.total.estimate });
      expect(view.byAsset).toHaveLength(10);
      expect(view.byAsset.map(({ assetId: _, ...row }) => row)).toEqual(
        truth.byAsset.slice(0, 10).map(({ assetId: _, ...row }) => row),
      );
      expect(view.byEntity.base.map((r) => r.standardEntityId)).toEqual([
        'R-101',
        'R-202',
        'R-303',
        null,
      ]);
    });

    it("reconciles the register with sample A's 감가상각비", async () => {
      const view = await ok<DepreciationResultsView>('GET', `/${companyA}/results`);
      expect(view.reconciliation).toEqual({
        fiscalYear: 2024,
        register: 4_075_276_401,
        costStatement: 3_980_000_000,
        sga: 88_000_000,
        statements: 4_068_000_000,
        difference: 7_276_401,
        withinOnePercent: true,
      });
    });

    it('has no reconciliation or entities for a year without statements', async () => {
      const view = await ok<DepreciationResultsView>(
        'GET',
        `/${companyA}/results?base=2019-01&estimate=2020-01`,
      );
      expect(view).toMatchObject({ reconciliation: null, entitiesPeriod: null });
      expect(view.byEntity.base.every((r) => r.standardEntityId === null)).toBe(true);
    });

    it('pages the monthly schedule, with totals over every asset', async () => {
      const schedule = await ok<AssetSchedule>(
        'GET',
        `/${companyA}/schedule?from=2024-01&months=12&page=2&pageSize=5`,
      );
      expect(schedule.months[0]).toBe('2024-01');
      expect(schedule.months).toHaveLength(12);
      expect(schedule.rows).toHaveLength(5);
      expect(schedule.total).toBe(SAMPLE_ASSETS.length);
      expect(schedule.rows[0]?.name).toBe(SAMPLE_ASSETS[5]?.name);
      expect(schedule.totals.reduce((a, b) => a + b, 0)).toBe(4_075_276_401);
      for (const bad of ['months=241', 'months=0', 'from=2024-13', 'from=2024-1']) {
        expect((await call('GET', `/${companyA}/schedule?${bad}`, cookies.a)).statusCode).toBe(400);
      }
    });

    it('exports the results as a workbook of four sheets', async () => {
      const response = await call('GET', `/${companyA}/results/export`, cookies.a);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.map((s) => s.name)).toEqual([
        '노선별',
        '자산구분별',
        '자산별',
        '재무제표 대사',
      ]);
      const byAsset = book.getWorksheet('자산별');
      expect(byAsset?.rowCount).toBe(SAMPLE_ASSETS.length + 1);
    });
  });

  describe('across organisations', () => {
    let asset: AssetView;
    const reads = () => [
      `/${companyA}/assets`,
      `/${companyA}/assets/export?format=csv`,
      `/${companyA}/schedule`,
      `/${companyA}/results`,
      `/${companyA}/results/export`,
      `/${companyA}/adjustment?fiscalYear=2024`,
    ];
    const writes = (): [Method, string, object | undefined][] => [
      ['POST', `/${companyA}/assets`, assetBody({ name: '남의 자산' })],
      ['PUT', `/assets/${asset.id}`, { ...assetBody({ name: '바꿈' }), version: asset.version }],
      ['DELETE', `/assets/${asset.id}?version=${asset.version}`, undefined],
    ];
    const register = async () =>
      (await ok<AssetList>('GET', `/${companyA}/assets?pageSize=500`)).items;
    const importAs = (cookie: string) =>
      importFile(
        t.app,
        cookie,
        companyA,
        { fileName: 'x.csv', bytes: csvOf([assetBody()]) },
        'replace',
      );

    beforeAll(async () => {
      asset = await ok<AssetView>('POST', `/${companyA}/assets`, assetBody({ code: 'ORG-1' }));
    });

    it("answers 404 to another operator's user on every route", async () => {
      const before = await register();
      for (const url of reads()) {
        expect((await call('GET', url, cookies.b)).statusCode, url).toBe(404);
      }
      for (const [method, url, payload] of writes()) {
        expect((await call(method, url, cookies.b, payload)).statusCode, url).toBe(404);
      }
      expect((await importAs(cookies.b)).statusCode).toBe(404);
      expect(await register()).toEqual(before);
      const own = await insertCompany(t.app, '누리시외버스(주)', '다른 운수사');
      expect((await call('GET', `/${own}/assets`, cookies.b)).statusCode).toBe(200);
    });

    it.each([
      ['an overseer', 'overseer'],
      ['a viewer', 'viewerA'],
    ] as const)('lets %s read and refuses its writes with 403', async (_who, key) => {
      const before = await register();
      for (const url of reads()) {
        expect((await call('GET', url, cookies[key])).statusCode, url).toBe(200);
      }
      for (const [method, url, payload] of writes()) {
        expect((await call(method, url, cookies[key], payload)).statusCode, url).toBe(403);
      }
      expect((await importAs(cookies[key])).statusCode).toBe(403);
      expect(await register()).toEqual(before);
    });

    it('refuses signed-out callers', async () => {
      const response = await t.app.inject({ url: `${DEPRECIATION}/${companyA}/results` });
      expect(response.statusCode).toBe(401);
    });
  });

  it('computes a 10,000-asset register within a few seconds', async () => {
    const big = await insertCompany(t.app, '대형 자산대장(주)');
    const assets = Array.from({ length: 10_000 }, (_, i) =>
      assetBody({
        code: `A-${i}`,
        entityId: ROUTES[i % 3]?.id ?? null,
        acquisitionDate: `${2015 + (i % 10)}-0${1 + (i % 9)}-15`,
        method: i % 4 === 0 ? 'declining_balance' : 'straight_line',
        residualValue: i % 4 === 0 ? 54_000_000 : 0,
      }),
    );
    const imported = await importFile(t.app, cookies.a, big, {
      fileName: 'big.csv',
      bytes: csvOf(assets),
    });
    expect(imported.json()).toEqual({ imported: 10_000, total: 10_000 });
    const started = performance.now();
    const schedule = await ok<AssetSchedule>('GET', `/${big}/schedule?months=120&pageSize=100`);
    const results = await ok<DepreciationResultsView>('GET', `/${big}/results?pageSize=100`);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(schedule.rows).toHaveLength(100);
    expect(results.byAssetTotal).toBe(10_000);
    expect(schedule.totals.slice(0, 12).reduce((a, b) => a + b, 0)).toBe(results.total.base);
  }, 120_000);
});
