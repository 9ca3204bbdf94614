#!/usr/bin/env node
// The server the end-to-end tests run against: the built SPA served by the real server, in
// development mode (demo accounts, /api/dev/outbox), on a fresh temporary database that is
// deleted afterwards. Started by e2e/playwright.config.ts. The SPA is apps/web/dist-e2e, not the
// apps/web/dist a running `npm start` serves, so a test run never swaps the live app's assets
// (which then answer 404 or 500 until the build ends).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer } from './lib/child.mjs';
import { E2E_WEB_DIST, ensureWebBuild } from './lib/web-build.mjs';

const port = process.env.E2E_PORT ?? '3210';
// The server below runs in development mode, so the SPA must be a development-mode build.
ensureWebBuild(undefined, 'development', E2E_WEB_DIST);
const dataDir = mkdtempSync(join(tmpdir(), 'bus-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: E2E_WEB_DIST,
  NODE_ENV: 'development',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The specs sign up dozens of accounts from this one machine; the hourly per-IP limit has its
  // own API test (apps/server/src/platform/auth/sign-up-ip-limit.api.test.ts).
  SIGN_UP_IP_LIMIT: '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
// The tests start from an empty embedded database, whatever the caller's shell points at.
delete env.DATABASE_URL;
delete env.REDIS_URL;
const status = await runServer(env);
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
