import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginRecordCutoff, startAuditRetention } from './retention';

// data-center-board-admin.md §9: login records are kept 3 months; other security events stay.
describe('login record retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cuts off three calendar months back', () => {
    expect(loginRecordCutoff(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe(
      '2026-08-23T09:00:00.000Z',
    );
  });

  it('purges sign-in rows older than 3 months at start-up and keeps the rest', async () => {
    const { audit } = t.app.services;
    const now = new Date('2026-11-23T09:00:00Z');
    const old = new Date('2026-08-22T09:00:00Z');
    const recent = new Date('2026-08-24T09:00:00Z');
    const who = { email: 'kept@example.kr' };
    await audit.record({ action: 'sign_in.success', actor: who, at: old });
    await audit.record({ action: 'sign_in.failure', outcome: 'failure', actor: who, at: old });
    await audit.record({ action: 'rate_limit.hit', outcome: 'failure', actor: who, at: old });
    await audit.record({ action: 'sign_in.success', actor: who, at: recent });
    await audit.record({ action: 'role.changed', actor: who, at: old });

    const retention = startAuditRetention({
      db: t.app.services.database.db,
      log: t.app.log,
      now: () => now,
    });
    await retention.stop(); // waits for the start-up purge
    const left = await audit.list({}, { page: 1, pageSize: 100 });
    const mine = left.items
      .filter((e) => e.actorEmail === 'kept@example.kr')
      .map((e) => `${e.action} ${e.at}`);
    expect(mine.sort()).toEqual([
      'role.changed 2026-08-22T09:00:00.000Z',
      'sign_in.success 2026-08-24T09:00:00.000Z',
    ]);
    // A second run finds nothing more to purge.
    const again = startAuditRetention({
      db: t.app.services.database.db,
      log: t.app.log,
      now: () => now,
    });
    expect(await again.purge()).toBe(0);
    await again.stop();
  });
});
