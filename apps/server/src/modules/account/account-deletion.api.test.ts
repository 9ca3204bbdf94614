import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/audit';
import { account, session, user } from '../../platform/db/schema/auth';
import { companies } from '../../platform/db/schema/financial-data';
import { notifications } from '../../platform/db/schema/notifications';
import { pageViews } from '../../platform/db/schema/page-views';
import { cookieFrom, register, signIn, TEST_PASSWORD } from '../../test/auth-client';
import type { TestApp } from '../../test/test-app';
import { membershipRepo } from '../organisations/membership';
import { call, createAccountTestApp } from './test-support';

// docs/user-guide/account-deletion.md promises what goes at once and what stays; this checks it.
let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
}, 120_000);
afterAll(async () => t?.close());

const db = () => t.app.services.database.db;

describe('deleting an account handles the data as the user guide says', () => {
  it('removes the account, its sessions and notifications; keeps work records and statistics', async () => {
    const email = 'withdraw@account.test';
    expect((await register(t.app, { email })).statusCode).toBe(200);
    const cookie = cookieFrom(await signIn(t.app, email));
    const [row] = await db().select().from(user).where(eq(user.email, email));
    const id = row?.id ?? '';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      headers: { cookie },
      payload: {
        title: '정산',
        message: '3월 정산',
        type: 'info',
        category: 'system',
        priority: 'low',
      },
    });
    expect(sent.statusCode).toBe(201);
    const viewed = await t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { cookie },
      payload: { path: '/account-settings', sessionId: 'tab-withdraw-1' },
    });
    expect(viewed.statusCode).toBeLessThan(300);
    const organisationId = await membershipRepo(db()).ensureOrganisation(
      '탈퇴 테스트 조직',
      'operator',
    );
    const [company] = await db()
      .insert(companies)
      .values({ name: '탈퇴 테스트 운수(주)', createdBy: id, organisationId })
      .returning();

    const deleted = await call(t.app, cookie, 'DELETE', '', {
      confirmation: '계정 삭제',
      password: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);

    // Deleted at once: the account, its password and sessions, its notifications.
    expect(await db().select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect(await db().select().from(account).where(eq(account.userId, id))).toHaveLength(0);
    expect(await db().select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    expect(
      await db().select().from(notifications).where(eq(notifications.userId, id)),
    ).toHaveLength(0);
    // Kept: the company, without its author; the page view, no longer linked to anyone.
    const [kept] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, company?.id ?? ''));
    expect(kept).toMatchObject({ name: '탈퇴 테스트 운수(주)', createdBy: null });
    const views = await db()
      .select()
      .from(pageViews)
      .where(eq(pageViews.sessionId, 'tab-withdraw-1'));
    expect(views).toHaveLength(1);
    expect(views[0]?.userId).toBeNull();
    // Kept with the e-mail: the sign-in record and the deletion record.
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetEmail, email));
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['sign_in.success', 'account.deleted']),
    );
    // And the account cannot sign in any more.
    expect((await signIn(t.app, email)).statusCode).not.toBe(200);
  });
});
