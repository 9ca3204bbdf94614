import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../platform/db/schema/page-views';
import { registerAndCookie } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/page-views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const record = (sessionId: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: cookie ? { cookie } : {},
      payload: { path: '/dashboard', sessionId, title: '대시보드' },
    });

  it('records an anonymous view without a user', async () => {
    expect((await record('anon-session-1')).statusCode).toBe(204);
    const rows = await t.app.services.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.sessionId, 'anon-session-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, path: '/dashboard', title: '대시보드' });
  });

  it('stores the user of the session when signed in', async () => {
    const cookie = await registerAndCookie(t.app, 'viewer@example.kr');
    expect((await record('user-session-1', cookie)).statusCode).toBe(204);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    const rows = await t.app.services.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.sessionId, 'user-session-1'));
    expect(rows[0]?.userId).toBe(me.id);
  });
});
