import type {
  FinancialSupportRecordList,
  FinancialSupportView,
  InvestmentView,
  TransportCostView,
} from '@bus/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp } from '../financial-data/test-support';
import { COSTING, expectedTotals, type Sample, uploadSample } from './test-support';

/**
 * fixtures/samples/expected.md §4 (calculator compensation, rounded once), §5 (total cost with the
 * calculator and with the 3 % default) and §7 (transport loss, support gap).
 */
const EXPECTED: Record<
  Sample,
  {
    compensation: number;
    totalCost: number;
    defaultCompensation: number;
    defaultTotalCost: number;
    transportRevenue: number;
    otherRevenue: number;
    subsidies: number;
    transportLoss: number;
    supportGap: number;
  }
> = {
  A_city_bus_300: {
    compensation: 977_608_135,
    totalCost: 72_492_108_135,
    defaultCompensation: 2_145_435_000,
    defaultTotalCost: 73_659_935_000,
    transportRevenue: 51_400_000_000,
    otherRevenue: 360_000_000,
    subsidies: 21_050_000_000,
    transportLoss: 20_732_108_135,
    supportGap: -317_891_865,
  },
  B_intercity_small: {
    compensation: 319_302_573,
    totalCost: 15_885_302_573,
    defaultCompensation: 466_980_000,
    defaultTotalCost: 16_032_980_000,
    transportRevenue: 15_190_000_000,
    otherRevenue: 0,
    subsidies: 520_000_000,
    transportLoss: 695_302_573,
    supportGap: 175_302_573,
  },
};

describe('costing figures of the samples, uploaded through the data center', () => {
  let t: TestApp;
  let user: string;
  const companies: Partial<Record<Sample, string>> = {};

  const get = async <T>(url: string, cookie = user) => {
    const response = await t.app.inject({ url: `${COSTING}${url}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const send = (method: 'PUT' | 'POST', url: string, payload: unknown, cookie = user) =>
    t.app.inject({
      method,
      url: `${COSTING}${url}`,
      headers: { cookie },
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'costing@example.kr', 'user');
    companies.A_city_bus_300 = await uploadSample(
      t.app,
      user,
      'A_city_bus_300',
      '가람시내버스(주)',
    );
    companies.B_intercity_small = await uploadSample(
      t.app,
      user,
      'B_intercity_small',
      '누리시외버스(주)',
    );
  }, 120_000);
  afterAll(() => t.close());

  describe.each(['A_city_bus_300', 'B_intercity_small'] as const)('%s', (sample) => {
    const want = EXPECTED[sample];
    const period = () => `/${companies[sample]}/2024`;

    it('classifies and sums every category as expected.md §3, total cost with the 3 % default (§5)', async () => {
      const truth = await expectedTotals(sample);
      const view = await get<TransportCostView>(`${period()}/transport-cost`);
      expect(view.missing).toEqual([]);
      expect(view.summary).toMatchObject({
        transportationCost: truth.trans,
        administrationCost: truth.admin,
        operatingExpense: truth.opx,
        nonOperatingExpense: truth.noe,
        nonOperatingIncome: truth.noi,
        appropriateCost: truth.appr,
        unclassifiedCount: 0,
      });
      expect(view.baseSummary).toEqual(view.summary);
      expect(view.investment).toMatchObject({
        source: 'default',
        amount: want.defaultCompensation,
        storedAt: null,
        differs: false,
      });
      expect(view.totalCost).toBe(want.defaultTotalCost);
      expect(view.document).toEqual({ version: 0, updatedAt: null, updatedBy: null });
      expect(view.unmatchedAdjustments).toEqual([]);
    });

    it('saves the calculator on the auto-loaded inputs: compensation §4, total cost §5', async () => {
      const loaded = await get<InvestmentView>(`${period()}/investment`);
      expect(loaded).toMatchObject({ stored: null, version: 0, missing: [] });
      expect(loaded.autoLoaded.calculation.result?.investmentCompensation).toBe(want.compensation);
      const inputs = Object.fromEntries(
        Object.entries(loaded.autoLoaded.draft).filter(([, v]) => v !== null),
      );
      const saved = await send('PUT', `${period()}/investment`, {
        version: 0,
        inputs,
        equityPolicy: 'spec',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const view = saved.json() as InvestmentView;
      expect(view.stored).toMatchObject({
        investmentCompensation: want.compensation,
        equityPolicy: 'spec',
        version: 1,
      });
      const cost = await get<TransportCostView>(`${period()}/transport-cost`);
      expect(cost.investment).toMatchObject({
        source: 'stored',
        amount: want.compensation,
        latestAmount: want.compensation,
        differs: false,
      });
      expect(cost.totalCost).toBe(want.totalCost);

      const stale = await send('PUT', `${period()}/investment`, { version: 0, inputs });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'conflict', params: { currentVersion: 1 } });
    });

    it('computes the transport loss and support as expected.md §7, stores and lists it', async () => {
      const view = await get<FinancialSupportView>(`${period()}/financial-support`);
      expect(view.investment).toMatchObject({ source: 'stored', amount: want.compensation });
      expect(view.result).toMatchObject({
        cost: want.totalCost,
        transportRevenue: want.transportRevenue,
        otherOperatingRevenue: want.otherRevenue,
        subsidiesReceived: want.subsidies,
        transportLoss: want.transportLoss,
        supportNeed: Math.max(0, want.transportLoss),
        supportGap: want.supportGap,
      });
      const stored = await send('POST', `${period()}/financial-support`, { note: '2024 정산' });
      expect(stored.statusCode, stored.body).toBe(201);
      expect(stored.json()).toMatchObject({
        companyId: companies[sample],
        fiscalYear: 2024,
        note: '2024 정산',
        result: { transportLoss: want.transportLoss },
      });
      const list = await get<FinancialSupportRecordList>(
        `/financial-support?companyId=${companies[sample]}`,
      );
      expect(list.items.map((r) => r.result.transportLoss)).toEqual([want.transportLoss]);
    });
  });

  it('exports the support screen on the standard cost the user entered, and refuses half of it', async () => {
    const base = `/${companies.A_city_bus_300}/2024/export/financial-support.xlsx`;
    const standard = await t.app.inject({
      url: `${COSTING}${base}?unitCostPerBusDay=650000&busDays=109500`,
      headers: { cookie: user },
    });
    expect(standard.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(standard.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(...(row.values as unknown[]))));
    // 650,000 won × 109,500 bus-days is the cost basis instead of the total cost.
    expect(cells).toContain(71_175_000_000);
    const half = await t.app.inject({
      url: `${COSTING}${base}?unitCostPerBusDay=650000`,
      headers: { cookie: user },
    });
    expect(half.statusCode).toBe(400);
  });

  it('answers the data prompt for a year without statements, 404 for an unknown company', async () => {
    const view = await get<TransportCostView>(`/${companies.A_city_bus_300}/2019/transport-cost`);
    expect(view).toMatchObject({ classifications: [], missing: ['income_statement'] });
    expect(view.summary.appropriateCost).toBe(0);
    const support = await get<FinancialSupportView>(
      `/${companies.A_city_bus_300}/2019/financial-support`,
    );
    expect(support).toMatchObject({ result: null, missing: ['income_statement'] });
    const unknown = await t.app.inject({
      url: `${COSTING}/00000000-0000-4000-8000-000000000000/2024/transport-cost`,
      headers: { cookie: user },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
