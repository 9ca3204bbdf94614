import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { plainHttpWarning } from './security-headers';

/** The CSP's directives by name: `{ 'script-src': ["'self'"], … }`. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers over http', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'bus-headers-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:4100', WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const answers = () =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/transport-cost' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'http://x.y' },
      }),
    ]);

  it('sends a CSP without inline scripts on every answer (API, SPA page, 404, refusal)', async () => {
    for (const response of await answers()) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      // antd's CSS-in-JS injects <style> tags; styles, unlike scripts, cannot run code.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      // The realtime socket on the same host and port.
      expect(csp['connect-src']).toEqual(["'self'", 'ws://127.0.0.1:4100']);
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('forbids framing and sniffing and keeps the referrer to our origin', async () => {
    for (const response of await answers()) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    }
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://cost.example.kr' });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrades insecure requests, with the wss socket', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(csp['connect-src']).toEqual(["'self'", 'wss://cost.example.kr']);
  });
});

describe('the plain-http warning', () => {
  const secret = { AUTH_SECRET: 'p'.repeat(40) };

  it('warns a production server over http only', () => {
    const production = { NODE_ENV: 'production', ...secret };
    expect(
      plainHttpWarning(testConfig({ ...production, PUBLIC_URL: 'http://cost.example.kr' })),
    ).toMatch(/plain http in production/);
    expect(
      plainHttpWarning(testConfig({ ...production, PUBLIC_URL: 'https://cost.example.kr' })),
    ).toBeNull();
    expect(plainHttpWarning(testConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toBeNull();
  });
});
