import { Me } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  register,
  registerAndCookie,
  signIn,
  TEST_PASSWORD,
} from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('sign-up, sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, reads /api/me, signs out and is then unauthenticated', async () => {
    const cookie = await registerAndCookie(t.app, 'kim@example.kr');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = Me.parse(me.json());
    expect(body).toMatchObject({
      email: 'kim@example.kr',
      name: '홍길동',
      role: 'user',
      isAdmin: false,
    });
    const expiresInMinutes = (Date.parse(body.sessionExpiresAt) - Date.now()) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(470);
    expect(expiresInMinutes).toBeLessThanOrEqual(480);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated', status: 401 });
  });

  it('sets an httpOnly session cookie on sign-in', async () => {
    await registerAndCookie(t.app, 'lee@example.kr');
    const response = await signIn(t.app, 'lee@example.kr');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(response) },
    });
    expect(me.json()).toMatchObject({ email: 'lee@example.kr' });
  });

  it('rejects a weak password with the list of unmet conditions', async () => {
    const response = await register(t.app, { email: 'weak@example.kr', password: 'password1' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'auth/weak-password',
      params: { issues: ['noUppercase', 'noSpecial', 'forbiddenWord'] },
    });
  });

  it('rejects a one-character name', async () => {
    const response = await register(t.app, { email: 'short@example.kr', name: '김' });
    expect(response.json()).toMatchObject({ status: 400, code: 'auth/name-too-short' });
  });

  it('rejects a registration without privacy consent', async () => {
    const response = await register(t.app, { email: 'consent@example.kr', privacyConsent: false });
    expect(response.json()).toMatchObject({ status: 400, code: 'auth/privacy-consent-required' });
  });

  it('rejects an invalid e-mail address', async () => {
    const response = await register(t.app, { email: 'not-an-email' });
    expect(response.json()).toMatchObject({ status: 400, code: 'auth/invalid-email' });
  });

  it('rejects an unknown field and names it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: '홍길동',
        email: 'x@example.kr',
        password: TEST_PASSWORD,
        privacyConsent: true,
        role: 'admin',
      },
    });
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'validation_failed',
      params: { field: 'role' },
    });
  });

  it('rejects a second account with the same e-mail', async () => {
    await registerAndCookie(t.app, 'twice@example.kr');
    const response = await register(t.app, { email: 'TWICE@example.kr' });
    expect(response.json()).toMatchObject({ code: 'auth/email-already-in-use' });
    expect([409, 422]).toContain(response.statusCode);
  });

  it('answers a wrong password with auth/invalid-credential', async () => {
    await registerAndCookie(t.app, 'park@example.kr');
    const response = await signIn(t.app, 'park@example.kr', 'Wrong!pass99');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('stores the time of privacy consent', async () => {
    const cookie = await registerAndCookie(t.app, 'choi@example.kr');
    const me = Me.parse(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
    );
    const ctx = await t.app.services.auth.$context;
    const found = await ctx.internalAdapter.findUserById(me.id);
    expect(found && 'privacyConsentAt' in found ? found.privacyConsentAt : null).toBeInstanceOf(
      Date,
    );
  });
});
