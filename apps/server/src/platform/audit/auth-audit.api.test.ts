import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, signIn, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../db/schema/auth';

// The foundation of the audit trail and the SMS second step (issue 6); the packages that own
// them extend these checks.
describe('auth events reach audit_events and the SMS second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const events = async (action: string) =>
    (await t.app.services.audit.list({ action }, { page: 1, pageSize: 50 })).items;

  it('records a failed and a successful sign-in with IP and user agent', async () => {
    await registerAndCookie(t.app, 'audited@example.kr');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': 'AuditTest/1.0' },
      payload: { email: 'audited@example.kr', password: 'Wrong!pass2026' },
    });
    expect((await signIn(t.app, 'audited@example.kr')).statusCode).toBe(200);
    const [failure] = (await events('sign_in.failure')).filter(
      (e) => e.actorEmail === 'audited@example.kr',
    );
    expect(failure).toMatchObject({
      outcome: 'failure',
      ip: '127.0.0.1',
      userAgent: 'AuditTest/1.0',
      detail: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    const success = (await events('sign_in.success')).find(
      (e) => e.actorEmail === 'audited@example.kr',
    );
    expect(success).toMatchObject({ outcome: 'success', detail: { method: 'password' } });
    const [row] = await t.app.services.database.db
      .select({ lastLoginAt: user.lastLoginAt })
      .from(user)
      .where(eq(user.email, 'audited@example.kr'));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('asks for the second step and signs in with the code sent by SMS', async () => {
    const email = 'sms-2fa@example.kr';
    const cookie = await registerAndCookie(t.app, email);
    await t.app.services.database.db
      .update(user)
      .set({ phoneNumber: '+821012345678', phoneVerified: true })
      .where(eq(user.email, email));
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { password: TEST_PASSWORD, method: 'otp' },
    });
    expect(enable.statusCode).toBe(200);
    expect((await events('two_factor.enabled')).some((e) => e.actorEmail === email)).toBe(true);

    const first = await signIn(t.app, email);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
    const challenge = cookieFrom(first);
    expect((await events('sign_in.success')).some((e) => e.actorEmail === email)).toBe(false);

    const send = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/send-otp',
      headers: { cookie: challenge },
      payload: {},
    });
    expect(send.statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/api/dev/sms-outbox' });
    const [sms] = outbox.json().messages as { to: string; text: string }[];
    expect(sms?.to).toBe('+821012345678');
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0];

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-otp',
      headers: { cookie: challenge },
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toMatchObject({ code: 'auth/invalid-verification-code' });

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-otp',
      headers: { cookie: challenge },
      payload: { code },
    });
    expect(verify.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: cookieFrom(verify) } });
    expect(me.json()).toMatchObject({ email });
    expect((await events('sign_in.success')).find((e) => e.actorEmail === email)).toMatchObject({
      detail: { method: 'otp' },
    });
  });

  it('refuses to send a code to a user without a verified phone', async () => {
    const email = 'no-phone@example.kr';
    const cookie = await registerAndCookie(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { password: TEST_PASSWORD, method: 'otp' },
    });
    const challenge = cookieFrom(await signIn(t.app, email));
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/send-otp',
      headers: { cookie: challenge },
      payload: {},
    });
    expect(send.json()).toMatchObject({ code: 'auth/sms-factor-not-enabled' });
  });

  it('answers a wrong password on enabling two-factor with auth/wrong-password', async () => {
    const cookie = await registerAndCookie(t.app, 'reauth@example.kr');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { password: 'Wrong!pass2026', method: 'totp' },
    });
    expect(response.json()).toMatchObject({ code: 'auth/wrong-password' });
  });
});

describe('a second-step SMS the provider refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_API_URL: 'http://127.0.0.1:9/unreachable',
      SMS_API_KEY: 'key',
      SMS_SENDER: '0212345678',
    });
  });
  afterAll(() => t.close());

  it('answers auth/sms-send-failed', async () => {
    const email = 'sms-down@example.kr';
    const cookie = await registerAndCookie(t.app, email);
    await t.app.services.database.db
      .update(user)
      .set({ phoneNumber: '+821012345678', phoneVerified: true })
      .where(eq(user.email, email));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie },
      payload: { password: TEST_PASSWORD, method: 'otp' },
    });
    const challenge = cookieFrom(await signIn(t.app, email));
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/send-otp',
      headers: { cookie: challenge },
      payload: {},
    });
    expect(send.statusCode).toBe(502);
    expect(send.json()).toMatchObject({ code: 'auth/sms-send-failed' });
  });
});
