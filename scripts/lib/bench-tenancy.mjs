// Issue 14 "Measure": the organisation filter's cost. On PostgreSQL with 1,000 organisations,
// 5,000 companies and 15 million account rows (a database of its own, seeded with set-based SQL
// after the server migrated it), a member of one organisation in the middle of the data opens the
// company list, a 1,000-line statement and the transport-cost view (target p95 under 100 ms); an
// admin (all 5,000 companies) and an overseer with an all-operators grant open the list. Then the
// same three requests on PGlite with one organisation and the same per-company data.
// BENCH_KEEP=1 keeps the PostgreSQL database (bus_bench_tenancy), and a later run reuses it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from 'better-auth/crypto';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './web-build.mjs';

/** The issue's figure; BENCH_TENANCY_ORGANISATIONS scales it down to try the part quickly. */
export const ORGANISATIONS = Number(process.env.BENCH_TENANCY_ORGANISATIONS ?? 1_000);
export const COMPANIES_PER_ORGANISATION = 5;
/** Lines of each statement: 5,000 companies × 3 statements × 1,000 = 15 million account rows. */
export const LINES_PER_STATEMENT = 1_000;
const STATEMENT_TYPES = ['balance_sheet', 'income_statement', 'cost_statement'];
const FISCAL_YEAR = 2024;
const DATABASE = 'bus_bench_tenancy';
const PASSWORD = 'Bench!tenancy2026';
/** Issue 14 "Measure": each endpoint's p95 on the large database. */
const TARGET_P95_MS = 100;
const LOAD_CONNECTIONS = 10;
const MIN_REQUESTS = 30;
const KEEP = process.env.BENCH_KEEP === '1';

const round1 = (ms) => Math.round(ms * 10) / 10;
const seconds = (ms) => Math.round(ms / 100) / 10;
const percentile = (sorted, p) =>
  round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

// ------------------------------------------------------------------ statement templates

/** printed once (totals, tax, net income); the other lines repeat per depot (영업소). */
const printedOnce = (e) =>
  e.isTotal || (e.category === 'exclude' && !['revenue', 'subsidy'].includes(e.excludeReason));

/** The dictionary's accounts of `type` in print order; a cost statement by 재료비/노무비/경비. */
function printOrder(dictionary, type) {
  const of = dictionary.filter((e) => e.statements.includes(type) && !e.heading);
  if (type !== 'cost_statement') return of;
  const byId = (id) => of.find((e) => e.id === id);
  const details = of.filter((e) => !printedOnce(e));
  const materials = ['diesel', 'tyres', 'parts', 'lubricants'];
  const isMaterial = (e) => materials.includes(e.inflationItem);
  return [
    byId('cs.materials'),
    ...details.filter(isMaterial),
    byId('cs.labour'),
    ...details.filter((e) => e.inflationItem === 'labor'),
    byId('cs.overheads'),
    ...details.filter((e) => !isMaterial(e) && e.inflationItem !== 'labor'),
    byId('cs.total_transport_cost'),
  ];
}

/**
 * `count` lines of a statement as a large operator prints it: every detail account repeated per
 * depot, every fifth copy under a variant name, every twentieth unknown to the dictionary.
 */
function statementTemplate(dictionary, type, count) {
  const entries = printOrder(dictionary, type);
  const repeated = entries.filter((e) => !printedOnce(e)).length;
  const each = Math.floor((count - (entries.length - repeated)) / repeated);
  let extra = (count - (entries.length - repeated)) % repeated;
  const lines = [];
  const push = (name, standardId, isTotal, value) => {
    const lineNo = lines.length + 1;
    const cell = `B${lineNo + 3}`;
    const provenance = { extractor: 'spreadsheet', sheet: type, page: null, cell, position: null };
    const confidence = standardId ? 0.95 : 0;
    lines.push({ type, lineNo, name, standardId, isTotal, value, confidence, provenance });
  };
  for (const e of entries) {
    if (printedOnce(e)) {
      push(e.name, e.id, e.isTotal, 1_000_000_000);
      continue;
    }
    const copies = each + (extra > 0 ? 1 : 0);
    extra -= 1;
    for (let c = 0; c < copies; c += 1) {
      const printed = c % 5 === 4 && e.variants[0] ? e.variants[0] : e.name;
      const depot = `${c + 1}영업소`;
      const value = (e.contra ? -1 : 1) * (1_000_000 + ((lines.length * 7_919) % 90_000) * 1_000);
      if (c % 20 === 19) push(`기타 ${depot} ${lines.length}`, null, false, value);
      else push(c === 0 ? printed : `${printed} (${depot})`, e.id, false, value);
    }
  }
  return lines;
}

async function templates() {
  const domain = await tsImport(join(ROOT, 'packages/domain/src/index.ts'), import.meta.url);
  return STATEMENT_TYPES.flatMap((type) =>
    statementTemplate(domain.ACCOUNT_DICTIONARY, type, LINES_PER_STATEMENT),
  );
}

// ------------------------------------------------------------------ seeding SQL

/** Korean operator names: 1,000 distinct ones from place words, kinds and a number. */
const PLACES = `ARRAY['가람','누리','한빛','새솔','푸른','하늘','동서','남부','북부','중앙']`;
const KINDS = `ARRAY['교통','운수','여객','버스','고속']`;
const LINES = `ARRAY['시내버스','시외버스','마을버스','농어촌버스','공항버스']`;
/** "한빛운수 0500": the organisation's word and number, which its companies' names repeat. */
const stem = (n) => `(${PLACES})[1 + ${n} % 10] || (${KINDS})[1 + (${n} / 10) % 5] || ' ' ||
  lpad(${n}::text, 4, '0')`;

/**
 * Organisations, their companies and statements (numbered in scratch tables bench_*, so the
 * accounts and users can refer to them; unlogged, dropped after seeding).
 */
function structureSql(organisations) {
  return [
    `CREATE UNLOGGED TABLE bench_orgs AS SELECT g AS n, gen_random_uuid() AS id
       FROM generate_series(1, ${organisations}) AS g`,
    `INSERT INTO organisations (id, name, kind, business_number)
     SELECT id, ${stem('n')} || ' (주) [벤치]', 'operator', (1000000000 + n * 7919)::text
     FROM bench_orgs`,
    `CREATE UNLOGGED TABLE bench_companies AS
     SELECT o.n * 10 + c AS n, o.n AS organisation_no, o.id AS organisation_id,
       gen_random_uuid() AS id, c
     FROM bench_orgs o, generate_series(1, ${COMPANIES_PER_ORGANISATION}) AS c`,
    `INSERT INTO companies (id, organisation_id, name, industry)
     SELECT id, organisation_id, ${stem('organisation_no')} || ' ' || (${LINES})[c] || '(주)',
       '육상 여객 운송업'
     FROM bench_companies`,
    `CREATE UNLOGGED TABLE bench_statements AS
     SELECT row_number() OVER (ORDER BY c.n, t.i) AS n, gen_random_uuid() AS id, c.id AS company_id,
       t.type
     FROM bench_companies c,
       unnest(ARRAY['${STATEMENT_TYPES.join("','")}']) WITH ORDINALITY AS t(type, i)`,
    `INSERT INTO statements (id, company_id, type, fiscal_year, fiscal_period, status,
       extraction_method)
     SELECT id, company_id, type, ${FISCAL_YEAR}, 12, 'verified', 'spreadsheet'
     FROM bench_statements`,
  ];
}

const ALL_OPERATORS_OVERSEER = '가상도 교통국 [벤치]';

/** Four overseers: an authority granted every operator, three granted 25 operators each. */
function overseersSql(organisations) {
  if (organisations < 2) return [];
  return [
    `INSERT INTO organisations (name, kind) VALUES ('${ALL_OPERATORS_OVERSEER}', 'authority'),
       ('가상시 버스정책과 [벤치]', 'authority'), ('나래시 대중교통과 [벤치]', 'authority'),
       ('가상도 버스운송사업조합 [벤치]', 'association')`,
    `INSERT INTO oversight_grants (overseer_id, target_id)
     SELECT id, NULL FROM organisations WHERE name = '${ALL_OPERATORS_OVERSEER}'`,
    `INSERT INTO oversight_grants (overseer_id, target_id)
     SELECT a.id, o.id
     FROM (VALUES ('가상시 버스정책과 [벤치]', 0), ('나래시 대중교통과 [벤치]', 1),
       ('가상도 버스운송사업조합 [벤치]', 2)) AS g(name, r)
       JOIN organisations a ON a.name = g.name JOIN bench_orgs o ON o.n % 40 = g.r`,
  ];
}

/** Users who may sign in: one member per operator, an admin, the all-operators overseer. */
function usersSql(hash) {
  const users = `INSERT INTO "user" (id, name, email, email_verified, role, organisation_id)`;
  return [
    `${users} SELECT 'bench-member-' || n, '벤치 사용자 ' || n, 'bench.member' || n || '@example.kr',
       true, 'user', id FROM bench_orgs`,
    `${users} VALUES ('bench-admin', '벤치 관리자', 'bench.admin@example.kr', true, 'admin', NULL)`,
    `${users} SELECT 'bench-overseer', '벤치 주무관', 'bench.overseer@example.kr', true, 'analyst',
       id FROM organisations WHERE name = '${ALL_OPERATORS_OVERSEER}'`,
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     SELECT 'bench-credential-' || id, id, 'credential', id, '${hash}' FROM "user"
     WHERE id LIKE 'bench-%'`,
  ];
}

/**
 * The accounts: every statement gets its type's template, in line order (one statement's lines
 * lie together, as an upload writes them), amounts varied per statement.
 */
const ACCOUNTS_SQL = {
  template: [
    `CREATE UNLOGGED TABLE bench_template (type text, line_no int[], name text[],
       standard_id text[], is_total boolean[], value bigint[], confidence real[], provenance jsonb[])`,
    `INSERT INTO bench_template SELECT t.type, array_agg(t."lineNo" ORDER BY t."lineNo"),
       array_agg(t.name ORDER BY t."lineNo"), array_agg(t."standardId" ORDER BY t."lineNo"),
       array_agg(t."isTotal" ORDER BY t."lineNo"), array_agg(t.value ORDER BY t."lineNo"),
       array_agg(t.confidence ORDER BY t."lineNo"), array_agg(t.provenance ORDER BY t."lineNo")
     FROM jsonb_to_recordset($1::jsonb) AS t(type text, "lineNo" int, name text, "standardId" text,
       "isTotal" boolean, value bigint, confidence real, provenance jsonb)
     GROUP BY t.type`,
  ],
  /** Part `part` of `parts`: the statements whose number leaves that remainder. */
  part: (part, parts) => `INSERT INTO accounts (statement_id, line_no, name, original_name,
       current_value, previous_value, standard_id, mapping_confidence, is_total, provenance)
     SELECT s.id, u.line_no, u.name, u.name, u.value + s.n % 89 * 1000,
       (u.value + s.n % 89 * 1000) * 95 / 100, u.standard_id, u.confidence, u.is_total, u.provenance
     FROM (SELECT s.id, s.n, t.* FROM bench_statements s JOIN bench_template t ON t.type = s.type
           WHERE s.n % ${parts} = ${part} ORDER BY s.n) s,
       LATERAL unnest(s.line_no, s.name, s.standard_id, s.is_total, s.value, s.confidence,
         s.provenance) AS u(line_no, name, standard_id, is_total, value, confidence, provenance)`,
  drop: 'DROP TABLE bench_orgs, bench_companies, bench_statements, bench_template',
};

/**
 * Runs `load` with the accounts table's keys and indexes dropped and rebuilds them afterwards
 * (the definitions read from the catalogue, so a new migration's index is rebuilt too): 15 million
 * rows into a random-uuid primary key with 128 MB of shared buffers is mostly random I/O.
 */
async function withoutAccountIndexes(query, load) {
  const constraints = (
    await query(`SELECT conname, pg_get_constraintdef(oid) AS def, contype FROM pg_constraint
      WHERE conrelid = 'accounts'::regclass AND contype IN ('p', 'u', 'f') ORDER BY contype DESC`)
  ).rows;
  const indexes = (
    await query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'accounts'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'accounts'::regclass)`)
  ).rows;
  // Foreign keys first (contype DESC: u, p, f → f is last; drop in reverse).
  for (const c of [...constraints].reverse())
    await query(`ALTER TABLE accounts DROP CONSTRAINT "${c.conname}"`);
  for (const i of indexes) await query(`DROP INDEX "${i.indexname}"`);
  await load();
  for (const i of indexes) await query(i.indexdef);
  for (const c of constraints)
    await query(`ALTER TABLE accounts ADD CONSTRAINT "${c.conname}" ${c.def}`);
}

/**
 * Seeds through `sessions` (functions `(sql, params)` on connections of their own): the accounts
 * are written by all of them at once, a share of the statements each (one per core).
 */
async function seed(sessions, organisations, log) {
  const [query] = sessions;
  const steps = {};
  const step = async (name, run) => {
    log(`  seeding: ${name} …`);
    const began = performance.now();
    await run();
    steps[name] = seconds(performance.now() - began);
  };
  const template = await templates();
  const hash = await hashPassword(PASSWORD);
  await step('organisations, companies, statements, users', async () => {
    const sqls = [
      ...structureSql(organisations),
      ...overseersSql(organisations),
      ...usersSql(hash),
    ];
    for (const sql of sqls) await query(sql);
  });
  await step('accounts with their indexes and keys', () =>
    withoutAccountIndexes(query, async () => {
      await query(ACCOUNTS_SQL.template[0]);
      await query(ACCOUNTS_SQL.template[1], [JSON.stringify(template)]);
      await Promise.all(sessions.map((run, i) => run(ACCOUNTS_SQL.part(i, sessions.length))));
    }),
  );
  await query(ACCOUNTS_SQL.drop);
  // Vacuumed now, so autovacuum does not start on 15 million new rows while requests are timed.
  await step('vacuum and analyze', () => query('VACUUM (ANALYZE)'));
  return steps;
}

// ------------------------------------------------------------------ HTTP measures

async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/**
 * Sequential GETs for `durationS` (at least MIN_REQUESTS): one user's latency, p50/p95/p99; then
 * LOAD_CONNECTIONS at once for the same time: requests per second the server sustains.
 */
async function measure(url, cookie, durationS) {
  for (let i = 0; i < 5; i += 1) await getJson(url, cookie);
  const times = [];
  const began = performance.now();
  while (times.length < MIN_REQUESTS || performance.now() - began < durationS * 1000) {
    const start = performance.now();
    await getJson(url, cookie);
    times.push(performance.now() - start);
  }
  const elapsedS = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  const load = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: durationS,
    headers: { cookie },
  });
  return {
    requests: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    sequentialRps: round1(times.length / elapsedS),
    load: {
      connections: LOAD_CONNECTIONS,
      rps: Math.round(load.requests.average),
      p50Ms: load.latency.p50,
      p99Ms: load.latency.p99,
      non2xx: load.non2xx,
      errors: load.errors + load.timeouts,
    },
  };
}

/**
 * The measured member's organisation (the middle one), its 마을버스 company and that company's
 * cost statement, read from the database before the server starts.
 */
async function memberTargets(query, organisations) {
  const organisationNo = Math.ceil(organisations / 2);
  const { rows } = await query(
    `SELECT c.id AS company_id, c.name AS company, s.id AS statement_id FROM companies c
     JOIN statements s ON s.company_id = c.id AND s.type = 'cost_statement'
     WHERE c.name LIKE $1`,
    [`% ${String(organisationNo).padStart(4, '0')} 마을버스%`],
  );
  if (!rows[0]) throw new Error(`no company of organisation ${organisationNo} to measure`);
  return { email: `bench.member${organisationNo}@example.kr`, ...rows[0] };
}

/** The member's three requests, and on the large database the admin's and overseer's lists. */
async function measureEndpoints(base, targets, durationS, log) {
  const member = await signIn(base, targets.email);
  const list = `${base}/api/financial-data/companies`;
  // Other work on the machine shows in the figures: its load average is kept beside them.
  const result = { company: targets.company, loadAverage: loadavg().map(round1), endpoints: {} };
  // One endpoint's failure (an error answer) is reported in its place; the others still run.
  const run = async (key, label, url, cookie, detail) => {
    log(`  ${label}, ${durationS} s sequential + ${durationS} s × ${LOAD_CONNECTIONS} …`);
    try {
      const { json, bytes } = await getJson(url, cookie);
      const described = { ...detail(json), bytes };
      result.endpoints[key] = { label, ...described, ...(await measure(url, cookie, durationS)) };
    } catch (error) {
      result.endpoints[key] = { label, error: error instanceof Error ? error.message : `${error}` };
    }
  };
  const items = (json) => ({ items: json.items.length });
  await run('memberList', 'company list (member)', list, member, items);
  await run(
    'statementOpen',
    'statement open (member)',
    `${base}/api/financial-data/statements/${targets.statement_id}`,
    member,
    (json) => ({ lines: json.accounts.length }),
  );
  await run(
    'transportCost',
    'transport-cost view (member)',
    `${base}/api/costing/${targets.company_id}/${FISCAL_YEAR}/transport-cost`,
    member,
    (json) => ({ lines: json.classifications.length, missing: json.missing }),
  );
  if (!targets.large) return result;
  for (const [key, email, who] of [
    ['adminList', 'bench.admin@example.kr', 'admin'],
    ['overseerList', 'bench.overseer@example.kr', 'overseer, all operators'],
  ]) {
    await run(key, `company list (${who})`, list, await signIn(base, email), items);
  }
  return result;
}

// ------------------------------------------------------------------ the two databases

/** Rows of each table and the database's size, as the report states them. */
async function dataSize(query) {
  const { rows } = await query(`SELECT
    (SELECT count(*)::int FROM organisations) AS organisations,
    (SELECT count(*)::int FROM companies) AS companies,
    (SELECT count(*)::int FROM statements) AS statements,
    (SELECT count(*)::int FROM accounts) AS accounts,
    (SELECT count(*)::int FROM "user") AS users,
    pg_database_size(current_database())::bigint AS bytes`);
  return { ...rows[0], bytes: Number(rows[0].bytes) };
}

/** Seeds through `sessions` (unless the data is there already); the seeding time and the sizes. */
async function seededData(sessions, organisations, reuse, log) {
  let seeding = null;
  if (!reuse) {
    const began = performance.now();
    const steps = await seed(sessions, organisations, log);
    seeding = { seconds: seconds(performance.now() - began), steps };
  }
  const size = await dataSize(sessions[0]);
  const targets = {
    ...(await memberTargets(sessions[0], organisations)),
    large: organisations > 1,
  };
  return { seeding, size, targets };
}

/** The endpoints measured on a server started with `env`; a failure is reported, not thrown. */
async function measuredOn(server, env, targets, durationS, log) {
  const running = await server.start(env);
  try {
    return await measureEndpoints(running.base, targets, durationS, log);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await server.stop(running.child);
  }
}

/**
 * PostgreSQL: the database bus_bench_tenancy, created here, migrated by a first start of the
 * server, seeded, measured on a second start, and dropped (kept with BENCH_KEEP=1, and then
 * reused by the next run when it holds the full data).
 */
async function onPostgres({ server, pgAdminUrl, durationS, log }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${error.message}` };
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${DATABASE}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tenancy-pg-'));
  const webDir = mkdtempSync(join(tmpdir(), 'bench-tenancy-web-'));
  const env = {
    DATABASE_URL: url.href,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    DEMO_SEED: 'false',
  };
  try {
    const reuse = KEEP && (await holdsFullData(pg, admin, url.href));
    if (!reuse) {
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DATABASE}`);
      log('  first start: the server migrates the new database …');
      await server.stop((await server.start(env)).child);
    } else log(`  reusing the kept database ${DATABASE} (BENCH_KEEP=1)`);
    // One connection per core writes the accounts (this machine's two, or BENCH_SEED_SESSIONS).
    const clients = Array.from(
      { length: Number(process.env.BENCH_SEED_SESSIONS ?? availableParallelism()) },
      () => new pg.Client({ connectionString: url.href }),
    );
    let data;
    try {
      for (const client of clients) await client.connect();
      await clients[0].query("SET maintenance_work_mem = '1GB'");
      const sessions = clients.map((client) => (sql, params) => client.query(sql, params));
      data = await seededData(sessions, ORGANISATIONS, reuse, log);
    } finally {
      for (const client of clients) await client.end();
    }
    const measured = await measuredOn(server, env, data.targets, durationS, log);
    return { database: DATABASE, reused: reuse, ...data, ...measured };
  } finally {
    if (!KEEP) await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
}

/** Whether the kept database already holds every organisation and (nearly) every account row. */
async function holdsFullData(pg, admin, url) {
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) return false;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT
      (SELECT count(*)::int FROM organisations WHERE kind = 'operator') AS operators,
      (SELECT reltuples FROM pg_class WHERE relname = 'accounts') AS accounts`);
    const expected = ORGANISATIONS * COMPANIES_PER_ORGANISATION * 3 * LINES_PER_STATEMENT;
    return rows[0].operators >= ORGANISATIONS && rows[0].accounts > expected * 0.9;
  } catch {
    return false;
  } finally {
    await db.end();
  }
}

/**
 * PGlite: one organisation with the same per-company data (5 companies, 15 statements, 15,000
 * account rows), written into the folder between a first start (migrations) and the measured one.
 */
async function onPglite({ server, durationS, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tenancy-'));
  const webDir = mkdtempSync(join(tmpdir(), 'bench-tenancy-web-'));
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: webDir, DEMO_SEED: 'false' };
  try {
    await server.stop((await server.start(env)).child);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(join(dataDir, 'pglite'));
    let data;
    try {
      data = await seededData([(sql, params) => db.query(sql, params)], 1, false, log);
    } finally {
      await db.close();
    }
    return { ...data, ...(await measuredOn(server, env, data.targets, durationS, log)) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
}

/** The commit the server was measured at, marked when the working tree had changes. */
function measuredCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', 'apps', 'packages') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * `server.start(env)` / `server.stop(child)` are bench.mjs's; every figure is real HTTP on
 * 127.0.0.1. A failure of one database is reported in its place, the other still runs.
 */
export async function benchTenancy({ server, pgAdminUrl, durationS, log }) {
  const failed = (error) => ({ error: error instanceof Error ? error.message : String(error) });
  log(
    `tenancy on PostgreSQL (${ORGANISATIONS.toLocaleString('en')} organisations, ` +
      `${(ORGANISATIONS * COMPANIES_PER_ORGANISATION * 3 * LINES_PER_STATEMENT).toLocaleString('en')} account rows) …`,
  );
  const postgres = await onPostgres({ server, pgAdminUrl, durationS, log }).catch(failed);
  log('tenancy on PGlite (one organisation, the same per-company data) …');
  const pglite = await onPglite({ server, durationS, log }).catch(failed);
  return { commit: measuredCommit(), PostgreSQL: postgres, PGlite: pglite };
}

/** Rows for bench.mjs's table. */
export function tenancyRows(tenancy) {
  const rows = [['tenancy: server measured at commit', tenancy.commit, '']];
  for (const label of ['PostgreSQL', 'PGlite']) {
    const r = tenancy[label];
    if (r.skipped || !r.size) {
      rows.push([
        `tenancy (${label})`,
        r.error ? `error: ${r.error}` : `skipped: ${r.skipped}`,
        '',
      ]);
      continue;
    }
    const n = (v) => v.toLocaleString('en');
    rows.push([
      `tenancy data (${label})`,
      `${n(r.size.organisations)} organisations, ${n(r.size.companies)} companies, ${n(r.size.accounts)} account rows`,
      `${Math.round(r.size.bytes / 2 ** 20)} MB; ${r.seeding ? `seeded in ${r.seeding.seconds} s` : 'kept database reused'}; load average ${r.loadAverage?.join(' / ') ?? '?'} when measured`,
    ]);
    if (r.error) rows.push([`tenancy requests (${label})`, `error: ${r.error}`, '']);
    for (const e of Object.values(r.endpoints ?? {})) {
      if (e.error) {
        rows.push([`${e.label} (${label})`, `error: ${e.error}`, '']);
        continue;
      }
      const what = e.items !== undefined ? `${n(e.items)} companies` : `${n(e.lines ?? 0)} lines`;
      const verdict =
        e.p95Ms < TARGET_P95_MS ? `ok (< ${TARGET_P95_MS} ms)` : `OVER ${TARGET_P95_MS} ms`;
      rows.push([
        `${e.label} (${label}) p50 / p95 / p99`,
        `${e.p50Ms} / ${e.p95Ms} / ${e.p99Ms} ms`,
        `${what}, ${e.sequentialRps} req/s one at a time, ${e.load.rps} req/s at ${e.load.connections} connections (p99 ${e.load.p99Ms} ms, non-2xx ${e.load.non2xx}); ${verdict}`,
      ]);
    }
  }
  return rows;
}
