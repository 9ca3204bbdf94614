import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, signIn } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../db/schema/auth';
import { AUTH_RATE_LIMIT_MAX } from './rate-limits';

describe('login rate limit, bans and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With REDIS_URL set, the rate limit counts in Redis (shared by every server process).
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL });
  });
  afterAll(() => t.close());

  it(`refuses the attempt after ${AUTH_RATE_LIMIT_MAX} sign-ins for one e-mail with 429`, async () => {
    // A fresh address per run: Redis keeps counts between runs for the whole window.
    const email = `limit-${randomUUID()}@example.kr`;
    await registerAndCookie(t.app, email);
    for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i += 1) {
      const attempt = await signIn(t.app, email, 'Wrong!pass99');
      expect(attempt.statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'auth/too-many-requests', status: 429 });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address from the same client is counted separately.
    expect((await signIn(t.app, `other-${randomUUID()}@example.kr`)).statusCode).toBe(401);
  });

  it('answers a banned user with auth/user-disabled', async () => {
    await registerAndCookie(t.app, 'banned@example.kr');
    const { db } = t.app.services.database;
    await db.update(user).set({ banned: true }).where(eq(user.email, 'banned@example.kr'));
    const response = await signIn(t.app, 'banned@example.kr');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'auth/user-disabled' });
  });

  it('resets a password through the link in the dev outbox', async () => {
    await registerAndCookie(t.app, 'reset@example.kr');
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reset@example.kr', redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = outbox.json().mails[0];
    expect(mail.to).toBe('reset@example.kr');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'short' },
    });
    expect(weak.json()).toMatchObject({ code: 'auth/weak-password' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'New!secret2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, 'reset@example.kr')).statusCode).toBe(401);
    const signedIn = await signIn(t.app, 'reset@example.kr', 'New!secret2026');
    expect(signedIn.statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: cookieFrom(signedIn) },
    });
    const types = list.json().items.map((n: { type: string }) => n.type);
    expect(types).toContain('security');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Other!secret2026' },
    });
    expect(reused.json()).toMatchObject({ code: 'auth/invalid-reset-token' });
  });

  it('answers a reset request for an unknown address like any other (no enumeration)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.kr', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
  });
});
