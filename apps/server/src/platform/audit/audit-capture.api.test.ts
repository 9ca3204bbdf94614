import { randomUUID } from 'node:crypto';
import type { AuditEvent } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMIT_MAX } from '../auth/rate-limits';
import { user } from '../db/schema/auth';

const UA = 'CaptureTest/2.0 (X11; Linux)';

// Issue 6 §7: every security event is a row with actor, target, IP, user agent, time, outcome.
describe('security events in audit_events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fresh = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.kr`;

  const rowsFor = async (email: string, action?: string): Promise<AuditEvent[]> =>
    (await t.app.services.audit.list({ action }, { page: 1, pageSize: 100 })).items.filter(
      (e) => e.actorEmail === email || e.targetEmail === email,
    );

  const post = (url: string, payload: object, opts: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: opts.ip ?? '10.1.0.1',
      headers: { 'user-agent': UA, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    });

  const userId = async (email: string) => {
    const [row] = await t.app.services.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email));
    return row?.id ?? '';
  };

  it('records a successful sign-in with actor, target, IP, user agent and time', async () => {
    const email = fresh('ok');
    await registerAndCookie(t.app, email);
    const before = Date.now();
    const response = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsFor(email, 'sign_in.success');
    const id = await userId(email);
    expect(row).toMatchObject({
      outcome: 'success',
      actorId: id,
      actorEmail: email,
      targetId: id,
      targetEmail: email,
      ip: '10.1.0.1',
      userAgent: UA,
      detail: { method: 'password' },
    });
    expect(Date.parse(row?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a wrong password and an unknown e-mail as failed sign-ins', async () => {
    const email = fresh('wrong');
    await registerAndCookie(t.app, email);
    const wrong = await post(
      '/api/auth/sign-in/email',
      { email, password: 'Wrong!pass2026' },
      { ip: '10.1.0.2' },
    );
    expect(wrong.json()).toMatchObject({ code: 'auth/invalid-credential' });
    expect(await rowsFor(email, 'sign_in.failure')).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        actorEmail: email,
        targetEmail: email,
        ip: '10.1.0.2',
        userAgent: UA,
        detail: expect.objectContaining({ code: 'INVALID_EMAIL_OR_PASSWORD', method: 'password' }),
      }),
    ]);

    const nobody = fresh('nobody');
    const unknown = await post(
      '/api/auth/sign-in/email',
      { email: nobody, password: TEST_PASSWORD },
      { ip: '10.1.0.3' },
    );
    expect(unknown.json()).toMatchObject({ code: 'auth/invalid-credential' });
    expect(await rowsFor(nobody, 'sign_in.failure')).toEqual([
      expect.objectContaining({
        outcome: 'failure',
        actorId: null,
        actorEmail: nobody,
        ip: '10.1.0.3',
        userAgent: UA,
      }),
    ]);
  });

  it('records sign-out, password change and two-factor on and off against the user', async () => {
    const email = fresh('account');
    const cookie = await registerAndCookie(t.app, email);
    const id = await userId(email);
    const newPassword = 'Bus!route2027';
    expect(
      (
        await post(
          '/api/auth/change-password',
          { currentPassword: TEST_PASSWORD, newPassword },
          { cookie },
        )
      ).statusCode,
    ).toBe(200);
    const enable = await post(
      '/api/auth/two-factor/enable',
      { password: newPassword, method: 'totp' },
      { cookie },
    );
    expect(enable.statusCode).toBe(200);
    const disable = await post(
      '/api/auth/two-factor/disable',
      { password: newPassword },
      { cookie },
    );
    expect(disable.statusCode).toBe(200);
    // Disabling two-factor hands out a new session cookie.
    const latest = cookieFrom(disable) || cookieFrom(enable) || cookie;
    expect((await post('/api/auth/sign-out', {}, { cookie: latest })).statusCode).toBe(200);

    const rows = await rowsFor(email);
    for (const action of [
      'password.changed',
      'two_factor.enabled',
      'two_factor.disabled',
      'sign_out',
    ]) {
      expect(
        rows.find((e) => e.action === action),
        action,
      ).toMatchObject({
        outcome: 'success',
        actorId: id,
        targetId: id,
        ip: '10.1.0.1',
        userAgent: UA,
      });
    }
  });

  it('records a password reset through the mailed link', async () => {
    const email = fresh('reset');
    await registerAndCookie(t.app, email);
    await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const outbox = await t.app.inject({ url: '/api/dev/outbox' });
    const mail = (outbox.json().mails as { to: string; text: string }[]).find(
      (m) => m.to === email,
    );
    const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'Bus!route2028' });
    expect(reset.statusCode).toBe(200);
    const [row] = await rowsFor(email, 'password.reset');
    expect(row).toMatchObject({ outcome: 'success', ip: '10.1.0.1', userAgent: UA });
  });

  it('records a wrong second-step code against the user who passed the first step', async () => {
    const email = fresh('otp');
    const cookie = await registerAndCookie(t.app, email);
    await t.app.services.database.db
      .update(user)
      .set({ phoneNumber: '+821055556666', phoneVerified: true })
      .where(eq(user.email, email));
    await post(
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD, method: 'otp' },
      { cookie },
    );
    const first = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    const challenge = cookieFrom(first);
    await post('/api/auth/two-factor/send-otp', {}, { cookie: challenge });
    const outbox = await t.app.inject({ url: '/api/dev/sms-outbox' });
    const sms = (outbox.json().messages as { to: string; text: string }[]).find(
      (m) => m.to === '+821055556666',
    );
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0];
    const wrong = await post(
      '/api/auth/two-factor/verify-otp',
      { code: code === '000000' ? '111111' : '000000' },
      { cookie: challenge },
    );
    expect(wrong.json()).toMatchObject({ code: 'auth/invalid-verification-code' });
    const [row] = await rowsFor(email, 'two_factor.challenge_failed');
    expect(row).toMatchObject({
      outcome: 'failure',
      actorId: await userId(email),
      actorEmail: email,
      ip: '10.1.0.1',
      userAgent: UA,
      detail: expect.objectContaining({ code: 'INVALID_CODE', method: 'otp' }),
    });
  });

  it('records a request-rate 429 on an auth path as rate_limit.hit', async () => {
    const email = fresh('flood');
    for (let i = 0; i <= AUTH_RATE_LIMIT_MAX; i += 1) {
      await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    }
    const refused = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(refused.statusCode).toBe(429);
    const [row] = await rowsFor(email, 'rate_limit.hit');
    expect(row).toMatchObject({
      outcome: 'failure',
      actorEmail: email,
      ip: '10.1.0.1',
      userAgent: UA,
      detail: { path: '/api/auth/request-password-reset', limit: 'request-rate' },
    });
  });

  // Google sign-ins (callback/:id) are recorded as sign_in.success / sign_in.failure with
  // method 'oauth' and provider 'google': proven through the real OAuth flow against a local
  // OpenID provider in platform/auth/google.api.test.ts.
});
