import type {
  FinancialSupportRecordList,
  InvestmentView,
  OtherAdjustmentList,
  TransportCostView,
} from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as users } from '../../platform/db/schema/auth';
import { financialSupportRecords } from '../../platform/db/schema/costing';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp } from '../financial-data/test-support';
import { COSTING, uploadSample } from './test-support';

/**
 * Issue 14 §7: every numeric input of costing is bounded so results stay exact integers in won;
 * an input or a result out of range answers 400 and stores nothing, and an old bad row never
 * breaks the saved-results list.
 */
describe('costing numeric bounds', () => {
  let t: TestApp;
  let cookie = '';
  let companyId = '';
  const period = () => `/${companyId}/2024`;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${COSTING}${url}`, headers: { cookie }, payload });
  const read = async <T>(url: string) => {
    const response = await call('GET', url);
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  /** Everything a refused write could have left behind. */
  const stored = async () => ({
    supports: await read<FinancialSupportRecordList>('/financial-support'),
    others: await read<OtherAdjustmentList>(`${period()}/other-adjustments`),
    view: await read<TransportCostView>(`${period()}/transport-cost`),
    investment: await read<InvestmentView>(`${period()}/investment`),
  });

  beforeAll(async () => {
    t = await createFinancialTestApp();
    cookie = await cookieWithRole(t.app, 'bounds@costing.test', 'user');
    companyId = await uploadSample(t.app, cookie, 'B_intercity_small', '한계시험버스(주)');
  }, 120_000);
  afterAll(() => t.close());

  it('refuses busDays=1e15 and other extreme standard costs with 400, stores nothing, and the list still answers', async () => {
    const before = await stored();
    const bodies = [
      { unitCostPerBusDay: 705_407, busDays: 1e15 },
      { unitCostPerBusDay: 1e8, busDays: 100_000 },
      { unitCostPerBusDay: 705_407, busDays: 10_000_001 },
      { unitCostPerBusDay: 705_407, busDays: 1.5 },
      { unitCostPerBusDay: -1, busDays: 100 },
      { unitCostPerBusDay: 1e308, busDays: 1e308 },
    ];
    for (const body of bodies) {
      const saved = await call('POST', `${period()}/financial-support`, body);
      expect(saved.statusCode, `${JSON.stringify(body)}: ${saved.body}`).toBe(400);
      expect(saved.json()).toMatchObject({ code: 'validation_failed' });
      const query = `unitCostPerBusDay=${body.unitCostPerBusDay}&busDays=${body.busDays}`;
      expect((await call('GET', `${period()}/financial-support?${query}`)).statusCode).toBe(400);
      expect(
        (await call('GET', `${period()}/export/financial-support.xlsx?${query}`)).statusCode,
      ).toBe(400);
    }
    expect((await call('GET', `${period()}/financial-support?busDays=Infinity`)).statusCode).toBe(
      400,
    );
    expect(await stored()).toEqual(before);

    const largest = await call('POST', `${period()}/financial-support`, {
      unitCostPerBusDay: 10_000_000,
      busDays: 10_000_000,
    });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json()).toMatchObject({ result: { cost: 100_000_000_000_000 } });
  });

  it('refuses decisions whose sum leaves ±1,000조 won, storing nothing', async () => {
    const before = await stored();
    const lines = before.view.classifications.filter(
      (line) => line.category === before.view.classifications[0]?.category,
    );
    expect(lines.length).toBeGreaterThan(1);
    const response = await call('PUT', `${period()}/adjustments`, {
      version: before.view.document.version,
      adjustments: lines.map((line) => ({
        accountId: line.accountId,
        key: line.key,
        amount: 1e15,
      })),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      params: {
        errors: expect.arrayContaining([expect.objectContaining({ rule: 'amount_out_of_range' })]),
      },
    });
    const tooBig = await call('PUT', `${period()}/adjustments`, {
      version: before.view.document.version,
      adjustments: [{ accountId: lines[0]?.accountId, amount: 1e16 }],
    });
    expect(tooBig.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses an other adjustment beyond ±1조 won, and investment inputs beyond their bounds', async () => {
    const before = await stored();
    const other = await call('POST', `${period()}/other-adjustments`, {
      category: 'transportation_cost',
      amount: 1e13,
      reason: '너무 큰 조정',
    });
    expect(other.statusCode).toBe(400);
    const inputs = {
      tangibleAssetsBV: 1_000_000_000,
      operatingCost: 5_000_000_000,
      equity: 500_000_000,
      debt: 500_000_000,
      equityRate: 0.0562,
      debtRate: 0.05,
      corporateTaxRate: 0.22,
    };
    for (const change of [
      { tangibleAssetsBV: 1e300 },
      { operatingCost: 2e15 },
      { equityRate: 1e6 },
      { debt: 5e12 },
    ]) {
      const response = await call('PUT', `${period()}/investment`, {
        version: 0,
        inputs: { ...inputs, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await stored()).toEqual(before);
  });

  it('leaves out of the list a saved result that no longer reads, which can still be deleted', async () => {
    const { db } = t.app.services.database;
    const [author] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'bounds@costing.test'));
    const before = await read<FinancialSupportRecordList>('/financial-support');
    const good = before.items[0];
    if (!good || !author) throw new Error('the first test stores one result');
    // As a result stored before the bounds: a cost of 705,407 × 1e15 won.
    const [bad] = await db
      .insert(financialSupportRecords)
      .values({
        companyId,
        fiscalYear: 2024,
        result: { ...good.result, cost: 7.05407e20, transportLoss: 7.05407e20 },
        note: null,
        savedBy: author.id,
      })
      .returning({ id: financialSupportRecords.id });
    const after = await read<FinancialSupportRecordList>('/financial-support');
    expect(after.items.map((r) => r.id)).toEqual(before.items.map((r) => r.id));
    expect((await call('DELETE', `/financial-support/${bad?.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/financial-support/${good.id}`)).statusCode).toBe(204);
    expect((await read<FinancialSupportRecordList>('/financial-support')).items).toEqual([]);
  });
});
