import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { App } from '../platform/http/app-type';

/** Config for tests: in-memory PGlite, no SPA, dev mode on (NODE_ENV=test), quiet logs. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
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
    const app = await buildApp(testConfig(env));
    return { app, close: () => app.close() };
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const app = await buildApp(testConfig({ DATABASE_URL: withDatabase(serverUrl, name), ...env }));
  return {
    app,
    close: async () => {
      await app.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
