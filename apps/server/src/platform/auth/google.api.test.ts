import type { AuditEvent } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie } from '../../test/auth-client';
import { type FakeOidc, type FakeOidcProfile, startFakeOidc } from '../../test/fake-oidc';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../db/schema/auth';

const UA = 'GoogleFlowTest/1.0';
const IP = '10.2.0.7';

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

  /** Start → provider → callback, as the browser would; returns the callback's answer. */
  async function signInWithGoogle(profile: FakeOidcProfile, callbackURL = '/dashboard') {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL, errorCallbackURL: '/login' },
      headers: { 'user-agent': UA },
      remoteAddress: IP,
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
      headers: { cookie: cookieFrom(start), 'user-agent': UA },
      remoteAddress: IP,
    });
  }

  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
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
    const existing = await me(await registerAndCookie(t.app, email));
    // An admin's e-mail approval is what marks the local address as the owner's.
    await t.app.services.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, email));
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
