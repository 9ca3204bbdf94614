import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, signIn } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

// Sessions are cached for a few seconds; these prove a change still shows on the very next request.
describe('cached sessions follow role, ban and sign-out changes at once', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_SEED: 'true' });
    adminCookie = cookieFrom(await signIn(t.app, 'admin@demo.local', DEMO_PASSWORD));
  });
  afterAll(() => t.close());

  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const adminCall = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/admin/${path}`,
      headers: { cookie: adminCookie },
      payload,
    });

  it('shows a new role on the next request without signing in again', async () => {
    const cookie = await registerAndCookie(t.app, 'role-change@example.kr');
    const before = await me(cookie);
    expect(before.json()).toMatchObject({ role: 'user' });
    const userId = before.json().id as string;
    expect((await adminCall('set-role', { userId, role: 'analyst' })).statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ role: 'analyst' });
  });

  it("ends a banned user's session on the next request", async () => {
    const cookie = await registerAndCookie(t.app, 'banned@example.kr');
    const userId = (await me(cookie)).json().id as string;
    expect((await adminCall('ban-user', { userId })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
