// Issue 18 "Measure": the dashboard's load for an organisation with 50 companies × 5 years. Each
// company gets sample A's three statements for 2020–2024 (amounts scaled per company and year,
// accounts mapped by the importer's own mapStatement), a saved investment calculator for every
// year (through the API, so the stored figures are the server's), cost allocation's three routes
// per year and a saved 60-month forecast. Then, on PostgreSQL and on PGlite: p50/p95/p99 of
// GET /api/dashboard (the latest year, and an earlier one) and of one company's dashboard, and in
// Chromium (a production build of the web app) first paint, first contentful paint, largest
// contentful paint and the moment the figures are on screen, for /dashboard.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { tsImport } from 'tsx/esm/api';
import { buildProductionWeb, ROOT } from './web-build.mjs';

/** The figures; BENCH_DASHBOARD_COMPANIES scales the company count down for a quick try. */
export const COMPANIES = Number(process.env.BENCH_DASHBOARD_COMPANIES ?? 50);
export const YEARS = [2020, 2021, 2022, 2023, 2024];
const LATEST = YEARS.at(-1);
const EARLIER = YEARS[2];
const ORGANISATION = '벤치 대시보드 교통(주)';
const EMAIL = 'bench.dashboard@example.kr';
const PASSWORD = 'Bench!dashboard2026';
const MIN_REQUESTS = 20;
const BROWSER_RUNS = 5;
const DATABASE = `bus_bench_dashboard_${process.pid}`;

const round1 = (ms) => Math.round(ms * 10) / 10;
const seconds = (ms) => Math.round(ms / 100) / 10;
const percentile = (sorted, p) =>
  round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// ------------------------------------------------------------------ seed data

/** Sample A's lines, mapped as an upload maps them (standard id, confidence, total flag). */
async function sampleLines() {
  const domain = await tsImport(join(ROOT, 'packages/domain/src/index.ts'), import.meta.url);
  const csv = readFileSync(join(ROOT, 'fixtures/samples/A_city_bus_300/all.csv'), 'utf8');
  const rows = csv
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
  const types = ['balance_sheet', 'income_statement', 'cost_statement'];
  const lines = types.flatMap((type) => {
    const of = rows.filter(([statement]) => statement === type);
    const mapped = domain.mapStatement({
      type,
      unit: '원',
      title: null,
      lines: of.map(([, , label, current, previous], i) => ({
        label,
        current: current === '' ? null : Number(current),
        previous: previous === '' ? null : Number(previous),
        provenance: {
          extractor: 'spreadsheet',
          sheet: type,
          page: null,
          cell: `C${i + 2}`,
          position: null,
        },
      })),
    });
    return mapped.map((m) => ({
      type,
      lineNo: m.lineNo + 1,
      name: m.name,
      originalName: m.originalName,
      standardId: m.standardId,
      confidence: m.confidence,
      isTotal: m.isTotal,
      current: m.current,
      previous: m.previous,
      provenance: m.provenance,
    }));
  });
  return { lines, entities: domain.SAMPLE_SERVICE_ENTITIES, series: demoSeries() };
}

/** Sixty months of a fare-revenue-like series and a 12-month forecast path with its bands. */
function demoSeries() {
  const labels = [];
  const values = [];
  for (let i = 0; i < 60; i += 1) {
    labels.push(`${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    values.push(
      Math.round(4_000_000_000 * (1 + 0.003 * i) * (1 + 0.06 * Math.sin((i % 12) / 1.9))),
    );
  }
  const path = { labels: [], mean: [], lower80: [], upper80: [], lower95: [], upper95: [] };
  for (let h = 0; h < 12; h += 1) {
    const mean = values[48 + h] * 1.03;
    path.labels.push(`2025-${String(h + 1).padStart(2, '0')}`);
    path.mean.push(mean);
    path.lower80.push(mean * 0.95);
    path.upper80.push(mean * 1.05);
    path.lower95.push(mean * 0.92);
    path.upper95.push(mean * 1.08);
  }
  return { history: { frequency: 'monthly', labels, values }, forecast: path };
}

const METRICS = {
  rmse: 1,
  mae: 1,
  mape: 3.1,
  r2: 0.9,
  smape: 3.0,
  mase: 0.8,
  coverage80: 80,
  coverage95: 95,
};

/**
 * The organisation, its member, 50 companies, 750 statements with their accounts, the entity sets
 * and a saved forecast per company, set-based through `query` (pg or PGlite).
 */
async function seed(query, data, log) {
  const hash = await hashPassword(PASSWORD);
  const began = performance.now();
  log(`  seeding ${COMPANIES} companies × ${YEARS.length} years …`);
  const [org] = (
    await query(`INSERT INTO organisations (name, kind) VALUES ($1, 'operator') RETURNING id`, [
      ORGANISATION,
    ])
  ).rows;
  await query(
    `INSERT INTO "user" (id, name, email, email_verified, role, organisation_id)
     VALUES ('bench-dashboard-user', '벤치 대시보드 사용자', $1, true, 'user', $2)`,
    [EMAIL, org.id],
  );
  await query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     VALUES ('bench-dashboard-credential', 'bench-dashboard-user', 'credential',
       'bench-dashboard-user', $1)`,
    [hash],
  );
  await query(
    `CREATE TEMP TABLE bench_dash_companies AS
     SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, ${COMPANIES}) AS g`,
  );
  await query(
    `INSERT INTO companies (id, organisation_id, name, industry, created_by)
     SELECT id, $1, '벤치 ' || lpad(n::text, 2, '0') || ' 시내버스(주)', '육상 여객 운송업',
       'bench-dashboard-user'
     FROM bench_dash_companies`,
    [org.id],
  );
  await query(
    `CREATE TEMP TABLE bench_dash_statements AS
     SELECT gen_random_uuid() AS id, c.id AS company_id, t.type, y AS fiscal_year,
       (0.8 + (c.n % 9) * 0.05) * (1 + 0.03 * (y - ${LATEST})) AS scale
     FROM bench_dash_companies c,
       unnest(ARRAY['balance_sheet', 'income_statement', 'cost_statement']) AS t(type),
       unnest(ARRAY[${YEARS.join(',')}]) AS y`,
  );
  await query(
    `INSERT INTO statements (id, company_id, type, fiscal_year, fiscal_period, status,
       extraction_method, created_by)
     SELECT id, company_id, type, fiscal_year, 12, 'verified', 'spreadsheet', 'bench-dashboard-user'
     FROM bench_dash_statements`,
  );
  await query(
    `INSERT INTO accounts (statement_id, line_no, name, original_name, current_value,
       previous_value, standard_id, mapping_confidence, is_total, provenance)
     SELECT s.id, t."lineNo", t.name, t."originalName", round(t.current * s.scale),
       round(t.previous * s.scale), t."standardId", t.confidence, t."isTotal", t.provenance
     FROM bench_dash_statements s
     JOIN jsonb_to_recordset($1::jsonb) AS t(type text, "lineNo" int, name text,
       "originalName" text, "standardId" text, confidence real, "isTotal" boolean,
       current numeric, previous numeric, provenance jsonb) ON t.type = s.type`,
    [JSON.stringify(data.lines)],
  );
  await query(
    `INSERT INTO service_entity_sets (company_id, period, entities, updated_by)
     SELECT c.id, y || '-01', $1::jsonb, 'bench-dashboard-user'
     FROM bench_dash_companies c, unnest(ARRAY[${YEARS.join(',')}]) AS y`,
    [JSON.stringify(data.entities)],
  );
  const result = { forecast: { ...data.series, metrics: METRICS, description: 'bench' } };
  await query(
    `INSERT INTO forecast_runs (organisation_id, company_id, user_id, kind, status, progress,
       stage, model, models, horizon, points, first_period, last_period, request, series,
       fingerprint, engine_version, result, saved, name, saved_at, finished_at)
     SELECT $1, c.id, 'bench-dashboard-user', 'forecast', 'succeeded', 100, 'done',
       'seasonal-naive', '["seasonal-naive"]', 12, 60, '2020-01', '2024-12', '{}', $2::jsonb,
       'bench', 'bench', $3::jsonb, true, '2025년 운송수입 전망', now(), now()
     FROM bench_dash_companies c`,
    [org.id, JSON.stringify(data.series.history), JSON.stringify(result)],
  );
  await query('DROP TABLE bench_dash_companies, bench_dash_statements');
  await query('ANALYZE');
  return { seconds: seconds(performance.now() - began) };
}

/** Rows of what was seeded and the database's size. */
async function dataSize(query) {
  const { rows } = await query(`SELECT
    (SELECT count(*)::int FROM companies) AS companies,
    (SELECT count(*)::int FROM statements) AS statements,
    (SELECT count(*)::int FROM accounts) AS accounts,
    (SELECT count(*)::int FROM investment_records) AS investments,
    (SELECT count(*)::int FROM forecast_runs WHERE saved) AS forecasts,
    pg_database_size(current_database())::bigint AS bytes`);
  return { ...rows[0], bytes: Number(rows[0].bytes) };
}

// ------------------------------------------------------------------ HTTP

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function call(base, cookie, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { cookie, origin: base, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/**
 * Every company's investment calculator saved for every year on its auto-loaded inputs, as a user
 * saves it: the total cost then uses a stored compensation, and the dashboard recomputes the
 * sync check for each (the heavier path).
 */
async function saveInvestments(base, cookie, log) {
  const began = performance.now();
  const { json } = await call(base, cookie, '/api/financial-data/companies');
  log(
    `  saving the investment calculator of ${json.items.length} companies × ${YEARS.length} years …`,
  );
  for (const company of json.items) {
    for (const year of YEARS) {
      const path = `/api/costing/${company.id}/${year}/investment`;
      const view = (await call(base, cookie, path)).json;
      const inputs = Object.fromEntries(
        Object.entries(view.autoLoaded.draft).filter(([, value]) => value !== null),
      );
      await call(base, cookie, path, {
        method: 'PUT',
        body: JSON.stringify({
          version: view.version,
          inputs,
          equityPolicy: 'spec',
          confirmed: true,
        }),
      });
    }
  }
  return { seconds: seconds(performance.now() - began) };
}

/** Sequential GETs for `durationS` (at least MIN_REQUESTS): p50/p95/p99 and the answer's size. */
async function measure(base, cookie, path, durationS, check) {
  const first = await call(base, cookie, path);
  const described = check(first.json);
  for (let i = 0; i < 2; i += 1) await call(base, cookie, path);
  const times = [];
  const began = performance.now();
  while (times.length < MIN_REQUESTS || performance.now() - began < durationS * 1000) {
    const start = performance.now();
    await call(base, cookie, path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    path,
    ...described,
    bytes: first.bytes,
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
  };
}

function describe(view) {
  const shown = view.companies;
  const complete = shown.filter(
    (c) => c.costing && c.support && c.costPerBusDay.value !== null && c.ratios && c.forecast,
  );
  if (complete.length !== shown.length) {
    throw new Error(`${shown.length - complete.length} companies lack a figure on the dashboard`);
  }
  return { companies: shown.length, fiscalYear: view.fiscalYear };
}

async function measureApi(base, cookie, durationS, log) {
  const result = {};
  log(`  GET /api/dashboard (${LATEST}), ${durationS} s …`);
  result.latest = await measure(base, cookie, '/api/dashboard', durationS, describe);
  log(`  GET /api/dashboard?fiscalYear=${EARLIER}, ${durationS} s …`);
  result.earlier = await measure(
    base,
    cookie,
    `/api/dashboard?fiscalYear=${EARLIER}`,
    durationS,
    describe,
  );
  const companyId = (await call(base, cookie, '/api/dashboard')).json.companies[0].id;
  log(`  GET /api/dashboard/companies/:id, ${durationS} s …`);
  result.oneCompany = await measure(
    base,
    cookie,
    `/api/dashboard/companies/${companyId}`,
    durationS,
    describe,
  );
  return result;
}

// ------------------------------------------------------------------ browser

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * /dashboard opened BROWSER_RUNS times, each in a fresh context (no cache) with the session:
 * first paint, first contentful paint, largest contentful paint, and when the total cost is on
 * screen (the one request answered and drawn), in ms from navigation start; medians.
 */
async function measureBrowser(base, cookie) {
  if (!existsSync('/usr/bin/chromium')) return { skipped: '/usr/bin/chromium not installed' };
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  try {
    for (let i = 0; i < BROWSER_RUNS; i += 1) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1440, height: 900 },
      });
      // The session of the API measures: five more sign-ins would meet the sign-in rate limit.
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
      const page = await context.newPage();
      // Noted by the page itself the moment the total cost is in the document (a watcher added
      // before the app's scripts, so no polling delay is measured).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="dash-totalCost"]')) return;
          window.__figuresAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/dashboard');
      await page.getByTestId('dash-totalCost').waitFor({ timeout: 60_000 });
      const figures = await page.evaluate(() => window.__figuresAt ?? null);
      const timing = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const paints = Object.fromEntries(
              performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]),
            );
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({ ...paints, lcp: entries.at(-1)?.startTime ?? null });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      runs.push({
        firstPaintMs: round1(timing['first-paint'] ?? 0),
        firstContentfulPaintMs: round1(timing['first-contentful-paint'] ?? 0),
        largestContentfulPaintMs: round1(timing.lcp ?? 0),
        figuresOnScreenMs: round1(figures),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    runs: runs.length,
    firstPaintMs: of('firstPaintMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    figuresOnScreenMs: of('figuresOnScreenMs'),
  };
}

// ------------------------------------------------------------------ the two databases

async function measuredOn(server, env, durationS, webDist, log) {
  const running = await server.start(env);
  try {
    const cookie = await signIn(running.base);
    const investments = await saveInvestments(running.base, cookie, log);
    const api = await measureApi(running.base, cookie, durationS, log);
    log('  /dashboard in Chromium …');
    const browser = webDist
      ? await measureBrowser(running.base, cookie)
      : { skipped: 'no web build' };
    return { investments, api, browser };
  } finally {
    await server.stop(running.child);
  }
}

async function onPostgres({ server, pgAdminUrl, durationS, webDist, data, log }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${error.message}` };
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${DATABASE}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-pg-'));
  const env = {
    DATABASE_URL: url.href,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    DEMO_SEED: 'false',
  };
  try {
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    log('  first start: the server migrates the new database …');
    await server.stop((await server.start(env)).child);
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    const query = (sql, params) => db.query(sql, params);
    let seeding;
    try {
      seeding = await seed(query, data, log);
    } finally {
      await db.end();
    }
    const measured = await measuredOn(server, env, durationS, webDist, log);
    const sized = new pg.Client({ connectionString: url.href });
    await sized.connect();
    const size = await dataSize((sql) => sized.query(sql));
    await sized.end();
    return { seeding, size, ...measured };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite({ server, durationS, webDist, data, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, DEMO_SEED: 'false' };
  try {
    log('  first start: the server creates and migrates the embedded database …');
    await server.stop((await server.start(env)).child);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(join(dataDir, 'pglite'));
    let seeding;
    try {
      seeding = await seed((sql, params) => db.query(sql, params), data, log);
    } finally {
      await db.close();
    }
    const measured = await measuredOn(server, env, durationS, webDist, log);
    const sized = new PGlite(join(dataDir, 'pglite'));
    const size = await dataSize((sql) => sized.query(sql));
    await sized.close();
    return { seeding, size, ...measured };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Part "dashboard" of `npm run bench`: both databases, one production build of the web app. */
export async function benchDashboard({ server, pgAdminUrl, durationS, log }) {
  const data = await sampleLines();
  const webDist = mkdtempSync(join(tmpdir(), 'bench-dashboard-web-'));
  try {
    log(`production build of the web app into ${webDist} …`);
    buildProductionWeb(webDist);
    const common = { server, durationS, webDist, data, log };
    log(`dashboard on PostgreSQL (${COMPANIES} companies × ${YEARS.length} years) …`);
    const postgres = await onPostgres({ ...common, pgAdminUrl });
    log(`dashboard on PGlite (${COMPANIES} companies × ${YEARS.length} years) …`);
    const pglite = await onPglite(common);
    return {
      companies: COMPANIES,
      years: YEARS,
      loadAverage: loadavg().map(round1),
      postgres,
      pglite,
    };
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
}

function databaseRows(name, r) {
  if (r.skipped) return [[`dashboard, ${name}`, `skipped: ${r.skipped}`, '']];
  if (r.error) return [[`dashboard, ${name}`, `error: ${r.error}`, '']];
  const api = (label, m) => [
    `dashboard, ${name}: ${label}`,
    `p50 ${m.p50Ms} / p95 ${m.p95Ms} / p99 ${m.p99Ms} ms`,
    `${m.companies} companies, ${Math.round(m.bytes / 1024)} kB, ${m.requests} requests`,
  ];
  const b = r.browser;
  const browser = b.skipped
    ? [[`dashboard, ${name}: /dashboard in Chromium`, `skipped: ${b.skipped}`, '']]
    : [
        [
          `dashboard, ${name}: /dashboard FP / FCP / LCP`,
          `${b.firstPaintMs} / ${b.firstContentfulPaintMs} / ${b.largestContentfulPaintMs} ms`,
          `median of ${b.runs} fresh visits`,
        ],
        [
          `dashboard, ${name}: /dashboard figures on screen`,
          `${b.figuresOnScreenMs} ms`,
          'the total cost drawn, from navigation start',
        ],
      ];
  return [
    [
      `dashboard, ${name}: seeded`,
      `${r.size.companies} companies, ${r.size.statements} statements, ${r.size.accounts} accounts`,
      `${r.seeding.seconds} s SQL + ${r.investments.seconds} s saving ${r.size.investments} calculators`,
    ],
    api(`GET /api/dashboard (${LATEST})`, r.api.latest),
    api(`GET /api/dashboard?fiscalYear=${EARLIER}`, r.api.earlier),
    api('GET /api/dashboard/companies/:id', r.api.oneCompany),
    ...browser,
  ];
}

export function dashboardRows(r) {
  return [...databaseRows('PostgreSQL', r.postgres), ...databaseRows('PGlite', r.pglite)];
}
