import type { AuditEvent } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { type FakeOidc, type FakeOidcProfile, startFakeOidc } from '../../test/fake-oidc';
import { createTestApp, type TestApp } from '../../test/test-app';
import { totpNow } from '../../test/totp';
import { user } from '../db/schema/auth';
import type { App } from '../http/app-type';
import { ACCOUNT_FAILURE_MAX } from './throttle';

const UA = 'GoogleFlowTest/1.0';
const IP = '10.2.0.7';

type Answer = Awaited<ReturnType<App['inject']>>;

/**
 * The cookies a browser keeps after these answers, in order: the last Set-Cookie of a name wins
 * and an emptied or expired one is dropped (cookieFrom replays every header, stale ones too).
 */
function browserCookies(...answers: Answer[]): string {
  const jar = new Map<string, string>();
  for (const answer of answers) {
    const raw = answer.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Google sign-in through the real OAuth code flow (issue 6 item 4, platform.md §8.4): the server
 * discovers a local fake OpenID provider, redirects with state and a PKCE challenge, exchanges
 * the code, verifies the id_token against the provider's JWKS and signs the user in.
 */
describe('Google sign-in against a local OpenID provider', () => {
  let idp: FakeOidc;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startFakeOidc();
    t = await createTestApp({
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /**
   * Start → provider → callback, as the browser would; returns the callback's answer. `cookie`
   * is what the browser already holds for the site (e.g. a trusted-device cookie).
   */
  async function signInWithGoogle(
    profile: FakeOidcProfile,
    { callbackURL = '/dashboard', ip = IP, cookie = '' } = {},
  ) {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL, errorCallbackURL: '/login' },
      headers: { 'user-agent': UA },
      remoteAddress: ip,
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url as string);
    expect(authorizeUrl.origin).toBe(idp.issuer);
    idp.signInAs(profile);
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/auth/callback/google');
    return t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: [cookieFrom(start), cookie].filter(Boolean).join('; '), 'user-agent': UA },
      remoteAddress: ip,
    });
  }

  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

  /** A password account whose e-mail an admin has approved, so Google may link to it. */
  async function approvedAccount(email: string) {
    const cookie = await registerAndCookie(t.app, email);
    await t.app.services.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, email));
    return cookie;
  }
  const signIns = async (email: string, action: string): Promise<AuditEvent[]> =>
    (await t.app.services.audit.list({ action }, { page: 1, pageSize: 100 })).items.filter(
      (e) => e.targetEmail === email,
    );

  it('tells the web that Google sign-in is offered', async () => {
    const meta = await t.app.inject({ url: '/api/meta' });
    expect(meta.json()).toMatchObject({ googleSignIn: true });
  });

  it('creates a new user on the first Google sign-in, with state and PKCE checked', async () => {
    const profile = {
      sub: 'google-100001',
      email: 'new.google@example.kr',
      emailVerified: true,
      name: '김구글',
    };
    const callback = await signInWithGoogle(profile);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');

    const authorize = idp.log.authorize.at(-1);
    expect(authorize?.get('code_challenge_method')).toBe('S256');
    expect(authorize?.get('state')).toBeTruthy();
    expect(authorize?.get('nonce')).toBeTruthy();
    expect(authorize?.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(idp.log.token.at(-1)).toMatchObject({
      clientAuthenticated: true,
      verifierMatched: true,
    });

    const session = await me(cookieFrom(callback));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ email: profile.email, name: '김구글', role: 'user' });

    const [row] = await signIns(profile.email, 'sign_in.success');
    expect(row).toMatchObject({
      outcome: 'success',
      actorEmail: profile.email,
      targetId: session.json().id,
      ip: IP,
      userAgent: UA,
      detail: expect.objectContaining({ method: 'oauth', provider: 'google' }),
    });
  });

  it('signs the same Google account in again as the existing user', async () => {
    const profile = {
      sub: 'google-100002',
      email: 'again.google@example.kr',
      emailVerified: true,
      name: '이구글',
    };
    const first = await me(cookieFrom(await signInWithGoogle(profile)));
    const second = await me(cookieFrom(await signInWithGoogle(profile)));
    expect(second.json().id).toBe(first.json().id);
    expect(await signIns(profile.email, 'sign_in.success')).toHaveLength(2);
  });

  it('links Google to an approved password account when Google has verified the e-mail', async () => {
    const email = 'has.password@example.kr';
    // An admin's e-mail approval is what marks the local address as the owner's.
    const existing = await me(await approvedAccount(email));
    const callback = await signInWithGoogle({
      sub: 'google-100003',
      email,
      emailVerified: true,
      name: '박기존',
    });
    expect(callback.headers.location).toBe('/dashboard');
    const session = await me(cookieFrom(callback));
    expect(session.json()).toMatchObject({ id: existing.json().id, email });
  });

  it('refuses to link a password account whose e-mail nobody has approved', async () => {
    const email = 'unverified.clash@example.kr';
    await registerAndCookie(t.app, email);
    const callback = await signInWithGoogle({
      sub: 'google-100004',
      email,
      emailVerified: true,
      name: '최미승인',
    });
    expect(callback.statusCode).toBe(302);
    const location = new URL(callback.headers.location as string, 'http://app.local');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect(cookieFrom(callback)).not.toMatch(/session_token=[^;]/);
    const failures = await t.app.services.audit.list(
      { action: 'sign_in.failure' },
      { page: 1, pageSize: 100 },
    );
    expect(failures.items.at(0)).toMatchObject({
      outcome: 'failure',
      ip: IP,
      userAgent: UA,
      detail: expect.objectContaining({
        method: 'oauth',
        provider: 'google',
        code: 'account_not_linked',
      }),
    });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    idp.signInAs({
      sub: 'google-100005',
      email: 'forged@example.kr',
      emailVerified: true,
      name: '위조',
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    });
    const atProvider = await fetch(new URL(start.json().url as string), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    // Same code and state, but without the browser's state cookie (another browser).
    const callback = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/error=/);
    expect(cookieFrom(callback)).not.toMatch(/session_token=[^;]/);
  });

  describe('second step for accounts with two-factor (platform.md §8.3)', () => {
    let nextIp = 20;
    /** Each scenario from its own address, so the per-IP throttle does not mix them. */
    const freshIp = () => `10.2.1.${nextIp++}`;
    const post = (url: string, payload: Record<string, unknown>, cookie: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, 'user-agent': UA },
        remoteAddress: ip,
      });
    /** An authenticator code, confirming the app's set-up or finishing a sign-in. */
    const verifyTotp = (
      payload: { code: string; trustDevice?: boolean },
      cookie: string,
      ip: string,
    ) => post('/api/auth/two-factor/verify-totp', payload, cookie, ip);
    const googleProfile = (email: string, sub: string) => ({
      sub,
      email,
      emailVerified: true,
      name: '이중인증',
    });
    /** A code that is none of the authenticator's currently accepted ones. */
    const wrongCode = (uri: string) =>
      ['000000', '111111', '222222'].find(
        (code) => ![-1, 0, 1].some((step) => totpNow(uri, step) === code),
      ) ?? '333333';

    /** An approved password account (so Google links to it) with an authenticator app on. */
    async function twoFactorAccount(email: string) {
      const ip = freshIp();
      const cookie = await approvedAccount(email);
      const enabled = await post(
        '/api/auth/two-factor/enable',
        { password: TEST_PASSWORD, method: 'totp' },
        cookie,
        ip,
      );
      expect(enabled.statusCode, enabled.body).toBe(200);
      const { totpURI, backupCodes } = enabled.json() as {
        totpURI: string;
        backupCodes: string[];
      };
      const confirmed = await verifyTotp({ code: totpNow(totpURI) }, cookie, ip);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return { totpURI, backupCodes };
    }

    /** Google's callback for a two-factor user: the login page's second step, no session. */
    async function toSecondStep(profile: FakeOidcProfile, ip: string, callbackURL = '/dashboard') {
      const callback = await signInWithGoogle(profile, { ip, callbackURL });
      expect(callback.statusCode).toBe(302);
      const location = new URL(callback.headers.location as string, 'http://app.local');
      expect(location.pathname).toBe('/login');
      const held = browserCookies(callback);
      expect(held).not.toMatch(/session_token=/);
      expect(held).toMatch(/two_factor=/);
      return { callback, location, held };
    }

    it('gives no session from the callback and finishes with an authenticator code', async () => {
      const email = 'totp.google@example.kr';
      const { totpURI } = await twoFactorAccount(email);
      const before = (await signIns(email, 'sign_in.success')).length;
      const ip = freshIp();
      const profile = googleProfile(email, 'google-200001');
      const { callback, location, held } = await toSecondStep(profile, ip, '/admin?tab=users');
      expect(location.searchParams.get('twoFactor')?.split(',').sort()).toEqual(['otp', 'totp']);
      expect(location.searchParams.get('next')).toBe('/admin?tab=users');
      // Even replaying every Set-Cookie of the callback gets no session.
      expect((await me(cookieFrom(callback))).statusCode).toBe(401);
      expect(await signIns(email, 'sign_in.success')).toHaveLength(before);
      expect(await signIns(email, 'sign_in.failure')).toHaveLength(0);

      const done = await verifyTotp({ code: totpNow(totpURI) }, held, ip);
      expect(done.statusCode, done.body).toBe(200);
      const session = await me(browserCookies(callback, done));
      expect(session.json()).toMatchObject({ email });
      const [row] = await signIns(email, 'sign_in.success');
      expect(row).toMatchObject({
        targetId: session.json().id,
        ip,
        userAgent: UA,
        detail: expect.objectContaining({ method: 'totp' }),
      });
    });

    it('finishes a Google sign-in with a backup code, which then is spent', async () => {
      const email = 'backup.google@example.kr';
      const { backupCodes } = await twoFactorAccount(email);
      const profile = googleProfile(email, 'google-200002');
      const code = backupCodes[0] ?? '';
      let ip = freshIp();
      let step = await toSecondStep(profile, ip);
      const done = await post('/api/auth/two-factor/verify-backup-code', { code }, step.held, ip);
      expect(done.statusCode, done.body).toBe(200);
      expect((await me(browserCookies(step.callback, done))).json()).toMatchObject({ email });

      ip = freshIp();
      step = await toSecondStep(profile, ip);
      const again = await post('/api/auth/two-factor/verify-backup-code', { code }, step.held, ip);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('auth/invalid-verification-code');
    });

    it('finishes a Google sign-in with an SMS code', async () => {
      const email = 'sms.google@example.kr';
      const ip = freshIp();
      const cookie = await approvedAccount(email);
      const lastSmsCode = async () => {
        const outbox = await t.app.inject({ url: '/api/dev/sms-outbox' });
        return /(\d{6})/.exec(outbox.json().messages[0].text)?.[1] ?? '';
      };
      await post('/api/two-factor/phone/send', { phoneNumber: '010-3456-7890' }, cookie, ip);
      const enrolled = await post(
        '/api/two-factor/phone/verify',
        { code: await lastSmsCode(), password: TEST_PASSWORD },
        cookie,
        ip,
      );
      expect(enrolled.statusCode, enrolled.body).toBe(200);

      const { location, held, callback } = await toSecondStep(
        googleProfile(email, 'google-200003'),
        ip,
      );
      expect(location.searchParams.get('twoFactor')).toBe('otp');
      const sent = await post('/api/auth/two-factor/send-otp', {}, held, ip);
      expect(sent.statusCode, sent.body).toBe(200);
      const done = await post(
        '/api/auth/two-factor/verify-otp',
        { code: await lastSmsCode() },
        held,
        ip,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect((await me(browserCookies(callback, done))).json()).toMatchObject({ email });
    });

    it('refuses a wrong code, audits it and counts it, then locks Google sign-in as well', async () => {
      const email = 'wrong.google@example.kr';
      const { totpURI } = await twoFactorAccount(email);
      const profile = googleProfile(email, 'google-200004');
      const ip = freshIp();
      const { held } = await toSecondStep(profile, ip);
      const wrong = wrongCode(totpURI);
      const first = await verifyTotp({ code: wrong }, held, ip);
      expect(first.statusCode).toBe(401);
      expect(first.json().code).toBe('auth/invalid-verification-code');
      expect(browserCookies(first)).not.toMatch(/session_token=/);
      const [failure] = await signIns(email, 'two_factor.challenge_failed');
      expect(failure).toMatchObject({
        outcome: 'failure',
        targetEmail: email,
        ip,
        userAgent: UA,
        detail: expect.objectContaining({ method: 'totp', code: 'INVALID_CODE' }),
      });

      // The failures count per account, as after a password: the fifth locks the account.
      for (let i = 1; i < ACCOUNT_FAILURE_MAX; i += 1) {
        await verifyTotp({ code: wrong }, held, ip);
      }
      const failures = await signIns(email, 'two_factor.challenge_failed');
      expect(failures).toHaveLength(ACCOUNT_FAILURE_MAX);
      expect(failures[0]?.detail).toMatchObject({ locked: ['account'] });

      // Locked: no new challenge through Google (from another address), nor by password.
      const otherIp = freshIp();
      const locked = await signInWithGoogle(profile, { ip: otherIp });
      expect(locked.statusCode).toBe(302);
      const back = new URL(locked.headers.location as string, 'http://app.local');
      expect(back.pathname).toBe('/login');
      expect(back.searchParams.get('error')).toBe('too_many_requests');
      expect(back.searchParams.get('next')).toBe('/dashboard');
      expect(browserCookies(locked)).not.toMatch(/session_token=|two_factor=/);
      const [hit] = await signIns(email, 'rate_limit.hit');
      expect(hit).toMatchObject({
        ip: otherIp,
        detail: expect.objectContaining({
          path: '/api/auth/callback/google',
          limit: 'account-lockout',
        }),
      });
      const password = await post(
        '/api/auth/sign-in/email',
        { email, password: TEST_PASSWORD },
        '',
        freshIp(),
      );
      expect(password.statusCode).toBe(429);
    });

    it('keeps Google in one step on a trusted device and after two-factor is turned off', async () => {
      const email = 'trusted.google@example.kr';
      const { totpURI } = await twoFactorAccount(email);
      const profile = googleProfile(email, 'google-200005');
      const ip = freshIp();
      const { held, callback } = await toSecondStep(profile, ip);
      const done = await verifyTotp({ code: totpNow(totpURI), trustDevice: true }, held, ip);
      expect(done.statusCode, done.body).toBe(200);
      const browser = browserCookies(callback, done);
      expect(browser).toMatch(/trust_device=/);

      const trusted = await signInWithGoogle(profile, { ip, cookie: browser });
      expect(trusted.headers.location).toBe('/dashboard');
      const session = browserCookies(callback, done, trusted);
      expect((await me(session)).json()).toMatchObject({ email });

      const off = await post(
        '/api/auth/two-factor/disable',
        { password: TEST_PASSWORD },
        session,
        ip,
      );
      expect(off.statusCode, off.body).toBe(200);
      const oneStep = await signInWithGoogle(profile, { ip: freshIp() });
      expect(oneStep.headers.location).toBe('/dashboard');
      expect((await me(browserCookies(oneStep))).json()).toMatchObject({ email });
    });

    it('refuses a sign-in with a bare Google id_token, which would skip the second step', async () => {
      const email = 'idtoken.google@example.kr';
      await twoFactorAccount(email);
      const token = idp.idTokenFor(googleProfile(email, 'google-200006'));
      const response = await post(
        '/api/auth/sign-in/social',
        { provider: 'google', idToken: { token } },
        '',
        freshIp(),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth/operation-not-allowed' });
      expect(browserCookies(response)).not.toMatch(/session_token=/);
    });
  });
});

describe('without Google configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
  });
  afterAll(() => t.close());

  it('tells the web there is no Google sign-in and refuses to start one', async () => {
    expect((await t.app.inject({ url: '/api/meta' })).json()).toMatchObject({
      googleSignIn: false,
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
    expect(start.json().code).toBe('auth/operation-not-allowed');
  });
});
