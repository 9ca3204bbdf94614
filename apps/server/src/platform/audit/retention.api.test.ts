import type { AuditOutcome } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  loginRecordCutoff,
  purgeExpiredRecords,
  startAuditRetention,
  withdrawalRecordCutoff,
} from './retention';

// data-center-board-admin.md §9: login records are kept 3 months, withdrawal records 5 years, and a
// deleted account's other security events go with its withdrawal record; other security events stay.
describe('audit record retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Retention as the server starts it at `now`, which purges once straight away. */
  const retentionAt = (now: Date) =>
    startAuditRetention({ db: t.app.services.database.db, log: t.app.log, now: () => now });

  /** The events left after a server start at `now` (stopping waits for the start-up purge). */
  async function leftAfterStartUp(now: Date) {
    await retentionAt(now).stop();
    return (await t.app.services.audit.list({}, { page: 1, pageSize: 100 })).items;
  }

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

    const mine = (await leftAfterStartUp(now))
      .filter((e) => e.actorEmail === 'kept@example.kr')
      .map((e) => `${e.action} ${e.at}`);
    expect(mine.sort()).toEqual([
      'role.changed 2026-08-22T09:00:00.000Z',
      'sign_in.success 2026-08-24T09:00:00.000Z',
    ]);
    // A second run finds nothing more to purge.
    const again = retentionAt(now);
    expect(await again.purge()).toBe(0);
    await again.stop();
  });

  it('cuts withdrawal records off five calendar years back', () => {
    expect(withdrawalRecordCutoff(new Date('2026-11-23T09:00:00Z')).toISOString()).toBe(
      '2021-11-23T09:00:00.000Z',
    );
  });

  // The guide (docs/user-guide/account-deletion.md): withdrawal records are destroyed after 5 years.
  it("purges withdrawal records older than 5 years and leaves other accounts' events alone", async () => {
    const { audit } = t.app.services;
    const now = new Date('2026-11-23T09:00:00Z');
    const fiveYearsOld = new Date('2021-11-22T09:00:00Z');
    const fourYearsOld = new Date('2022-11-23T09:00:00Z');
    const admin = { id: 'admin-1', email: 'withdrawal-admin@example.kr' };
    const gone = (email: string) => ({ actor: { email }, target: { email } });
    /** A withdrawal: the account deleted by its owner. */
    const selfDeleted = (email: string, at: Date) =>
      audit.record({ action: 'account.deleted', ...gone(email), at });
    /** A deletion by the admin, done or (`failure`) refused. */
    const adminDeleted = (email: string, at: Date, outcome?: AuditOutcome) =>
      audit.record({ action: 'user.deleted', outcome, actor: admin, target: { email }, at });
    await selfDeleted('old-self@example.kr', fiveYearsOld);
    await adminDeleted('old-removed@example.kr', fiveYearsOld);
    await selfDeleted('new-self@example.kr', fourYearsOld);
    await adminDeleted('new-removed@example.kr', fourYearsOld);
    // A refused deletion ended no account: it is not a withdrawal record.
    await adminDeleted('kept-admin@example.kr', fiveYearsOld, 'failure');
    await audit.record({
      action: 'password.changed',
      ...gone('old-self@example.kr'),
      at: fiveYearsOld,
    });
    await audit.record({ action: 'role.changed', actor: admin, at: fiveYearsOld });
    await audit.record({ action: 'user.banned', actor: admin, at: fiveYearsOld });

    const mine = (await leftAfterStartUp(now))
      .filter((e) => e.at < '2023-01-01')
      .map((e) => `${e.action} ${e.outcome} ${e.targetEmail ?? '-'} ${e.at.slice(0, 10)}`);
    // old-self's password change went with its withdrawal record (the next test covers that rule).
    expect(mine.sort()).toEqual([
      'account.deleted success new-self@example.kr 2022-11-23',
      'role.changed success - 2021-11-22',
      'user.banned success - 2021-11-22',
      'user.deleted failure kept-admin@example.kr 2021-11-22',
      'user.deleted success new-removed@example.kr 2022-11-23',
    ]);
  });

  // The guide: a deleted account's other security events are kept with its withdrawal record for
  // 5 years, then destroyed with it; other accounts' events, and a later account with the same
  // e-mail, are not touched.
  it("purges a deleted account's other security events with its withdrawal record", async () => {
    const { audit } = t.app.services;
    const now = new Date('2026-11-23T09:00:00Z');
    const deletedAt = new Date('2021-10-01T09:00:00Z');
    const before = new Date('2021-06-01T09:00:00Z');
    const gone = { id: 'gone-1', email: 'gone@retention.test' };
    const young = { id: 'young-1', email: 'young@retention.test' };
    const admin = { id: 'admin-7', email: 'admin7@retention.test' };
    const living = { id: 'living-1', email: 'living@retention.test' };
    const row = (action: Parameters<typeof audit.record>[0]['action'], extra: object) =>
      audit.record({ action, at: before, ...extra });
    // The deleted account's own events, by id and (one) by e-mail only.
    await row('password.changed', { actor: gone, target: gone, ip: '10.0.0.1' });
    await row('two_factor.enabled', { actor: gone, target: gone });
    await row('password.reset', { target: { email: gone.email } });
    // What an admin did to it, refused or not, and what it did as an admin to a living account.
    await row('role.changed', {
      actor: admin,
      target: gone,
      detail: { from: 'user', to: 'admin' },
    });
    await row('user.banned', { outcome: 'failure', actor: admin, target: gone });
    await row('email_approval.granted', { actor: gone, target: living });
    await audit.record({ action: 'account.deleted', actor: gone, target: gone, at: deletedAt });
    // Kept: a later account with the same e-mail; the admin's events about someone else; an
    // account deleted 4 years ago with its events.
    const later = { id: 'gone-2', email: gone.email };
    await audit.record({
      action: 'password.changed',
      actor: later,
      target: later,
      at: new Date('2022-02-01T09:00:00Z'),
    });
    await row('role.changed', { actor: admin, target: living });
    await row('password.changed', { actor: young, target: young });
    await audit.record({
      action: 'account.deleted',
      actor: young,
      target: young,
      at: new Date('2022-12-01T09:00:00Z'),
    });

    const left = await leftAfterStartUp(now);
    const named = (who: { id: string; email: string }) =>
      left.filter(
        (e) =>
          [e.actorId, e.targetId].includes(who.id) ||
          [e.actorEmail, e.targetEmail].includes(who.email),
      );
    expect(named(gone).map((e) => `${e.action} ${e.actorId}`)).toEqual(['password.changed gone-2']);
    expect(named(living).map((e) => `${e.action} ${e.actorId}`)).toEqual(['role.changed admin-7']);
    expect(
      named(young)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['account.deleted', 'password.changed']);
    expect(await purgeExpiredRecords(t.app.services.database.db, now)).toEqual({
      loginRecords: 0,
      deletedAccountRecords: 0,
      withdrawalRecords: 0,
    });
  });
});
