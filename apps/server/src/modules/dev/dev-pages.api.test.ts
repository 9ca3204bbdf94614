import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerMeta } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../platform/auth/demo-accounts';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

// platform.md §2.1: /dev/auth-debug opens only when the host is local, else it redirects to /.
let dist: string;
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bus-dev-pages-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = await createTestApp({ WEB_DIST_DIR: dist, DEMO_SEED: 'true' });
  production = await createTestApp({
    WEB_DIST_DIR: dist,
    NODE_ENV: 'production',
    AUTH_SECRET: 'p'.repeat(40),
    LOG_LEVEL: 'silent',
  });
}, 120_000);
afterAll(async () => {
  await dev?.close();
  await production?.close();
  await rm(dist, { recursive: true, force: true });
});

const open = (t: TestApp, host: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/dev/auth-debug', headers: { host }, remoteAddress });

describe('the development pages', () => {
  it('open on a development server from this machine, by any local name', async () => {
    for (const [host, address] of [
      ['127.0.0.1:3000', '127.0.0.1'],
      ['localhost:5173', '127.0.0.1'],
      ['[::1]:3000', '::1'],
    ] as const) {
      const response = await open(dev, host, address);
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('id="root"');
    }
  });

  it('send a visitor from another machine to /', async () => {
    const response = await open(dev, '192.168.0.10:3000', '192.168.0.23');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('send a request under another host name to / even from this machine', async () => {
    const response = await open(dev, 'bus.example.com', '127.0.0.1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('send a visitor a proxy on this machine forwarded from elsewhere to /', async () => {
    const through = (headers: Record<string, string>) =>
      dev.app.inject({
        method: 'GET',
        url: '/dev/auth-debug',
        headers: { host: '127.0.0.1:3000', ...headers },
        remoteAddress: '127.0.0.1',
      });
    const elsewhere: Record<string, string>[] = [
      { 'x-forwarded-for': '192.168.0.23' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { forwarded: 'for="[2001:db8:cafe::17]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of elsewhere) {
      expect((await through(headers)).statusCode, JSON.stringify(headers)).toBe(302);
    }
    const here: Record<string, string>[] = [
      { 'x-forwarded-for': '::ffff:127.0.0.1' },
      { forwarded: 'for="[::1]:51000";proto=http' },
    ];
    for (const headers of here) {
      expect((await through(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('do not exist on a production server, not even locally', async () => {
    const page = await open(production, '127.0.0.1:3000');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
    const outbox = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });

  it('leave the other pages to the web app', async () => {
    const response = await dev.app.inject({
      method: 'GET',
      url: '/developer-notes',
      headers: { host: 'bus.example.com' },
      remoteAddress: '192.168.0.23',
    });
    expect(response.statusCode).toBe(200);
  });
});

// platform.md §2.1: the development API and the demo passwords follow the pages' local-host rule.
const REMOTE = { host: '192.168.0.10:3000', remoteAddress: '192.168.0.23' };
const REBOUND = { host: 'bus.example.com', remoteAddress: '127.0.0.1' };
const LOCAL = { host: '127.0.0.1:3000', remoteAddress: '127.0.0.1' };
type Caller = { host: string; remoteAddress: string; forwardedFor?: string };
// The Vite dev server's proxy (changeOrigin, xfwd) relaying a visitor from another machine.
const PROXIED: Caller = { ...LOCAL, forwardedFor: '192.168.0.23' };
const PROXIED_LOCAL: Caller = { ...LOCAL, forwardedFor: '::1' };

const call = (
  t: TestApp,
  method: string,
  url: string,
  caller: Caller,
  extra: { cookie?: string; payload?: object } = {},
) =>
  t.app.inject({
    method: method as 'GET' | 'HEAD' | 'POST',
    url,
    remoteAddress: caller.remoteAddress,
    headers: {
      host: caller.host,
      ...(caller.forwardedFor ? { 'x-forwarded-for': caller.forwardedFor } : {}),
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

describe('the development API', () => {
  const note = {
    title: '원격 알림',
    message: '보내지면 안 됩니다',
    type: 'info',
    category: 'system',
    priority: 'high',
  } as const;

  it('answers every /api/dev route with 404 to another machine or host name, signed in or not', async () => {
    const cookie = await cookieWithRole(dev.app, 'remote-dev@example.kr', 'super_admin');
    const devRoutes = dev.app.services.routes().filter((r) => r.url.startsWith('/api/dev/'));
    expect(devRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/dev/outbox',
      'GET /api/dev/sms-outbox',
      'HEAD /api/dev/outbox',
      'HEAD /api/dev/sms-outbox',
      'POST /api/dev/notifications',
    ]);
    const unknown = await call(dev, 'GET', '/api/dev/no-such-aid', REMOTE);
    for (const route of devRoutes) {
      for (const caller of [REMOTE, REBOUND, PROXIED]) {
        for (const auth of [{}, { cookie }]) {
          const response = await call(dev, route.method, route.url, caller, {
            ...auth,
            ...(route.method === 'POST' ? { payload: note } : {}),
          });
          const label = `${route.method} ${route.url} ${caller.host} ${auth.cookie ? 'in' : 'out'}`;
          expect(response.statusCode, label).toBe(404);
          // The same answer as a route that does not exist (HEAD has no body to compare).
          if (route.method !== 'HEAD')
            expect(response.json().code, label).toBe(unknown.json().code);
        }
      }
    }
    const inbox = await call(dev, 'GET', '/api/notifications', LOCAL, { cookie });
    expect(inbox.body).not.toContain(note.title);
  });

  it('keeps working from this machine', async () => {
    const cookie = await cookieWithRole(dev.app, 'local-dev@example.kr', 'viewer');
    expect((await call(dev, 'GET', '/api/dev/outbox', LOCAL)).statusCode).toBe(200);
    expect((await call(dev, 'GET', '/api/dev/outbox', PROXIED_LOCAL)).statusCode).toBe(200);
    expect((await call(dev, 'GET', '/api/dev/sms-outbox', LOCAL)).statusCode).toBe(200);
    const sent = await call(dev, 'POST', '/api/dev/notifications', LOCAL, {
      cookie,
      payload: note,
    });
    expect(sent.statusCode).toBe(201);
  });
});

describe('the demo accounts in /api/meta', () => {
  const meta = async (caller: Caller) => {
    const response = await call(dev, 'GET', '/api/meta', caller);
    expect(response.statusCode).toBe(200);
    return { body: response.body, meta: ServerMeta.parse(response.json()) };
  };

  it('are listed with their password to this machine', async () => {
    const local = await meta(LOCAL);
    expect(local.meta.demoAccounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(local.meta.demoAccounts[0]?.password).toBe(DEMO_PASSWORD);
  });

  it('are not sent to another machine or host name, which still learns the mode', async () => {
    for (const caller of [REMOTE, REBOUND, PROXIED]) {
      const remote = await meta(caller);
      expect(remote.meta, caller.host).toMatchObject({ devMode: true, demoAccounts: [] });
      expect(remote.body, caller.host).not.toContain(DEMO_PASSWORD);
    }
  });
});
