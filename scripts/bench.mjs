#!/usr/bin/env node
// `npm run bench`: the figures issue 2 asks for, measured on this machine, all on 127.0.0.1.
//   1. cold start to the first healthy GET /api/health, on embedded PGlite (fresh DATA_DIR) and on
//      the PostgreSQL server (a fresh database, created and dropped here);
//   2. initial JS of the landing page (gzip) and the largest route chunk (gzip), always of a
//      production build of the web app, made into a folder of its own and served to the bench's
//      server (apps/web/dist of `npm start` and apps/web/dist-e2e of the e2e tests are not touched);
//   3. p50/p99 latency of GET /api/health and of an authenticated GET /api/me under 50 connections;
//   4. costing (issue 4): classifier on 5,000 accounts, a period's recalculation, autosave with 50
//      editors (lib/bench-costing.mjs);
//   5. accounts (issue 6): a full sign-in with TOTP and the admin list of 10,000 users with a
//      search term, on PGlite and on PostgreSQL (lib/bench-accounts.mjs).
//   6. uploads (issue 13): OCR of a realistic scan, /api/health while the heaviest accepted files
//      are read, 20 mixed uploads at once (lib/bench-uploads.mjs).
//   7. tenancy (issue 14): company list, statement open and transport-cost view of one
//      organisation's member among 1,000 organisations and 15 million account rows on PostgreSQL,
//      and with one organisation on PGlite (lib/bench-tenancy.mjs). Only on request: seeding the
//      15 million rows takes minutes.
//   8. cost planning (issue 15): allocation of 5,000 lines to 500 entities and a 10,000-asset
//      register's monthly schedule over 10 years, p50 and peak memory (lib/bench-planning.mjs).
//   9. forecast jobs (issue 16): submit to result of a 60-month forecast for the auto mode and
//      each model, and 20 auto forecasts at once with GET /api/me sampled meanwhile, with one and
//      with two forecast workers (lib/bench-forecast-jobs.mjs). Only on request: it takes minutes.
//  10. board (issue 17): list and search p50/p95/p99 with 100,000 posts and 1,000,000 comments on
//      PostgreSQL (target p95 under 100 ms) with the plans of slow queries, and a new post's
//      fan-out to 500 connected sockets (lib/bench-board.mjs). Only on request: it takes about
//      five minutes.
// `npm run bench -- accounts` runs part 5 alone; `npm run bench -- bundle` runs part 2 alone;
// `npm run bench -- uploads` runs part 6 alone; `npm run bench -- tenancy` runs part 7;
// `npm run bench -- planning` runs part 8 alone; `npm run bench -- forecast` runs part 9;
// `npm run bench -- board` runs part 10; `npm run bench -- dashboard` runs part 11 (issue 18: the
// dashboard of 50 companies × 5 years, API on PostgreSQL and PGlite, first paint in Chromium).
// `npm run bench -- backup` (issue 18, only on request): `npm run backup` and `npm run restore`
// time, archive size and peak memory for the tenancy bench's 15-million-row PostgreSQL database
// (reused when kept, else seeded) and a PGlite operator of realistic size (lib/bench-backup.mjs).
// BENCH_PORT sets the first port the bench's servers listen on.
// Prints a table and writes bench-results/bench-<time>.json (and bench-results/latest.json).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  accountRows,
  benchTotpSignIn,
  benchUserList,
  seedUsersSql,
} from './lib/bench-accounts.mjs';
import { backupRows, benchBackup } from './lib/bench-backup.mjs';
import { benchBoard, boardRows } from './lib/bench-board.mjs';
import { benchClassification, benchCostingApi, costingRows } from './lib/bench-costing.mjs';
import { benchDashboard, dashboardRows } from './lib/bench-dashboard.mjs';
import {
  benchExtraction,
  benchParseFormats,
  extractionRows,
  parseFormatRows,
} from './lib/bench-extraction.mjs';
import { benchBurst, benchEachModel, forecastRows } from './lib/bench-forecast-jobs.mjs';
import { benchPlanning, planningRows } from './lib/bench-planning.mjs';
import { benchTenancy, tenancyRows } from './lib/bench-tenancy.mjs';
import { benchUploads, uploadRows } from './lib/bench-uploads.mjs';
import { buildProductionWeb, builtMode, ROOT } from './lib/web-build.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_USER = { email: 'user@demo.local', password: 'Demo!2026bus' };
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const START_TIMEOUT_MS = 120_000;
/** Targets from issue 2 "Measure". */
const TARGETS = { landingJsGzipKb: 250, meP99Ms: 20 };
let nextPort = Number(process.env.BENCH_PORT ?? 3300 + (process.pid % 500));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Starts the server with `env`, returns the child and the ms until /api/health answered 200 "ok". */
async function startServer(extraEnv) {
  const port = nextPort++;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const began = performance.now();
  // tsx directly (not through npm) so the figure is the server's own start, not npm's.
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  while (performance.now() - began < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited during start: ${stderr.trim()}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok && (await response.json()).status === 'ok') {
        return { child, base, coldStartMs: Math.round(performance.now() - began) };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`no healthy /api/health within ${START_TIMEOUT_MS} ms`);
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs `use({ pg, url, dataDir })` on a fresh PostgreSQL database and an empty DATA_DIR, both
 * created here and removed afterwards (`tag` tells the bench's parts apart in their names);
 * `{ skipped }` when the server at PG_ADMIN_URL cannot be reached.
 */
async function withFreshPostgres(tag, use) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${PG_ADMIN_URL}: ${error.message}` };
  }
  const name = `bus_bench_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bus-bench-${tag}-pg-`));
  try {
    return await use({ pg, url: url.href, dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function coldStartPostgres(webDist) {
  return withFreshPostgres('start', async ({ url, dataDir }) => {
    const { child, coldStartMs } = await startServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    });
    await stopServer(child);
    return { coldStartMs };
  });
}

/** Both account measures against one running server. */
async function measureAccounts(base) {
  process.stdout.write('  sign-in with TOTP …\n');
  const totp = await benchTotpSignIn(base);
  process.stdout.write('  admin user list …\n');
  const list = await benchUserList(base, DURATION_S);
  return { totp, list };
}

/**
 * PGlite: the server creates and migrates a fresh DATA_DIR, stops, the users are written into its
 * database directly (one process may open a PGlite folder at a time), and it starts again.
 */
async function accountsOnPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus-bench-accounts-'));
  try {
    await stopServer((await startServer({ DATA_DIR: dataDir })).child);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(join(dataDir, 'pglite'));
    await client.exec(seedUsersSql());
    await client.close();
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      return await measureAccounts(server.base);
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a fresh database of its own, created and dropped here. */
function accountsOnPostgres() {
  return withFreshPostgres('accounts', async ({ pg, url, dataDir }) => {
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    try {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query(seedUsersSql());
      await db.query('ANALYZE "user"');
      await db.end();
      return await measureAccounts(server.base);
    } finally {
      await stopServer(server.child);
    }
  });
}

async function benchAccounts() {
  const failed = (error) => ({ error: error instanceof Error ? error.message : String(error) });
  process.stdout.write('accounts on PGlite (10,000 users) …\n');
  const pglite = await accountsOnPglite().catch(failed);
  process.stdout.write('accounts on PostgreSQL (10,000 users) …\n');
  const postgres = await accountsOnPostgres().catch(failed);
  return { PGlite: pglite, PostgreSQL: postgres };
}

/**
 * A production build of the web app in a temporary folder, whatever NODE_ENV says: the figures are
 * what production users download. The caller removes the folder.
 */
function productionBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'bus-bench-web-'));
  process.stdout.write(`production build of the web app into ${dist} …\n`);
  buildProductionWeb(dist);
  const mode = builtMode(join(dist, 'index.html'));
  if (mode !== 'production') throw new Error(`the web build in ${dist} is marked ${mode}`);
  return dist;
}

/** Entry script and modulepreloads of index.html, and the largest other chunk, gzip-sized. */
function bundleSizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g)) {
    initial.add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
    initial.add(match[1]);
  }
  const gz = (path) => gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length;
  const initialFiles = [...initial].map((path) => ({ file: basename(path), gzipBytes: gz(path) }));
  const assets = listJs(join(dist, 'assets'));
  const initialNames = new Set(initialFiles.map((f) => f.file));
  const routeChunks = assets
    .filter((file) => !initialNames.has(file))
    .map((file) => ({ file, gzipBytes: gz(`assets/${file}`) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    buildMode: builtMode(join(dist, 'index.html')),
    initialFiles,
    initialJsGzipBytes: initialFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
    largestRouteChunk: routeChunks[0] ?? null,
  };
}

function listJs(dir) {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.js')) : [];
}

/**
 * What the browser really fetches to show "/": every JS response until the network is idle,
 * gzip-sized from dist. Catches the lazily loaded landing route chunk that index.html cannot list.
 */
async function measuredLandingJs(base, dist) {
  if (!existsSync('/usr/bin/chromium')) return { skipped: '/usr/bin/chromium not installed' };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) files.add(path);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const sized = [...files].map((path) => ({
      file: basename(path),
      gzipBytes: gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length,
    }));
    return { files: sized, jsGzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok)
    throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`GET /api/me with the session cookie answered ${me.status}`);
  return cookie;
}

async function load(url, headers, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function writeResults(results, name) {
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${results.measuredAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

async function main() {
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  };
  if (process.argv[2] === 'uploads') {
    process.stdout.write('parse workers, one child process per format …\n');
    results.parseFormats = benchParseFormats();
    results.uploads = await benchUploadServer();
    printRows([...parseFormatRows(results.parseFormats), ...uploadRows(results.uploads)]);
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-uploads')}\n`);
    return;
  }
  // Dashboard (issue 18): 50 companies × 5 years on PostgreSQL and PGlite, API and Chromium.
  if (process.argv[2] === 'dashboard') {
    results.dashboard = await benchDashboard({
      server: { start: startServer, stop: stopServer },
      pgAdminUrl: PG_ADMIN_URL,
      durationS: DURATION_S,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    printRows(dashboardRows(results.dashboard));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-dashboard')}\n`);
    return;
  }
  // Backups (issue 18): npm run backup / restore of the 15-million-row database and of PGlite.
  if (process.argv[2] === 'backup') {
    results.backup = await benchBackup({
      server: { start: startServer, stop: stopServer },
      pgAdminUrl: PG_ADMIN_URL,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    printRows(backupRows(results.backup));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-backup')}\n`);
    return;
  }
  if (process.argv[2] === 'tenancy') {
    results.tenancy = await benchTenancy({
      server: { start: startServer, stop: stopServer },
      pgAdminUrl: PG_ADMIN_URL,
      durationS: DURATION_S,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    printRows(tenancyRows(results.tenancy));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-tenancy')}\n`);
    return;
  }
  if (process.argv[2] === 'board') {
    results.board = await benchBoard({
      server: { start: startServer, stop: stopServer },
      signIn,
      pgAdminUrl: PG_ADMIN_URL,
      durationS: DURATION_S,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    printRows(boardRows(results.board));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-board')}\n`);
    return;
  }
  if (process.argv[2] === 'planning') {
    results.planning = benchPlanning();
    printRows(planningRows(results.planning));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-planning')}\n`);
    return;
  }
  if (process.argv[2] === 'forecast') {
    results.forecast = await benchForecastServers();
    printRows(forecastRows(results.forecast));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-forecast-jobs')}\n`);
    return;
  }
  if (process.argv[2] === 'accounts') {
    results.accounts = await benchAccounts();
    printRows(accountRows(results.accounts));
    process.stdout.write(`\nwritten ${writeResults(results, 'bench-accounts')}\n`);
    return;
  }
  const webDist = productionBuild();
  try {
    if (process.argv[2] === 'bundle') {
      await benchBundleAlone(results, webDist);
      return;
    }
    await benchServer(results, webDist);
    process.stdout.write('cold start on PostgreSQL …\n');
    results.postgres = await coldStartPostgres(webDist);
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }

  process.stdout.write('document extraction (one child process per format) …\n');
  results.parseFormats = benchParseFormats();
  results.extraction = benchExtraction();

  process.stdout.write('costing classifier on 5,000 accounts …\n');
  results.costingClassification = benchClassification();

  process.stdout.write('allocation and depreciation schedule …\n');
  results.planning = benchPlanning();

  results.accounts = await benchAccounts();
  results.uploads = await benchUploadServer();

  printTable(results);
  const file = writeResults(results, 'bench');
  writeFileSync(
    join(ROOT, 'bench-results', 'latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  process.stdout.write(`\nwritten ${file}\n`);
}

/** Landing-page JavaScript of the production build, as built and as Chromium fetches it. */
async function measureBundle(results, base, webDist) {
  process.stdout.write('landing-page JavaScript of the production build …\n');
  results.bundle = bundleSizes(webDist);
  results.landingMeasured = await measuredLandingJs(base, webDist);
}

/** `npm run bench -- bundle`: part 2 alone, on a server of its own serving the production build. */
async function benchBundleAlone(results, webDist) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: webDist });
  try {
    await measureBundle(results, server.base, webDist);
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  printRows(bundleRows(results));
  process.stdout.write(`\nwritten ${writeResults(results, 'bench-bundle')}\n`);
}

/** Part 6 on a server of its own (PGlite) that lets one user queue the 20 uploads. */
async function benchUploadServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus-bench-uploads-'));
  const server = await startServer({ DATA_DIR: dataDir, EXTRACTION_JOBS_PER_USER: '20' });
  try {
    const cookie = await signIn(server.base);
    return await benchUploads(server.base, cookie, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Part 9: each model on a server with one forecast worker, then the burst of 20 with one and with
 * two workers (each on a fresh server, PGlite), so FORECAST_WORKERS' default is a measured choice.
 */
async function benchForecastServers() {
  const log = (line) => process.stdout.write(`${line}\n`);
  const result = { bursts: [] };
  for (const workers of [1, 2]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bus-bench-forecast-'));
    const server = await startServer({
      DATA_DIR: dataDir,
      FORECAST_JOBS_PER_USER: '20',
      FORECAST_WORKERS: String(workers),
    });
    try {
      const cookie = await signIn(server.base);
      if (workers === 1) result.each = await benchEachModel(server.base, cookie, log);
      result.bursts.push({ workers, ...(await benchBurst(server.base, cookie, log)) });
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return result;
}

/** Cold start on PGlite, the bundle, and the API under load, on one server. */
async function benchServer(results, webDist) {
  process.stdout.write('cold start on PGlite …\n');
  const dataDir = mkdtempSync(join(tmpdir(), 'bus-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: webDist });
  results.coldStartPgliteMs = server.coldStartMs;
  try {
    await measureBundle(results, server.base, webDist);

    const cookie = await signIn(server.base);
    process.stdout.write(`GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s …\n`);
    await load(`${server.base}/api/health`, {}, 2);
    results.health = await load(`${server.base}/api/health`, {}, DURATION_S);
    process.stdout.write(
      `GET /api/me (signed in), ${CONNECTIONS} connections, ${DURATION_S} s …\n`,
    );
    await load(`${server.base}/api/me`, { cookie }, 2);
    results.me = await load(`${server.base}/api/me`, { cookie }, DURATION_S);
    results.costingApi = await benchCostingApi(server.base, cookie, DURATION_S, (line) =>
      process.stdout.write(`${line}\n`),
    ).catch((error) => ({ error: error instanceof Error ? error.message : String(error) }));
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bundle rows; every figure is of the production build (`build-mode` of its index.html). */
function bundleRows(r) {
  const landingGzip = r.landingMeasured.jsGzipBytes ?? r.bundle.initialJsGzipBytes;
  const build = `${r.bundle.buildMode} build`;
  return [
    [
      `landing JS, index.html entry + modulepreload (${build}, gzip)`,
      `${kb(r.bundle.initialJsGzipBytes)} kB`,
      '',
    ],
    [
      `landing JS, fetched by Chromium for / (${build}, gzip)`,
      r.landingMeasured.jsGzipBytes !== undefined
        ? `${kb(r.landingMeasured.jsGzipBytes)} kB`
        : `skipped: ${r.landingMeasured.skipped}`,
      kb(landingGzip) < TARGETS.landingJsGzipKb
        ? `ok (< ${TARGETS.landingJsGzipKb} kB)`
        : `OVER ${TARGETS.landingJsGzipKb} kB`,
    ],
    [
      `largest route chunk (${build}, gzip)`,
      r.bundle.largestRouteChunk
        ? `${kb(r.bundle.largestRouteChunk.gzipBytes)} kB (${r.bundle.largestRouteChunk.file})`
        : 'none',
      '',
    ],
  ];
}

function printTable(r) {
  const rows = [
    ['cold start, PGlite (fresh DATA_DIR)', `${r.coldStartPgliteMs} ms`, ''],
    [
      'cold start, PostgreSQL (fresh database)',
      r.postgres.coldStartMs !== undefined
        ? `${r.postgres.coldStartMs} ms`
        : `skipped: ${r.postgres.skipped}`,
      '',
    ],
    ...bundleRows(r),
    [
      'GET /api/health p50 / p99',
      `${r.health.p50Ms} / ${r.health.p99Ms} ms`,
      `${r.health.rps} req/s, non-2xx ${r.health.non2xx}`,
    ],
    [
      'GET /api/me (signed in) p50 / p99',
      `${r.me.p50Ms} / ${r.me.p99Ms} ms`,
      `${r.me.rps} req/s, non-2xx ${r.me.non2xx}; ${r.me.p99Ms < TARGETS.meP99Ms ? `ok (< ${TARGETS.meP99Ms} ms)` : `OVER ${TARGETS.meP99Ms} ms`}`,
    ],
    ...parseFormatRows(r.parseFormats),
    ...extractionRows(r.extraction),
    ...costingRows(r.costingClassification, r.costingApi),
    ...planningRows(r.planning),
    ...accountRows(r.accounts),
    ...uploadRows(r.uploads),
  ];
  printRows(rows);
}

function printRows(rows) {
  const width = Math.max(...rows.map((row) => row[0].length));
  process.stdout.write(`\n${'measure'.padEnd(width)}  value\n${'-'.repeat(width + 40)}\n`);
  for (const [name, value, note] of rows) {
    process.stdout.write(`${name.padEnd(width)}  ${value}${note ? `   ${note}` : ''}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
