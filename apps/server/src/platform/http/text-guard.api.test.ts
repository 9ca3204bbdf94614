import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields, upload } from '../../modules/financial-data/test-support';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { RouteRecord } from '../auth/role-guard';
import { findUnstorableText, isStorableText } from './text-guard';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every string field a route might read, each one unstorable in its own way. */
const BODIES = [
  { name: 'a\u0000b', email: 'nul@text.test', text: 'x\u0000', items: ['\u0000'] },
  { name: 'lone \ud800 surrogate', nested: { note: '\udc00' } },
];

/** The route's URL with every parameter (or wildcard) given `value`. */
function urlOf(route: RouteRecord, value: string): string {
  return route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*/g, value);
}

/** The path with a NUL in it: in a parameter when there is one, else after the path. */
function nulPath(route: RouteRecord): string {
  const url = urlOf(route, 'a%00b');
  return url === route.url ? `${url}%00` : url;
}

type Sent = { route: string; status: number; code: unknown };

describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  let routes: RouteRecord[];
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await cookieWithRole(t.app, 'super@text.test', 'super_admin');
    routes = t.app.services.routes().filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  });
  afterAll(() => t.close());

  const send = async (route: RouteRecord, url: string, cookie?: string, payload?: object) => {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    const body = response.body.startsWith('{') ? response.json() : {};
    return { route: `${route.method} ${url}`, status: response.statusCode, code: body.code };
  };

  /** Every route, with a NUL in the path, then in the query; bodies as well when it takes one. */
  const sweep = async (cookie?: string) => {
    const inUrl: Sent[] = [];
    const inBody: Sent[] = [];
    for (const route of routes) {
      inUrl.push(await send(route, nulPath(route), cookie));
      inUrl.push(await send(route, `${urlOf(route, 'x')}?q=a%00b`, cookie));
      if (!WITH_BODY.has(route.method)) continue;
      for (const body of BODIES) inBody.push(await send(route, urlOf(route, 'x'), cookie, body));
    }
    return { inUrl, inBody };
  };

  it('answers 400 http/invalid-text on every route, signed in, never 5xx', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const { inUrl, inBody } = await sweep(superAdmin);
    expect(inUrl.filter((s) => s.status !== 400 || s.code !== 'http/invalid-text')).toEqual([]);
    expect(inBody.filter((s) => s.status !== 400 || s.code !== 'http/invalid-text')).toEqual([]);
  });

  it('answers anonymous callers the same, before asking who they are', async () => {
    const { inUrl, inBody } = await sweep();
    expect(inUrl.filter((s) => s.status !== 400 || s.code !== 'http/invalid-text')).toEqual([]);
    // Routes that need a session may say 401 first; nothing may fail.
    expect(inBody.filter((s) => s.status >= 500)).toEqual([]);
  });

  it('refuses a NUL in a multipart field and in the file name', async () => {
    const user = await cookieWithRole(t.app, 'uploader@text.test', 'user');
    const file = { name: 'file', fileName: 'statements.csv', bytes: Buffer.from('계정,금액\n') };
    const field = await upload(t.app, user, [...formFields('널\u0000버스(주)'), file]);
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({
      code: 'http/invalid-text',
      params: { field: 'body.companyName' },
    });
    const named = await upload(t.app, user, [
      ...formFields('이름버스(주)'),
      { ...file, fileName: 'a\u0000.csv' },
    ]);
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'http/invalid-text' });
  });
});

describe('isStorableText and findUnstorableText', () => {
  it('accept Korean, emoji (a surrogate pair) and control characters other than NUL', () => {
    expect(isStorableText('가람버스 🚌 \t\n\u0001')).toBe(true);
  });

  it('refuse NUL and lone surrogates, naming the field', () => {
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('\ude8c')).toBe(false);
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnstorableText({ 'key\u0000': 1 }, 'body')).toBe('body');
    expect(findUnstorableText({ a: ['fine', 3, null] }, 'body')).toBeNull();
  });

  it('walk a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
