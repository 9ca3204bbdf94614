import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, signIn, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../db/schema/auth';

type App = TestApp['app'];

/** A POST from the browser holding `cookie`. */
const postWith = (app: App, cookie: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Marks the number +821012345678 verified for `email`, as a finished phone enrolment does. */
const giveVerifiedPhone = (app: App, email: string) =>
  app.services.database.db
    .update(user)
    .set({ phoneNumber: '+821012345678', phoneVerified: true })
    .where(eq(user.email, email));

/** Turns SMS two-factor on with the account's password. */
const enableSmsTwoFactor = (app: App, cookie: string) =>
  postWith(app, cookie, '/api/auth/two-factor/enable', { password: TEST_PASSWORD, method: 'otp' });

/** Signs `email` in with the password and asks for the second step's code by SMS. */
async function signInAndSendCode(app: App, email: string) {
  const challenge = cookieFrom(await signIn(app, email));
  return postWith(app, challenge, '/api/auth/two-factor/send-otp', {});
}

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
    await giveVerifiedPhone(t.app, email);
    const enable = await enableSmsTwoFactor(t.app, cookie);
    expect(enable.statusCode).toBe(200);
    expect((await events('two_factor.enabled')).some((e) => e.actorEmail === email)).toBe(true);

    const first = await signIn(t.app, email);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
    const challenge = cookieFrom(first);
    expect((await events('sign_in.success')).some((e) => e.actorEmail === email)).toBe(false);

    const send = await postWith(t.app, challenge, '/api/auth/two-factor/send-otp', {});
    expect(send.statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/api/dev/sms-outbox' });
    const [sms] = outbox.json().messages as { to: string; text: string }[];
    expect(sms?.to).toBe('+821012345678');
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0];

    const wrong = await postWith(t.app, challenge, '/api/auth/two-factor/verify-otp', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'auth/invalid-verification-code' });

    const verify = await postWith(t.app, challenge, '/api/auth/two-factor/verify-otp', { code });
    expect(verify.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: cookieFrom(verify) } });
    expect(me.json()).toMatchObject({ email });
    expect((await events('sign_in.success')).find((e) => e.actorEmail === email)).toMatchObject({
      detail: { method: 'otp' },
    });
  });

  it('refuses to send a code to a user without a verified phone', async () => {
    const email = 'no-phone@example.kr';
    await enableSmsTwoFactor(t.app, await registerAndCookie(t.app, email));
    const send = await signInAndSendCode(t.app, email);
    expect(send.json()).toMatchObject({ code: 'auth/sms-factor-not-enabled' });
  });

  it('answers a wrong password on enabling two-factor with auth/wrong-password', async () => {
    const cookie = await registerAndCookie(t.app, 'reauth@example.kr');
    const response = await postWith(t.app, cookie, '/api/auth/two-factor/enable', {
      password: 'Wrong!pass2026',
      method: 'totp',
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
    await giveVerifiedPhone(t.app, email);
    await enableSmsTwoFactor(t.app, cookie);
    const send = await signInAndSendCode(t.app, email);
    expect(send.statusCode).toBe(502);
    expect(send.json()).toMatchObject({ code: 'auth/sms-send-failed' });
  });
});
