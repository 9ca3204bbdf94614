import type {
  AllocationComparisonView,
  AllocationLinesView,
  AllocationRunList,
  AllocationRunView,
  EntitySetView,
} from '@bus/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { uploadSample } from '../costing/test-support';
import { createFinancialTestApp } from '../financial-data/test-support';
import { importEntities, ROUTES_CSV } from './test-support';

const API = '/api/cost-allocation';
const PERIOD = '2024-01';

/** expected.md §8 pools and totals, §9 total (sample A, to the won). */
const POOLS = {
  distance_km: 13_752_500_000,
  vehicles_operated: 44_737_000_000,
  vehicles_owned: 12_439_000_000,
};
const TOTALS = {
  '간선(도심-신도시)': 24_158_552_083,
  '지선(주거권역)': 18_905_778_553,
  '광역(외곽 연계)': 27_864_169_364,
};
const OPERATING_EXPENSE = 70_928_500_000;
const ESTIMATE_TOTAL = 73_726_906_050;

const csv = (text: string) => ({ bytes: Buffer.from(text, 'utf8'), fileName: 'entities.csv' });

describe('cost allocation of sample A (expected.md §8)', () => {
  let t: TestApp;
  let user: string;
  let company = '';

  type Method = 'GET' | 'PUT' | 'POST';
  const call = (method: Method, url: string, payload?: object, cookie = user) =>
    t.app.inject({ method, url: `${API}${url}`, headers: { cookie }, payload });
  const ok = async <T>(method: Method, url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };
  const entitySet = () => ok<EntitySetView>('GET', `/${company}/entities?period=${PERIOD}`);
  const calculate = (body: object = {}) =>
    ok<AllocationRunView>('POST', `/${company}/calculate`, { period: PERIOD, ...body });
  const problemCodes = (body: { params: { problems: { code: string }[] } }) =>
    body.params.problems.map((p) => p.code);

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'allocation@example.kr', 'user');
    company = await uploadSample(t.app, user, 'A_city_bus_300', '가람시내버스(주)');
  }, 120_000);
  afterAll(() => t.close());

  it('starts with no entity set and offers a template with the three example routes', async () => {
    const set = await entitySet();
    expect(set).toMatchObject({ version: 0, entities: [], previousPeriod: null, updatedBy: null });
    const template = await call('GET', '/entities/template?format=csv');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect([...template.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = template.rawPayload.toString('utf8');
    expect(text).toContain('id,name,type,distance_km,vehicles_operated,vehicles_owned');
    expect(text).toContain('R-101,R-101 간선(도심-신도시),route,8900000,95,100');
    const xlsx = await call('GET', '/entities/template?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(2).getCell(2).value).toBe('R-101 간선(도심-신도시)');
  });

  it('imports the routes from a CSV and allocates operating expense as expected.md §8 and §9', async () => {
    const imported = await importEntities(t.app, user, company, csv(ROUTES_CSV), 0);
    expect(imported.statusCode, imported.body).toBe(200);
    const set = imported.json() as EntitySetView;
    expect(set.version).toBe(1);
    expect(set.updatedBy?.name).toBe('테스트');
    expect(set.entities.map((e) => [e.name, e.type, e.distanceKm, e.vehiclesOwned])).toEqual([
      ['간선(도심-신도시)', 'route', 8_900_000, 100],
      ['지선(주거권역)', 'route', 5_000_000, 84],
      ['광역(외곽 연계)', 'route', 10_100_000, 116],
    ]);

    const lines = await ok<AllocationLinesView>('GET', `/${company}/lines?period=${PERIOD}`);
    expect(lines.missing).toEqual([]);
    expect(lines.total).toBe(OPERATING_EXPENSE);
    const fuel = lines.lines.find((l) => l.name === '연료비');
    expect(fuel).toMatchObject({
      driver: 'distance_km',
      driverSource: 'dictionary',
      override: null,
    });

    const run = await calculate();
    const { result } = run;
    expect(Object.fromEntries(result.pools.map((p) => [p.driver, p.amount]))).toEqual(POOLS);
    expect(Object.fromEntries(result.entities.map((e) => [e.name, e.total]))).toEqual(TOTALS);
    expect(result.total).toBe(OPERATING_EXPENSE);
    expect(result.entities.reduce((s, e) => s + e.total, 0)).toBe(OPERATING_EXPENSE);
    for (const row of result.rows) {
      expect(row.perEntity.reduce((s, v) => s + v, 0)).toBe(row.total);
    }
    expect(result.estimateTotal).toBe(ESTIMATE_TOTAL);
    expect(result.entities.reduce((s, e) => s + e.estimate, 0)).toBe(ESTIMATE_TOTAL);
    expect(result.rows.reduce((s, r) => s + r.estimate, 0)).toBe(ESTIMATE_TOTAL);
    expect(run.inputs).toMatchObject({
      entitySetVersion: 1,
      includeNonOperating: false,
      investmentCompensation: null,
      scenario: { id: null, name: '기본', unmappedRate: 0 },
    });
    expect(run.inputs.statementIds.length).toBeGreaterThan(0);
    expect(run.createdBy?.name).toBe('테스트');

    const list = await ok<AllocationRunList>('GET', `/${company}/runs?period=${PERIOD}`);
    expect(list.items[0]).toMatchObject({ id: run.id, total: OPERATING_EXPENSE, entityCount: 3 });
    expect(await ok<AllocationRunView>('GET', `/runs/${run.id}`)).toEqual(run);

    const exported = await call('GET', `/runs/${run.id}/export`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const table = book.getWorksheet('배분표');
    const last = table?.getRow(table.rowCount);
    expect(last?.getCell(1).value).toBe('합계');
    expect(last?.getCell(4).value).toBe(OPERATING_EXPENSE);
    expect(book.getWorksheet('조건')?.getRow(5).getCell(2).value).toContain('영업비용만');
  });

  it('allocates non-operating items and investment compensation too when asked, labelled', async () => {
    const run = await calculate({ includeNonOperating: true, label: '전체 배분' });
    expect(run.includeNonOperating).toBe(true);
    expect(run.label).toBe('전체 배분');
    expect(run.inputs.investmentCompensation).toBeGreaterThan(0);
    expect(run.result.total).toBe(run.result.entities.reduce((s, e) => s + e.total, 0));
    expect(run.result.total).toBeGreaterThan(OPERATING_EXPENSE);
    expect(run.result.rows.some((r) => r.category === 'investment_compensation')).toBe(true);
  });

  it("changes the allocation when one entity's km changes, and compares the two runs", async () => {
    const before = await calculate();
    const set = await entitySet();
    const entities = set.entities.map((e, i) => (i === 0 ? { ...e, distanceKm: 12_000_000 } : e));
    const saved = await ok<EntitySetView>('PUT', `/${company}/entities?period=${PERIOD}`, {
      version: set.version,
      entities,
      customDrivers: [],
    });
    expect(saved.version).toBe(set.version + 1);
    expect(saved.entities.map((e) => e.id)).toEqual(set.entities.map((e) => e.id));
    const after = await calculate();
    const first = set.entities[0]?.id;
    const total = (run: AllocationRunView) =>
      run.result.entities.find((e) => e.entityId === first)?.total ?? 0;
    expect(total(after)).toBeGreaterThan(total(before));
    expect(after.result.total).toBe(OPERATING_EXPENSE);
    const comparison = await ok<AllocationComparisonView>(
      'GET',
      `/runs/${before.id}/compare/${after.id}`,
    );
    const row = comparison.entities.find((e) => e.entityId === first);
    expect(row?.difference).toBe(total(after) - total(before));
    expect(comparison.total.difference).toBe(0);
    // Back to expected.md's figures for the tests that follow.
    await ok('PUT', `/${company}/entities?period=${PERIOD}`, {
      version: saved.version,
      entities: set.entities,
      customDrivers: [],
    });
  });

  it("overrides one line's driver with who and when, changes the result, and goes back", async () => {
    const lines = await ok<AllocationLinesView>('GET', `/${company}/lines?period=${PERIOD}`);
    const fuel = lines.lines.find((l) => l.name === '연료비');
    if (!fuel) throw new Error('no 연료비 line');
    const base = await calculate();
    const saved = await call('PUT', `/${company}/driver-overrides?period=${PERIOD}`, {
      lineKey: fuel.key,
      driver: 'vehicles_owned',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().override).toMatchObject({
      lineKey: fuel.key,
      driver: 'vehicles_owned',
      version: 1,
      updatedBy: { name: '테스트' },
    });
    const after = await ok<AllocationLinesView>('GET', `/${company}/lines?period=${PERIOD}`);
    const overridden = after.lines.find((l) => l.key === fuel.key);
    expect(overridden).toMatchObject({
      driver: 'vehicles_owned',
      driverSource: 'override',
      defaultDriver: 'distance_km',
      override: { version: 1, updatedBy: { name: '테스트' } },
    });
    expect(Date.parse(overridden?.override?.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const run = await calculate();
    expect(run.result.pools.find((p) => p.driver === 'distance_km')?.amount).toBe(
      POOLS.distance_km - fuel.amount,
    );
    expect(run.inputs.overrides).toEqual([{ lineKey: fuel.key, driver: 'vehicles_owned' }]);
    expect(run.result.entities.map((e) => e.total)).not.toEqual(
      base.result.entities.map((e) => e.total),
    );

    const stale = await call('PUT', `/${company}/driver-overrides?period=${PERIOD}`, {
      lineKey: fuel.key,
      driver: 'vehicles_operated',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().params).toMatchObject({
      currentVersion: 1,
      current: { driver: 'vehicles_owned' },
    });

    const unknownDriver = await call('PUT', `/${company}/driver-overrides?period=${PERIOD}`, {
      lineKey: fuel.key,
      driver: 'custom:crew_hours',
      version: 1,
    });
    expect(unknownDriver.statusCode).toBe(400);
    expect(unknownDriver.json().code).toBe('allocation/unknown-driver');
    const unknownLine = await call('PUT', `/${company}/driver-overrides?period=${PERIOD}`, {
      lineKey: 'cost_statement:없는계정',
      driver: 'vehicles_owned',
      version: 0,
    });
    expect(unknownLine.json()).toMatchObject({
      code: 'allocation/unknown-line',
      params: { lineKey: 'cost_statement:없는계정' },
    });

    const reset = await ok<{ override: null }>(
      'PUT',
      `/${company}/driver-overrides?period=${PERIOD}`,
      {
        lineKey: fuel.key,
        driver: null,
        version: 1,
      },
    );
    expect(reset.override).toBeNull();
    const back = await calculate();
    expect(Object.fromEntries(back.result.entities.map((e) => [e.name, e.total]))).toEqual(TOTALS);
  });

  it('refuses bad entity tables with entity/invalid and stores nothing', async () => {
    const set = await entitySet();
    const row = (patch: object) => ({ ...set.entities[0], ...patch });
    const cases: [object[], string][] = [
      [[row({ distanceKm: -5 })], 'entity/negative-driver'],
      [[row({ vehiclesOperated: null })], 'entity/invalid-driver'],
      [[row({ distanceKm: 0, vehiclesOperated: 0, vehiclesOwned: 0 })], 'entity/all-drivers-zero'],
      [[row({}), row({ id: 'other' })], 'entity/duplicate-name'],
    ];
    for (const [entities, code] of cases) {
      const response = await call('PUT', `/${company}/entities?period=${PERIOD}`, {
        version: set.version,
        entities,
        customDrivers: [],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('entity/invalid');
      expect(problemCodes(response.json())).toContain(code);
    }
    const nonNumeric = await call('PUT', `/${company}/entities?period=${PERIOD}`, {
      version: set.version,
      entities: [row({ distanceKm: 'abc' })],
    });
    expect(nonNumeric.statusCode).toBe(400);
    expect(await entitySet()).toEqual(set);
  });

  it('answers 409 with the current set to a stale version', async () => {
    const set = await entitySet();
    const response = await call('PUT', `/${company}/entities?period=${PERIOD}`, {
      version: set.version - 1,
      entities: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().params).toMatchObject({ currentVersion: set.version, current: set });
    const imported = await importEntities(t.app, user, company, csv(ROUTES_CSV), 0);
    expect(imported.statusCode).toBe(409);
    expect(await entitySet()).toEqual(set);
  });

  it('refuses bad import files naming row, column and problem, and stores nothing', async () => {
    const set = await entitySet();
    const header = 'name,type,distance_km,vehicles_operated,vehicles_owned';
    const cases: [string, { row: number; column: string | null; code: string }][] = [
      [
        `${header},colour\n간선,route,1,1,1,red`,
        { row: 1, column: 'colour', code: 'entity/unknown-column' },
      ],
      [
        'name,type,distance_km,vehicles_operated\n간선,route,1,1',
        { row: 1, column: 'vehicles_owned', code: 'entity/missing-column' },
      ],
      [
        `${header}\n간선,route,abc,1,1`,
        { row: 2, column: 'distance_km', code: 'entity/not-a-number' },
      ],
      [
        `${header}\n간선,route,1,-1,1`,
        { row: 2, column: 'vehicles_operated', code: 'entity/negative-driver' },
      ],
      [
        `${header}\n간선,route,1,1,1\n간선,depot,2,2,2`,
        { row: 3, column: 'name', code: 'entity/duplicate-name' },
      ],
      [`${header}\n간선,route,0,0,0`, { row: 2, column: null, code: 'entity/all-drivers-zero' }],
      [`${header}\n간선,bus,1,1,1`, { row: 2, column: 'type', code: 'entity/invalid-type' }],
      [header, { row: 1, column: null, code: 'entity/empty-file' }],
    ];
    for (const [text, problem] of cases) {
      const response = await importEntities(t.app, user, company, csv(text), set.version);
      expect(response.statusCode, `${text}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('entity/import-invalid');
      expect(response.json().params.problems).toContainEqual(expect.objectContaining(problem));
    }
    const pdf = await importEntities(
      t.app,
      user,
      company,
      { bytes: Buffer.from('%PDF-1.4 not a table'), fileName: 'entities.csv' },
      set.version,
    );
    expect(pdf.statusCode).toBe(415);
    const large = await importEntities(
      t.app,
      user,
      company,
      csv(`${header}\n${'간선,route,1,1,1\n'.repeat(150_000)}`),
      set.version,
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('file/too-large');
    expect(await entitySet()).toEqual(set);
  });

  it('reads Korean headers and types, and exports a file that imports again', async () => {
    const korean = [
      '노선명,유형,운행거리,운행대수,보유대수',
      '간선(도심-신도시),노선,8900000,95,100',
      '지선(주거권역),노선,5000000,80,84',
      '광역(외곽 연계),노선,10100000,110,116',
    ].join('\n');
    const other = '2023-12';
    const imported = await importEntities(t.app, user, company, csv(korean), 0, other);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as EntitySetView).entities.map((e) => e.type)).toEqual([
      'route',
      'route',
      'route',
    ]);
    const exported = await call('GET', `/${company}/entities/export?period=${PERIOD}&format=csv`);
    expect(exported.statusCode).toBe(200);
    const set = await entitySet();
    expect(set.previousPeriod).toBe(other);
    const again = await importEntities(
      t.app,
      user,
      company,
      { bytes: exported.rawPayload, fileName: 'export.csv' },
      set.version,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as EntitySetView).entities).toEqual(set.entities);
    const xlsx = await call('GET', `/${company}/entities/export?period=${PERIOD}&format=xlsx`);
    const back = await importEntities(
      t.app,
      user,
      company,
      { bytes: xlsx.rawPayload, fileName: 'export.xlsx' },
      set.version + 1,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as EntitySetView).entities).toEqual(set.entities);
  });

  it('copies the previous period forward', async () => {
    const next = '2025-01';
    const response = await call('POST', `/${company}/entities/copy?period=${next}`, { version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const copied = response.json() as EntitySetView;
    expect(copied.version).toBe(1);
    expect(copied.previousPeriod).toBe(PERIOD);
    expect(copied.entities).toEqual((await entitySet()).entities);
    const none = await call('POST', `/${company}/entities/copy?period=1999-01`, { version: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('entity/no-previous');
  });

  it('refuses a pool no entity has a share of, naming the pool, its amount and lines', async () => {
    const period = '2024-06';
    const zeroOperated = [
      'name,type,distance_km,vehicles_operated,vehicles_owned',
      '간선,route,100,0,10',
      '지선,route,200,0,20',
    ].join('\n');
    expect(
      (await importEntities(t.app, user, company, csv(zeroOperated), 0, period)).statusCode,
    ).toBe(200);
    const response = await call('POST', `/${company}/calculate`, { period });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('allocation/zero-driver-total');
    expect(body.params.pools).toEqual([
      expect.objectContaining({ driver: 'vehicles_operated', amount: POOLS.vehicles_operated }),
    ]);
    expect(body.params.pools[0].lines).toContain('운전직급여');
    const none = await call('POST', `/${company}/calculate`, { period: '2024-07' });
    expect(none.json().code).toBe('allocation/no-entities');
    // A year without statements: the lines answer the data prompt, the calculation refuses.
    const lines = await ok<AllocationLinesView>('GET', `/${company}/lines?period=2023-01`);
    expect(lines).toMatchObject({ missing: ['income_statement'], lines: [], total: 0 });
    await importEntities(t.app, user, company, csv(ROUTES_CSV), 0, '2023-01');
    const missing = await call('POST', `/${company}/calculate`, { period: '2023-01' });
    expect(missing.json()).toMatchObject({
      code: 'allocation/no-lines',
      params: { missing: ['income_statement'] },
    });
    const runs = await ok<AllocationRunList>('GET', `/${company}/runs?period=${period}`);
    expect(runs.items).toEqual([]);
  });
});
