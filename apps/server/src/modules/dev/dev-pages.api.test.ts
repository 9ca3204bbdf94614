import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// platform.md §2.1: /dev/auth-debug opens only when the host is local, else it redirects to /.
let dist: string;
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bus-dev-pages-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = await createTestApp({ WEB_DIST_DIR: dist });
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
