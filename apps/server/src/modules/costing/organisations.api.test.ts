import type {
  FinancialSupportRecord,
  FinancialSupportRecordList,
  InvestmentView,
  OtherAdjustment,
  OtherAdjustmentList,
  TransportCostView,
} from '@bus/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/audit';
import { user as users } from '../../platform/db/schema/auth';
import { companies, statements } from '../../platform/db/schema/financial-data';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp } from '../financial-data/test-support';
import { membershipRepo } from '../organisations/membership';
import { COSTING, uploadSample } from './test-support';

/**
 * Issue 14 on costing: another operator's user gets 404 on every costing route of a company it
 * does not own, an overseer reads (audited) and writes nothing, a viewer or an unapproved account
 * reads its own and writes nothing, and the trash hides companies and statements.
 */
describe('costing across organisations', () => {
  let t: TestApp;
  const cookies = { a: '', b: '', viewerA: '', unapprovedA: '', overseer: '' };
  let companyA = '';
  let companyB = '';
  let adjustmentA = '';
  let adjustmentB = '';
  let supportA = '';
  let overseerId = '';
  let orgA = '';

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `${COSTING}${url}`, headers: { cookie }, payload });
  const ok = async <T>(method: Method, url: string, cookie: string, payload?: object) => {
    const response = await call(method, url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };

  const period = () => `/${companyA}/2024`;
  /** Every read route of company A's costing. */
  const reads = () => [
    `${period()}/transport-cost`,
    `${period()}/adjustments/history`,
    `${period()}/investment`,
    `${period()}/investment/status`,
    `${period()}/other-adjustments`,
    `${period()}/financial-support`,
    `${period()}/financial-support?unitCostPerBusDay=700000&busDays=100000`,
    `${period()}/export/transport-cost.xlsx`,
    `${period()}/export/investment.xlsx`,
    `${period()}/export/financial-support.xlsx`,
  ];
  /** Every write route of company A's costing, with a body that would pass for A's own user. */
  const writes = (): [Method, string, object | undefined][] => [
    ['PUT', `${period()}/adjustments`, { version: 0, adjustments: [] }],
    ['PUT', `${period()}/investment`, { version: 0, inputs: investmentInputs }],
    ['POST', `${period()}/investment/sync`, { version: 1 }],
    [
      'POST',
      `${period()}/other-adjustments`,
      { category: 'transportation_cost', amount: 1, reason: '시험' },
    ],
    ['DELETE', `${period()}/other-adjustments/${adjustmentA}`, undefined],
    ['POST', `${period()}/financial-support`, { note: '시험' }],
    ['DELETE', `/financial-support/${supportA}`, undefined],
  ];
  const investmentInputs = {
    tangibleAssetsBV: 1_000_000_000,
    operatingCost: 5_000_000_000,
    equity: 500_000_000,
    debt: 500_000_000,
    equityRate: 0.0562,
    debtRate: 0.05,
    corporateTaxRate: 0.22,
  };

  /** What a write could change: the screen, the other adjustments and the saved results. */
  const snapshot = async () => ({
    view: await ok<TransportCostView>('GET', `${period()}/transport-cost`, cookies.a),
    others: await ok<OtherAdjustmentList>('GET', `${period()}/other-adjustments`, cookies.a),
    supports: await ok<FinancialSupportRecordList>(
      'GET',
      `/financial-support?companyId=${companyA}`,
      cookies.a,
    ),
    investment: await ok<InvestmentView>('GET', `${period()}/investment`, cookies.a),
  });

  beforeAll(async () => {
    t = await createFinancialTestApp();
    const { db } = t.app.services.database;
    cookies.a = await cookieWithRole(t.app, 'a-user@costing-org.test', 'user');
    cookies.b = await cookieWithRole(t.app, 'b-user@costing-org.test', 'user', {
      organisation: '다른 운수사',
    });
    cookies.viewerA = await cookieWithRole(t.app, 'a-viewer@costing-org.test', 'viewer');
    cookies.unapprovedA = await cookieWithRole(t.app, 'a-fresh@costing-org.test', 'user');
    await db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'a-fresh@costing-org.test'));
    cookies.overseer = await cookieWithRole(t.app, 'official@costing-org.test', 'analyst', {
      organisation: '시험 감독 기관',
      kind: 'authority',
    });
    const members = membershipRepo(db);
    orgA = await members.ensureOrganisation(TEST_ORGANISATION, 'operator');
    const authority = await members.ensureOrganisation('시험 감독 기관', 'authority');
    await members.grantOversight(authority, orgA);
    await t.app.services.sessions.invalidate();
    const [official] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'official@costing-org.test'));
    overseerId = official?.id ?? '';

    companyA = await uploadSample(t.app, cookies.a, 'B_intercity_small', '가람시외버스(주)');
    companyB = await uploadSample(t.app, cookies.b, 'B_intercity_small', '누리시외버스(주)');
    adjustmentA = (
      await ok<OtherAdjustment>('POST', `${period()}/other-adjustments`, cookies.a, {
        category: 'transportation_cost',
        amount: 1_000_000,
        reason: 'A의 조정',
      })
    ).id;
    adjustmentB = (
      await ok<OtherAdjustment>('POST', `/${companyB}/2024/other-adjustments`, cookies.b, {
        category: 'transportation_cost',
        amount: 2_000_000,
        reason: 'B의 조정',
      })
    ).id;
    supportA = (
      await ok<FinancialSupportRecord>('POST', `${period()}/financial-support`, cookies.a, {
        note: 'A의 정산',
      })
    ).id;
    await ok('PUT', `${period()}/investment`, cookies.a, {
      version: 0,
      inputs: investmentInputs,
    });
  }, 180_000);
  afterAll(() => t.close());

  it("answers 404 to another operator's user on every route of the company", async () => {
    const before = await snapshot();
    for (const url of reads()) {
      const response = await call('GET', url, cookies.b);
      expect(response.statusCode, `GET ${url}`).toBe(404);
    }
    for (const [method, url, payload] of writes()) {
      const response = await call(method, url, cookies.b, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("leaves another operator's saved results out of the list", async () => {
    const all = await ok<FinancialSupportRecordList>('GET', '/financial-support', cookies.b);
    expect(all.items.map((r) => r.companyId)).not.toContain(companyA);
    const named = await ok<FinancialSupportRecordList>(
      'GET',
      `/financial-support?companyId=${companyA}`,
      cookies.b,
    );
    expect(named.items).toEqual([]);
    const own = await ok<FinancialSupportRecordList>('GET', '/financial-support', cookies.a);
    expect(own.items.map((r) => r.id)).toEqual([supportA]);
  });

  it("never deletes another company's other adjustment named under one's own company", async () => {
    const response = await call(
      'DELETE',
      `${period()}/other-adjustments/${adjustmentB}`,
      cookies.a,
    );
    expect(response.statusCode).toBe(404);
    const others = await ok<OtherAdjustmentList>(
      'GET',
      `/${companyB}/2024/other-adjustments`,
      cookies.b,
    );
    expect(others.items.map((o) => o.id)).toEqual([adjustmentB]);
  });

  it('lets an overseer read every route (audited as oversight.read) and write none (403)', async () => {
    const before = await snapshot();
    for (const url of reads()) {
      const response = await call('GET', url, cookies.overseer);
      expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    }
    const list = await ok<FinancialSupportRecordList>(
      'GET',
      '/financial-support',
      cookies.overseer,
    );
    expect(list.items.map((r) => r.id)).toContain(supportA);
    for (const [method, url, payload] of writes()) {
      const response = await call(method, url, cookies.overseer, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const audited = await t.app.services.database.db
      .select({ organisationId: auditEvents.organisationId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'oversight.read'), eq(auditEvents.actorId, overseerId)));
    const ofA = audited.filter((row) => row.organisationId === orgA);
    expect(ofA.length).toBeGreaterThanOrEqual(reads().length);
    expect(ofA.map((row) => row.detail?.id)).toContain(companyA);
  });

  it('lets a viewer and an unapproved account read their own and write nothing (403)', async () => {
    const before = await snapshot();
    for (const cookie of [cookies.viewerA, cookies.unapprovedA]) {
      for (const url of reads()) {
        const response = await call('GET', url, cookie);
        expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
      }
      for (const [method, url, payload] of writes()) {
        const response = await call(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      }
    }
    const autosave = await call('PUT', `${period()}/adjustments`, cookies.unapprovedA, {
      version: before.view.document.version,
      adjustments: [{ accountId: before.view.classifications[0]?.accountId, excluded: true }],
    });
    expect(autosave.statusCode).toBe(403);
    expect(autosave.json()).toMatchObject({ code: 'organisation/not-approved' });
    expect(await snapshot()).toEqual(before);
  });

  it('lets the author or a manager delete a saved result, not another user', async () => {
    const other = await cookieWithRole(t.app, 'a-other@costing-org.test', 'user');
    const manager = await cookieWithRole(t.app, 'a-manager@costing-org.test', 'manager');
    const save = () =>
      ok<FinancialSupportRecord>('POST', `${period()}/financial-support`, cookies.a, {});
    const first = await save();
    expect((await call('DELETE', `/financial-support/${first.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/financial-support/${first.id}`, cookies.a)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/financial-support/${first.id}`, cookies.a)).statusCode).toBe(
      404,
    );
    const second = await save();
    expect((await call('DELETE', `/financial-support/${second.id}`, manager)).statusCode).toBe(204);
    const list = await ok<FinancialSupportRecordList>('GET', '/financial-support', cookies.a);
    expect(list.items.map((r) => r.id)).toEqual([supportA]);
  });

  it('reads no statement in the trash, and no company', async () => {
    const { db } = t.app.services.database;
    await db
      .update(statements)
      .set({ deletedAt: new Date() })
      .where(and(eq(statements.companyId, companyB), eq(statements.type, 'income_statement')));
    const view = await ok<TransportCostView>('GET', `/${companyB}/2024/transport-cost`, cookies.b);
    expect(view).toMatchObject({ missing: ['income_statement'], classifications: [] });

    const listed = await ok<FinancialSupportRecordList>('GET', '/financial-support', cookies.a);
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, companyA));
    for (const url of reads()) {
      expect((await call('GET', url, cookies.a)).statusCode, `GET ${url}`).toBe(404);
    }
    const after = await ok<FinancialSupportRecordList>('GET', '/financial-support', cookies.a);
    expect(listed.items).not.toEqual([]);
    expect(after.items).toEqual([]);
    // Back out of the trash: nothing of it was lost.
    await db.update(companies).set({ deletedAt: null }).where(eq(companies.id, companyA));
    expect((await call('GET', `${period()}/transport-cost`, cookies.a)).statusCode).toBe(200);
  });
});
