import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { App } from '../platform/http/app-type';

/**
 * Config for tests: in-memory PGlite, no SPA, dev mode on (NODE_ENV=test), quiet logs. The suite
 * signs up hundreds of accounts from inject's one address, so the per-IP sign-up limit is raised
 * here; sign-up-ip-limit.api.test.ts checks the production default.
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SIGN_UP_IP_LIMIT: '100000',
    ...env,
  });
}

/**
 * The origin every test request comes from unless it says otherwise: the default PUBLIC_URL's,
 * trusted by every test config (development origins include it whatever PUBLIC_URL is).
 */
export const TEST_ORIGIN = 'http://localhost:3000';

function headerNames(headers: object | undefined): string[] {
  return Object.keys(headers ?? {}).map((name) => name.toLowerCase());
}

/**
 * Makes app.inject send `Origin: TEST_ORIGIN` as a browser on our page would, so the origin check
 * (platform/http/origin-check.ts) lets the suite's cookie-carrying requests through. A request
 * that names its own Origin or Referer keeps it; `origin: undefined` sends neither.
 */
function withTestOrigin(app: App): App {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const patched = (options?: string | InjectOptions, ...rest: unknown[]) => {
    if (options === undefined) return inject();
    const request = typeof options === 'string' ? { url: options } : options;
    const named = headerNames(request.headers);
    if (named.includes('origin') || named.includes('referer')) {
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).filter(([, value]) => value !== undefined),
      );
      return inject({ ...request, headers }, ...rest);
    }
    return inject({ ...request, headers: { ...request.headers, origin: TEST_ORIGIN } }, ...rest);
  };
  app.inject = patched as App['inject'];
  return app;
}

/** buildApp for tests: the app with inject sending the test origin (see withTestOrigin). */
export async function buildTestApp(config: Config): Promise<App> {
  return withTestOrigin(await buildApp(config));
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestApp = { app: App; close(): Promise<void> };

/**
 * Builds the app for one test file: in-memory PGlite, or a fresh database on the server of
 * TEST_DATABASE_URL (created here, dropped by close()).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const app = await buildTestApp(testConfig(env));
    return { app, close: () => app.close() };
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const app = await buildTestApp(
    testConfig({ DATABASE_URL: withDatabase(serverUrl, name), ...env }),
  );
  return {
    app,
    close: async () => {
      await app.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
