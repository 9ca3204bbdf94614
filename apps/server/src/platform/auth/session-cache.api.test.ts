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
  // The admin routes change users through better-auth and drop cached sessions.
  const setRole = async (userId: string, role: 'analyst') => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/role`,
      headers: { cookie: adminCookie },
      payload: { role },
    });
    expect(response.statusCode).toBe(200);
  };
  const ban = async (userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/ban`,
      headers: { cookie: adminCookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  };

  it('shows a new role on the next request without signing in again', async () => {
    const cookie = await registerAndCookie(t.app, 'role-change@example.kr');
    const before = await me(cookie);
    expect(before.json()).toMatchObject({ role: 'user' });
    const userId = before.json().id as string;
    await setRole(userId, 'analyst');
    const after = await me(cookie);
    expect(after.json()).toMatchObject({ role: 'analyst' });
    // The web compares this header with the role its page data was loaded under.
    expect(after.headers['x-session-role']).toBe('analyst');
  });

  it("ends a banned user's session on the next request", async () => {
    const cookie = await registerAndCookie(t.app, 'banned@example.kr');
    const userId = (await me(cookie)).json().id as string;
    await ban(userId);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("refuses the admin plugin's endpoints over HTTP, even to an admin", async () => {
    const cookie = await registerAndCookie(t.app, 'self-promote@example.kr');
    const userId = (await me(cookie)).json().id as string;
    for (const [path, payload] of [
      ['set-role', { userId, role: 'super_admin' }],
      ['ban-user', { userId }],
      ['remove-user', { userId }],
      ['impersonate-user', { userId }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/admin/${path}`,
        headers: { cookie: adminCookie },
        payload,
      });
      expect(response.statusCode, path).toBe(404);
    }
    // Spellings a router might normalise to the same endpoint are refused too.
    for (const url of [
      '/api/auth/admin/list-users',
      '/api/auth/%61dmin/list-users',
      '/api/auth//admin/list-users',
    ]) {
      const list = await t.app.inject({ url, headers: { cookie: adminCookie } });
      expect(list.statusCode, url).toBe(404);
    }
    expect((await me(cookie)).json()).toMatchObject({ role: 'user' });
  });
});
