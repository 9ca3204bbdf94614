import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, formFields, multipart } from '../../modules/financial-data/test-support';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { connect, opened } from '../../test/ws-client';
import { user } from '../db/schema/auth';

// Issue 14 §7: PUBLIC_URL http://127.0.0.1:3000; a page on port 9999 of the same host is same-site
// but another origin, and must not act with the visitor's cookie.
const PUBLIC = 'http://127.0.0.1:3000';
const PARTNER = 'https://partner.example.kr';
const OTHER_PORT = 'http://127.0.0.1:9999';

describe('origin check on state-changing requests', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: PUBLIC, TRUSTED_ORIGINS: PARTNER });
    admin = await cookieWithRole(t.app, 'admin@origin.test', 'admin');
  });
  afterAll(() => t.close());

  const memberId = async (email: string) => {
    const cookie = await registerAndCookie(t.app, email);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    return (me.json() as { id: string }).id;
  };
  const approve = (id: string, headers: Record<string, string | undefined>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/email-approval`,
      headers: { cookie: admin, ...headers },
    });
  const approved = async (id: string) => {
    const [row] = await t.app.services.database.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, id));
    return row?.emailVerified;
  };

  it("refuses a signed-in admin's action from a same-site page on another port", async () => {
    const id = await memberId('other-port@origin.test');
    const response = await approve(id, { origin: OTHER_PORT });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'http/origin-forbidden' });
    expect(await approved(id)).toBe(false);
  });

  it('serves the same action from PUBLIC_URL and from a TRUSTED_ORIGINS entry', async () => {
    for (const origin of [PUBLIC, PARTNER]) {
      const id = await memberId(`trusted-${new URL(origin).hostname}@origin.test`);
      const response = await approve(id, { origin });
      expect(response.statusCode, origin).toBe(200);
      expect(await approved(id)).toBe(true);
    }
  });

  it("judges by the Referer's origin when there is no Origin header", async () => {
    const id = await memberId('referer@origin.test');
    const foreign = await approve(id, { origin: undefined, referer: `${OTHER_PORT}/attack?x=1` });
    expect(foreign.statusCode).toBe(403);
    const own = await approve(id, { origin: undefined, referer: `${PUBLIC}/admin` });
    expect(own.statusCode).toBe(200);
  });

  it('refuses an opaque origin and an unreadable Referer', async () => {
    const id = await memberId('opaque@origin.test');
    expect((await approve(id, { origin: 'null' })).statusCode).toBe(403);
    expect((await approve(id, { origin: undefined, referer: 'not a url' })).statusCode).toBe(403);
    expect(await approved(id)).toBe(false);
  });

  it('refuses a cookie-carrying request with neither header, and serves one without a cookie', async () => {
    const id = await memberId('headerless@origin.test');
    const withCookie = await approve(id, { origin: undefined });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toMatchObject({ code: 'http/origin-forbidden' });
    // A script signing in holds no session yet: there is nothing to forge.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: undefined },
      payload: { email: 'admin@origin.test', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("covers better-auth's own routes", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: OTHER_PORT },
      payload: { email: 'admin@origin.test', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(cookieFrom(signIn)).toBe('');
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: admin, origin: OTHER_PORT },
    });
    expect(signOut.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a multipart upload from another origin before reading it', async () => {
    const uploader = await cookieWithRole(t.app, 'uploader@origin.test', 'user');
    const { payload, contentType } = multipart([
      ...formFields('다른출처버스(주)'),
      {
        name: 'file',
        fileName: 'statements.xlsx',
        bytes: await fixture('statements', 'A_city_bus_300', 'statements.xlsx'),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/uploads',
      headers: { cookie: uploader, 'content-type': contentType, origin: 'https://evil.example' },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'http/origin-forbidden' });
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/financial-data/companies',
      headers: { cookie: uploader },
    });
    expect(JSON.stringify(companies.json())).not.toContain('다른출처버스');
  });

  it('leaves reads alone, whatever page asks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: admin, origin: OTHER_PORT },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('origin check on the WebSocket upgrade', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: PUBLIC });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/api/ws`;
  });
  afterAll(() => t.close());

  it('opens for our own page and answers 403 to another origin', async () => {
    const cookie = await registerAndCookie(t.app, 'socket@origin.test');
    const own = connect(base, cookie, PUBLIC);
    await opened(own);
    own.close();
    await expect(opened(connect(base, cookie, OTHER_PORT))).rejects.toThrow(/403/);
  });
});
