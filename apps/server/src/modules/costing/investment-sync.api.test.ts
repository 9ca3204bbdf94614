import type { InvestmentSource, InvestmentSyncResult, InvestmentView } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { createFinancialTestApp } from '../financial-data/test-support';
import { COSTING, uploadSample } from './test-support';

describe('investment compensation status check and sync (spec §2/§4, threshold §9)', () => {
  let t: TestApp;
  let user: string;
  let viewer: string;
  let period: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = user) =>
    t.app.inject({
      method,
      url: `${COSTING}${period}${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createFinancialTestApp();
    user = await cookieWithRole(t.app, 'sync@example.kr', 'user');
    viewer = await cookieWithRole(t.app, 'sync-viewer@example.kr', 'viewer');
    period = `/${await uploadSample(t.app, user, 'A_city_bus_300', '동기화버스(주)')}/2024`;
  }, 120_000);
  afterAll(() => t.close());

  it('has nothing to sync before the calculator is saved', async () => {
    const status = (await call('GET', '/investment/status')).json() as InvestmentSource;
    expect(status).toMatchObject({ source: 'default', differs: false, version: 0 });
    const sync = await call('POST', '/investment/sync', { version: 1 });
    expect(sync.statusCode).toBe(404);
    expect(sync.json()).toMatchObject({ code: 'not_found', params: { reason: 'no_investment' } });
  });

  it('finds a stale stored figure, syncs the statement figures and keeps the chosen debt rate', async () => {
    const loaded = (await call('GET', '/investment')).json() as InvestmentView;
    const auto = Object.fromEntries(
      Object.entries(loaded.autoLoaded.draft).filter(([, v]) => v !== null),
    ) as Record<string, number>;
    // Saved when the statements said a tenth less tangible assets, with a debt rate of the user's own.
    const stale = {
      ...auto,
      tangibleAssetsBV: Math.round((auto.tangibleAssetsBV ?? 0) * 0.9),
      debtRate: 0.05,
    };
    const saved = await call('PUT', '/investment', { version: 0, inputs: stale });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (saved.json() as InvestmentView).stored?.investmentCompensation ?? 0;

    const status = (await call('GET', '/investment/status')).json() as InvestmentSource;
    expect(status).toMatchObject({ source: 'stored', amount: before, differs: true, version: 1 });
    expect(status.latestAmount).not.toBe(before);

    expect((await call('POST', '/investment/sync', { version: 1 }, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/investment/sync', { version: 7 })).statusCode).toBe(409);

    const sync = await call('POST', '/investment/sync', { version: 1 });
    expect(sync.statusCode, sync.body).toBe(200);
    const latest = status.latestAmount ?? 0;
    expect(sync.json()).toEqual({
      previousAmount: before,
      newAmount: latest,
      changeAmount: latest - before,
      version: 2,
    } satisfies InvestmentSyncResult);

    const after = (await call('GET', '/investment')).json() as InvestmentView;
    expect(after.stored?.inputs).toMatchObject({
      tangibleAssetsBV: auto.tangibleAssetsBV,
      debtRate: 0.05,
    });
    expect(after.stored?.investmentCompensation).toBe(status.latestAmount);
    const settled = (await call('GET', '/investment/status')).json() as InvestmentSource;
    expect(settled).toMatchObject({ amount: status.latestAmount, differs: false, version: 2 });
  });
});
