import type {
  EstimationCalculation,
  EstimationScenario,
  EstimationScenarioList,
} from '@bus/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { importEntities, ROUTES_CSV } from '../cost-allocation/test-support';
import { uploadSample } from '../costing/test-support';
import { createFinancialTestApp } from '../financial-data/test-support';

const API = '/api/cost-estimation';
const PERIOD = '2024-01';

/** expected.md §9: sample A's estimate per inflation item with the default rates. */
const ITEMS = {
  labor: { rate: 4.73, base: 48_925_000_000, estimate: 51_239_152_500 },
  diesel: { rate: 2.44, base: 9_417_000_000, estimate: 9_646_774_800 },
  tyres: { rate: 2.81, base: 547_500_000, estimate: 562_884_750 },
  parts: { rate: 1.29, base: 2_646_000_000, estimate: 2_680_133_400 },
  lubricants: { rate: 5.42, base: 219_000_000, estimate: 230_869_800 },
  road_passenger_service: { rate: 3.81, base: 5_068_000_000, estimate: 5_261_090_800 },
  none: { rate: 0, base: 4_106_000_000, estimate: 4_106_000_000 },
};
const BASE = 70_928_500_000;
const ESTIMATE = 73_726_906_050;
const DEFAULT_RATES = {
  labor: 4.73,
  diesel: 2.44,
  tyres: 2.81,
  parts: 1.29,
  lubricants: 5.42,
  road_passenger_service: 3.81,
};

describe('cost estimation of sample A (expected.md §9)', () => {
  let t: TestApp;
  let user: string;
  let company = '';

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: { cookie: user }, payload });
  const ok = async <T>(method: Method, url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };
  const scenarios = () =>
    ok<EstimationScenarioList>('GET', `/${company}/scenarios?period=${PERIOD}`);

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'estimation@example.kr', 'user');
    company = await uploadSample(t.app, user, 'A_city_bus_300', '가람시내버스(주)');
  }, 120_000);
  afterAll(() => t.close());

  it('answers the unsaved default scenario with the spec rates before any is saved', async () => {
    const list = await scenarios();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: null,
        name: '기본',
        rates: DEFAULT_RATES,
        unmappedRate: 0,
        version: 0,
      }),
    ]);
    expect(list.defaults).toEqual({ rates: DEFAULT_RATES, unmappedRate: 0 });
  });

  it('estimates every item and the total as expected.md §9, without entities first', async () => {
    const calc = await ok<EstimationCalculation>('POST', `/${company}/calculate`, {
      period: PERIOD,
    });
    expect(calc).toMatchObject({ baseYear: 2024, estimateYear: 2025, missing: [] });
    const [scenario] = calc.scenarios;
    expect(scenario?.name).toBe('기본');
    const items = Object.fromEntries(
      (scenario?.result?.items ?? []).map(({ item, rate, base, estimate }) => [
        item,
        { rate, base, estimate },
      ]),
    );
    expect(items).toEqual(ITEMS);
    expect(scenario?.result?.total).toMatchObject({ base: BASE, estimate: ESTIMATE });
    expect(scenario?.result?.total.changePercent).toBeCloseTo(3.95, 2);
    expect(scenario?.result?.unmapped).toEqual([]);
    expect(scenario?.entities).toBeNull();
    expect(scenario?.entitiesReason?.code).toBe('allocation/no-entities');
  });

  it('estimates per entity once the routes are imported, adding up to the total', async () => {
    expect(
      (
        await importEntities(
          t.app,
          user,
          company,
          {
            bytes: Buffer.from(ROUTES_CSV),
            fileName: 'routes.csv',
          },
          0,
        )
      ).statusCode,
    ).toBe(200);
    const calc = await ok<EstimationCalculation>('POST', `/${company}/calculate`, {
      period: PERIOD,
      scenarios: [
        { name: '기본', rates: DEFAULT_RATES },
        { name: '인건비 6%', rates: { ...DEFAULT_RATES, labor: 6 } },
      ],
    });
    const [base, higher] = calc.scenarios;
    const entities = base?.entities ?? [];
    expect(entities).toHaveLength(3);
    expect(entities.reduce((s, e) => s + e.base, 0)).toBe(BASE);
    expect(entities.reduce((s, e) => s + e.estimate, 0)).toBe(ESTIMATE);
    expect(entities.map((e) => e.base)).toEqual([24_158_552_083, 18_905_778_553, 27_864_169_364]);
    // 48,925,000,000 × 1.06 instead of × 1.0473.
    expect(higher?.result?.total.estimate).toBe(ESTIMATE - 51_239_152_500 + 51_860_500_000);
    expect((higher?.entities ?? []).reduce((s, e) => s + e.estimate, 0)).toBe(
      higher?.result?.total.estimate,
    );
  });

  it('applies item overrides and the unmapped rate (investment compensation is unmapped)', async () => {
    const calc = await ok<EstimationCalculation>('POST', `/${company}/calculate`, {
      period: PERIOD,
      includeNonOperating: true,
      scenarios: [{ name: '전체', rates: DEFAULT_RATES, unmappedRate: 10 }],
    });
    const result = calc.scenarios[0]?.result;
    const investment = result?.unmapped.find((l) => l.key === 'investment_compensation');
    expect(investment).toMatchObject({ item: 'unmapped', rate: 10 });
    expect(investment?.estimate).toBe(Math.round((investment?.base ?? 0) * 1.1));

    const labourLine = result?.lines.find((l) => l.name === '운전직급여');
    const overridden = await ok<EstimationCalculation>('POST', `/${company}/calculate`, {
      period: PERIOD,
      scenarios: [
        {
          name: '예외',
          rates: DEFAULT_RATES,
          itemOverrides: [{ lineKey: labourLine?.key, item: 'none' }],
        },
      ],
    });
    const line = overridden.scenarios[0]?.result?.lines.find((l) => l.key === labourLine?.key);
    expect(line).toMatchObject({ item: 'none', itemSource: 'override', estimate: line?.base });
  });

  it('refuses a rate outside 0..50 % naming the item, and stores nothing', async () => {
    const response = await call('POST', `/${company}/calculate`, {
      period: PERIOD,
      scenarios: [{ name: '이상', rates: { ...DEFAULT_RATES, diesel: 60 }, unmappedRate: -1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'estimation/abnormal-rate',
      params: {
        items: [
          { item: 'diesel', value: 60, scenario: '이상' },
          { item: 'unmapped', value: -1, scenario: '이상' },
        ],
      },
    });
    const save = await call('POST', `/${company}/scenarios`, {
      period: PERIOD,
      name: '이상',
      rates: { ...DEFAULT_RATES, labor: 60 },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().code).toBe('estimation/abnormal-rate');
    expect((await scenarios()).items.map((s) => s.id)).toEqual([null]);
  });

  it('saves, renames, refuses stale or duplicate scenarios, and deletes them', async () => {
    const created = await call('POST', `/${company}/scenarios`, {
      period: PERIOD,
      name: '낙관',
      rates: { ...DEFAULT_RATES, diesel: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const optimistic = created.json() as EstimationScenario;
    expect(optimistic).toMatchObject({ version: 1, name: '낙관', updatedBy: { name: '테스트' } });
    const second = await ok<EstimationScenario>('POST', `/${company}/scenarios`, {
      period: PERIOD,
      name: '비관',
      rates: { ...DEFAULT_RATES, diesel: 8 },
    });
    const taken = await call('POST', `/${company}/scenarios`, {
      period: PERIOD,
      name: '낙관',
      rates: DEFAULT_RATES,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'estimation/name-taken', params: { name: '낙관' } });
    expect((await scenarios()).items.map((s) => s.name)).toEqual(['낙관', '비관']);

    const updated = await ok<EstimationScenario>('PUT', `/scenarios/${optimistic.id}`, {
      version: 1,
      name: '낙관(수정)',
      rates: { ...DEFAULT_RATES, diesel: 0.5 },
    });
    expect(updated).toMatchObject({ version: 2, name: '낙관(수정)' });
    const stale = await call('PUT', `/scenarios/${optimistic.id}`, {
      version: 1,
      name: '낙관',
      rates: DEFAULT_RATES,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().params).toMatchObject({
      currentVersion: 2,
      current: { name: '낙관(수정)' },
    });
    const renameTaken = await call('PUT', `/scenarios/${optimistic.id}`, {
      version: 2,
      name: '비관',
      rates: DEFAULT_RATES,
    });
    expect(renameTaken.json().code).toBe('estimation/name-taken');

    // Without scenarios the calculation takes the stored ones.
    const calc = await ok<EstimationCalculation>('POST', `/${company}/calculate`, {
      period: PERIOD,
    });
    expect(calc.scenarios.map((s) => [s.id, s.name])).toEqual([
      [optimistic.id, '낙관(수정)'],
      [second.id, '비관'],
    ]);
    const exported = await call('POST', `/${company}/calculate/export`, { period: PERIOD });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const items = book.getWorksheet('항목별');
    expect(items?.getRow(1).getCell(3).value).toBe('낙관(수정) 상승률(%)');
    expect(items?.getRow(1).getCell(5).value).toBe('비관 상승률(%)');

    expect((await call('DELETE', `/scenarios/${second.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/scenarios/${second.id}`)).statusCode).toBe(404);
    expect((await scenarios()).items.map((s) => s.name)).toEqual(['낙관(수정)']);
  });
});
