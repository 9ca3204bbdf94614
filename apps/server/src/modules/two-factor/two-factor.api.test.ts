import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/audit';
import { account, user } from '../../platform/db/schema/auth';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { totpNow } from '../../test/totp';

/** Each scenario signs in from its own address, so the per-IP limits do not interfere. */
let nextIp = 10;
const freshIp = () => `10.0.6.${nextIp++}`;

describe('two-factor: SMS enrolment, TOTP, backup codes and the second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  let testIp = freshIp();
  beforeEach(() => {
    testIp = freshIp();
  });

  const post = (url: string, payload: unknown, cookie?: string, ip = testIp) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
    });

  async function lastSms(): Promise<{ to: string; text: string }> {
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    return outbox.json().messages[0];
  }
  const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

  /** Sends the enrolment code from the SMS with the password that confirms the change. */
  const verifyPhone = (cookie: string, code: string, password = TEST_PASSWORD) =>
    post('/api/two-factor/phone/verify', { code, password }, cookie);

  async function enrolPhone(cookie: string, phone = '010-1234-5678') {
    const sent = await post('/api/two-factor/phone/send', { phoneNumber: phone }, cookie);
    expect(sent.statusCode).toBe(200);
    const verified = await verifyPhone(cookie, codeIn((await lastSms()).text));
    expect(verified.statusCode, verified.body).toBe(200);
    return cookieFrom(verified) || cookie;
  }

  /** Registers `email` with an authenticator app turned on; returns the app's otpauth URI. */
  async function withTotp(email: string) {
    const cookie = await registerAndCookie(t.app, email);
    const enabled = await post(
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD, method: 'totp' },
      cookie,
    );
    const uri = enabled.json().totpURI as string;
    await post('/api/auth/two-factor/verify-totp', { code: totpNow(uri) }, cookie);
    return uri;
  }

  /**
   * The password step of a sign-in, from an address of its own; `next` posts the second step
   * from the same browser and address.
   */
  async function firstStep(email: string) {
    const ip = freshIp();
    const response = await post(
      '/api/auth/sign-in/email',
      { email, password: TEST_PASSWORD },
      undefined,
      ip,
    );
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response);
    const next = (url: string, payload: unknown) => post(url, payload, cookie, ip);
    return { body: response.json(), next };
  }

  async function me(cookie: string) {
    return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  }

  const twoFactorStatus = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/two-factor/status', headers: { cookie } });

  it('refuses SMS enrolment for an account without a password (Google-only)', async () => {
    const cookie = await registerAndCookie(t.app, 'google-only@example.kr');
    const { db } = t.app.services.database;
    const [row] = await db.select().from(user).where(eq(user.email, 'google-only@example.kr'));
    await db.delete(account).where(eq(account.userId, row?.id ?? ''));
    await post('/api/two-factor/phone/send', { phoneNumber: '010-7777-8888' }, cookie);
    const response = await verifyPhone(cookie, codeIn((await lastSms()).text), 'x');
    expect(response.json()).toMatchObject({
      code: 'auth/operation-not-allowed',
      params: { reason: 'no-password' },
    });
    const status = await twoFactorStatus(cookie);
    expect(status.json()).toMatchObject({ hasPassword: false, enabled: false });
  });

  it('rejects numbers that are not Korean mobiles with the format help', async () => {
    const cookie = await registerAndCookie(t.app, 'phone-bad@example.kr');
    for (const phoneNumber of ['02-123-4567', '1234', '+1 415 555 0100']) {
      const response = await post('/api/two-factor/phone/send', { phoneNumber }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'auth/invalid-phone-number',
        params: { example: '010-1234-5678' },
      });
    }
  });

  it('requires exactly six digits for the code', async () => {
    const cookie = await registerAndCookie(t.app, 'format@example.kr');
    await post('/api/two-factor/phone/send', { phoneNumber: '01012345678' }, cookie);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await verifyPhone(cookie, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('auth/invalid-code-format');
    }
  });

  it('enrols a phone through the dev outbox and signs in with an SMS code', async () => {
    const email = 'sms@example.kr';
    let cookie = await registerAndCookie(t.app, email);
    const sent = await post('/api/two-factor/phone/send', { phoneNumber: '010 1234 5678' }, cookie);
    expect(sent.json()).toEqual({ sentTo: '010-****-5678', expiresInSeconds: 180 });
    const sms = await lastSms();
    expect(sms.to).toBe('+821012345678');
    const code = codeIn(sms.text);

    const wrongPassword = await verifyPhone(cookie, code, 'Not!thepass1');
    expect(wrongPassword.json().code).toBe('auth/wrong-password');

    const verified = await verifyPhone(cookie, code);
    expect(verified.statusCode).toBe(200);
    cookie = cookieFrom(verified);
    const status = await twoFactorStatus(cookie);
    expect(status.json()).toMatchObject({
      enabled: true,
      phoneVerified: true,
      phoneNumber: '010-****-5678',
      totp: false,
      methods: ['otp'],
      hasPassword: true,
    });

    const { db } = t.app.services.database;
    const [row] = await db.select().from(user).where(eq(user.email, email));
    const actions = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, row?.id ?? ''), eq(auditEvents.outcome, 'success')));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['phone.verified', 'two_factor.enabled']),
    );

    const step = await firstStep(email);
    expect(step.body).toMatchObject({ twoFactorRedirect: true });
    expect(step.body.twoFactorMethods).toContain('otp');
    expect((await step.next('/api/auth/two-factor/send-otp', {})).statusCode).toBe(200);
    const otp = codeIn((await lastSms()).text);
    const wrong = await step.next('/api/auth/two-factor/verify-otp', {
      code: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('auth/invalid-verification-code');
    const done = await step.next('/api/auth/two-factor/verify-otp', { code: otp });
    expect(done.statusCode).toBe(200);
    expect((await me(cookieFrom(done))).json().email).toBe(email);
  });

  it('answers too many wrong enrolment codes with too-many-requests', async () => {
    const cookie = await registerAndCookie(t.app, 'attempts@example.kr');
    await post('/api/two-factor/phone/send', { phoneNumber: '010-2222-3333' }, cookie);
    const real = codeIn((await lastSms()).text);
    const wrong = real === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await verifyPhone(cookie, wrong);
      expect(response.json().code).toBe('auth/invalid-verification-code');
    }
    const blocked = await verifyPhone(cookie, real);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth/too-many-requests');
  });

  it('says SMS is not set up when a TOTP-only user asks for a code', async () => {
    const email = 'nosms@example.kr';
    await withTotp(email);
    const step = await firstStep(email);
    const send = await step.next('/api/auth/two-factor/send-otp', {});
    expect(send.statusCode).toBe(400);
    expect(send.json().code).toBe('auth/sms-factor-not-enabled');
  });

  it('enables TOTP, signs in with an authenticator code and with a single-use backup code', async () => {
    const email = 'totp@example.kr';
    const cookie = await registerAndCookie(t.app, email);
    const wrongPassword = await post(
      '/api/auth/two-factor/enable',
      { password: 'Wrong!pass99', method: 'totp' },
      cookie,
    );
    expect(wrongPassword.json().code).toBe('auth/wrong-password');
    const enabled = await post(
      '/api/auth/two-factor/enable',
      { password: TEST_PASSWORD, method: 'totp' },
      cookie,
    );
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const confirmed = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpNow(totpURI) },
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Authenticator code.
    let step = await firstStep(email);
    expect(step.body.twoFactorMethods).toContain('totp');
    const done = await step.next('/api/auth/two-factor/verify-totp', {
      code: totpNow(totpURI),
      trustDevice: false,
    });
    expect(done.statusCode).toBe(200);
    expect((await me(cookieFrom(done))).json().email).toBe(email);

    // Backup code: works once.
    const backup = backupCodes[0] ?? '';
    step = await firstStep(email);
    const first = await step.next('/api/auth/two-factor/verify-backup-code', { code: backup });
    expect(first.statusCode).toBe(200);
    step = await firstStep(email);
    const again = await step.next('/api/auth/two-factor/verify-backup-code', { code: backup });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth/invalid-verification-code');
  });

  it('stops the second step after too many wrong codes', async () => {
    const email = 'lockout@example.kr';
    const uri = await withTotp(email);
    const step = await firstStep(email);
    const wrong = totpNow(uri, 5) === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await step.next('/api/auth/two-factor/verify-totp', { code: wrong });
      codes.push(response.json().code);
    }
    expect(codes[0]).toBe('auth/invalid-verification-code');
    expect(codes.at(-1)).toBe('auth/too-many-requests');
  });

  it('disables 2FA only with the password', async () => {
    const email = 'disable@example.kr';
    const cookie = await enrolPhone(await registerAndCookie(t.app, email), '010-5555-6666');
    const wrong = await post('/api/auth/two-factor/disable', { password: 'Wrong!pass99' }, cookie);
    expect(wrong.json().code).toBe('auth/wrong-password');
    const disabled = await post(
      '/api/auth/two-factor/disable',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(disabled.statusCode).toBe(200);
    const status = await twoFactorStatus(cookieFrom(disabled));
    expect(status.json()).toMatchObject({ enabled: false, methods: [] });
    const signedIn = await firstStep(email);
    expect(signedIn.body.twoFactorRedirect).toBeUndefined();
  });
});
