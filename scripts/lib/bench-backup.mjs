// Issue 18 "Measure": backup and restore time and archive size, through the commands an operator
// runs (`npm run backup`, `npm run restore`), each in a process of its own whose peak memory is
// reported beside its time (the PostgreSQL dump streams: memory must not grow with the data).
//   - PostgreSQL: the tenancy bench's database bus_bench_tenancy (1,000 organisations, 15 million
//     account rows). Reused when present; otherwise `npm run bench -- tenancy` seeds and keeps it
//     (about ten minutes and 5 GB). Restored into a fresh database of its own, dropped afterwards.
//     The tenancy database is dropped at the end when this run seeded it, unless BENCH_KEEP=1.
//   - PGlite: one operator of realistic size, seeded into the folder of a server that migrated it
//     and stopped: 5 companies × 10 years × 3 statements of 1,000 lines (150,000 account rows) and
//     the 150 uploaded originals (37 MB of incompressible bytes, as xlsx and pdf files are).
// This file is also the measured child: `node --import tsx bench-backup.mjs --measure <cli> …`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const TENANCY_DATABASE = 'bus_bench_tenancy';
const KEEP = process.env.BENCH_KEEP === '1';
/** The PGlite operator: companies × fiscal years × statement types × lines. */
const OPERATOR = { companies: 5, years: 10, lines: 1_000, fileBytes: 256 * 1024 };
const STATEMENT_TYPES = ['balance_sheet', 'income_statement', 'cost_statement'];

const seconds = (ms) => Math.round(ms / 100) / 10;
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

// ------------------------------------------------------------------ the measured child

if (process.argv[1] === SELF && process.argv[2] === '--measure') {
  const [, , , script, ...args] = process.argv;
  process.argv = [process.argv[0], join(ROOT, script), ...args];
  process.on('exit', () => {
    const { maxRSS } = process.resourceUsage();
    process.stderr.write(`\nBENCH_MEASURE ${JSON.stringify({ maxRssKb: maxRSS })}\n`);
  });
  await import(pathToFileURL(join(ROOT, script)).href);
}

/**
 * Runs a CLI of apps/server (tsx) with `env`: its wall time, peak resident memory, exit code
 * and output.
 */
function measureCli(script, args, env) {
  const childEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--measure', script, ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - began;
      const line = stderr.split('\n').find((l) => l.startsWith('BENCH_MEASURE '));
      const measured = line ? JSON.parse(line.slice('BENCH_MEASURE '.length)) : {};
      const output = stderr.replace(/\n?BENCH_MEASURE .*\n?/, '').trim();
      if (code !== 0) {
        reject(new Error(`${script} exited ${code}: ${output || stdout.trim()}`));
        return;
      }
      resolve({ seconds: seconds(ms), maxRssMb: mb((measured.maxRssKb ?? 0) * 1024), stdout });
    });
  });
}

/** The one archive a backup wrote into `dir`. */
function archiveIn(dir) {
  const names = readdirSync(dir).filter((n) => /^bus-backup-.*\.tar\.gz$/.test(n));
  if (names.length !== 1) throw new Error(`expected one archive in ${dir}, found ${names.length}`);
  const path = join(dir, names[0]);
  return { path, name: names[0], sizeBytes: statSync(path).size };
}

/** What `npm run restore` printed: every table's restored rows equal to the manifest's. */
function checkedCounts(stdout) {
  const rows = stdout
    .split('\n')
    .filter((l) => /^ {2}\S+\s+[\d,]+ \/ [\d,]+ {2}(ok|DIFFERENT)$/.test(l));
  const different = rows.filter((l) => l.endsWith('DIFFERENT'));
  if (rows.length === 0 || different.length > 0) {
    throw new Error(`restore counts: ${different.join('; ') || 'none printed'}`);
  }
  return rows.length;
}

/** Backs up with `env`, then restores into `restoreEnv`: both measured. */
async function backupAndRestore(env, restoreEnv, log) {
  log('  npm run backup …');
  const backup = await measureCli('apps/server/src/cli/backup.ts', [], env);
  const archive = archiveIn(env.BACKUP_DIR);
  log(`  npm run restore -- --check (${mb(archive.sizeBytes)} MB archive) …`);
  const check = await measureCli(
    'apps/server/src/cli/restore.ts',
    [archive.path, '--check'],
    restoreEnv,
  );
  log('  npm run restore …');
  const restore = await measureCli('apps/server/src/cli/restore.ts', [archive.path], restoreEnv);
  return {
    archive: { name: archive.name, sizeBytes: archive.sizeBytes },
    backup: { seconds: backup.seconds, maxRssMb: backup.maxRssMb },
    check: { seconds: check.seconds, maxRssMb: check.maxRssMb },
    restore: {
      seconds: restore.seconds,
      maxRssMb: restore.maxRssMb,
      tablesChecked: checkedCounts(restore.stdout),
    },
  };
}

// ------------------------------------------------------------------ PostgreSQL

const withDatabase = (adminUrl, name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/** Whether bus_bench_tenancy holds the tenancy bench's full data (its own test, repeated). */
async function holdsTenancyData(pg, admin, url) {
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    TENANCY_DATABASE,
  ]);
  if (exists.rowCount === 0) return false;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT
      (SELECT count(*)::int FROM organisations WHERE kind = 'operator') AS operators,
      (SELECT reltuples FROM pg_class WHERE relname = 'accounts') AS accounts`);
    return rows[0].operators >= 1_000 && rows[0].accounts > 15_000_000 * 0.9;
  } catch {
    return false;
  } finally {
    await db.end();
  }
}

/** `npm run bench -- tenancy` with BENCH_KEEP=1: it seeds the database and leaves it. */
function seedTenancy(log) {
  log('  bus_bench_tenancy is not there: `npm run bench -- tenancy` seeds it (BENCH_KEEP=1) …');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/bench.mjs'), 'tenancy'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_KEEP: '1', BENCH_DURATION: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tenancy bench ${code}`)),
    );
  });
}

async function tenancySize(pg, url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT
      (SELECT count(*)::int FROM organisations) AS organisations,
      (SELECT count(*)::int FROM companies) AS companies,
      (SELECT count(*)::int FROM accounts) AS accounts,
      pg_database_size(current_database())::bigint AS bytes`);
    return { ...rows[0], bytes: Number(rows[0].bytes) };
  } finally {
    await db.end();
  }
}

async function onPostgres({ pgAdminUrl, log }) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${error.message}` };
  }
  const url = withDatabase(pgAdminUrl, TENANCY_DATABASE);
  const target = `bus_bench_backup_restore_${process.pid}`;
  const folders = ['data', 'restored', 'archives'].map((tag) =>
    mkdtempSync(join(tmpdir(), `bus-bench-backup-pg-${tag}-`)),
  );
  const [dataDir, restoredDir, backupDir] = folders;
  let seeded = false;
  try {
    if (!(await holdsTenancyData(pg, admin, url))) {
      await seedTenancy(log);
      seeded = true;
      if (!(await holdsTenancyData(pg, admin, url))) throw new Error('the tenancy seeding failed');
    } else log(`  reusing ${TENANCY_DATABASE}`);
    const size = await tenancySize(pg, url);
    await admin.query(`CREATE DATABASE ${target}`);
    const measured = await backupAndRestore(
      { DATABASE_URL: url, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      { DATABASE_URL: withDatabase(pgAdminUrl, target), DATA_DIR: restoredDir },
      log,
    );
    return { database: TENANCY_DATABASE, reused: !seeded, size, ...measured };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    if (seeded && !KEEP)
      await admin.query(`DROP DATABASE IF EXISTS ${TENANCY_DATABASE} WITH (FORCE)`);
    await admin.end();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ PGlite

/**
 * One operator's decade, written straight into the migrated folder: its companies, their
 * statements with an uploaded original each (on disk under files/), and 1,000 lines per statement.
 */
async function seedOperator(pgliteDir, filesDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(pgliteDir);
  try {
    const [{ id: organisationId }] = (
      await db.query(
        "INSERT INTO organisations (name, kind) VALUES ('벤치 운수(주) [벤치]', 'operator') RETURNING id",
      )
    ).rows;
    let statements = 0;
    for (let c = 1; c <= OPERATOR.companies; c += 1) {
      const [{ id: companyId }] = (
        await db.query(
          "INSERT INTO companies (organisation_id, name, industry) VALUES ($1, $2, '육상 여객 운송업') RETURNING id",
          [organisationId, `벤치 운수 ${c}(주)`],
        )
      ).rows;
      for (let year = 2015; year < 2015 + OPERATOR.years; year += 1) {
        for (const type of STATEMENT_TYPES) {
          const key = randomUUID();
          const bytes = randomBytes(OPERATOR.fileBytes);
          mkdirSync(join(filesDir, key.slice(0, 2)), { recursive: true });
          writeFileSync(join(filesDir, key.slice(0, 2), key), bytes);
          const [{ id: fileId }] = (
            await db.query(
              `INSERT INTO stored_files (company_id, original_name, mime_type, size, sha256, storage_key)
               VALUES ($1, $2, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                 $3, $4, $5) RETURNING id`,
              [companyId, `${year}_${type}.xlsx`, bytes.length, 'bench', key],
            )
          ).rows;
          await db.query(
            `WITH s AS (
               INSERT INTO statements (company_id, type, fiscal_year, fiscal_period, status,
                 extraction_method, source_file_id)
               VALUES ($1, $2, $3, 12, 'verified', 'spreadsheet', $4) RETURNING id)
             INSERT INTO accounts (statement_id, line_no, name, original_name, current_value,
               previous_value, mapping_confidence, is_total, provenance)
             SELECT s.id, g, '계정 ' || g, '계정 ' || g || ' (원본)', 1000000 + g * 7919,
               950000 + g * 7919, 0.95, false,
               jsonb_build_object('extractor', 'spreadsheet', 'cell', 'B' || (g + 3))
             FROM s, generate_series(1, ${OPERATOR.lines}) AS g`,
            [companyId, type, year, fileId],
          );
          statements += 1;
        }
      }
    }
    const [{ bytes }] = (
      await db.query('SELECT pg_database_size(current_database())::bigint AS bytes')
    ).rows;
    return {
      companies: OPERATOR.companies,
      statements,
      accounts: statements * OPERATOR.lines,
      files: statements,
      fileBytes: statements * OPERATOR.fileBytes,
      databaseBytes: Number(bytes),
    };
  } finally {
    await db.close();
  }
}

async function onPglite({ server, log }) {
  const folders = ['data', 'restored', 'archives', 'web'].map((tag) =>
    mkdtempSync(join(tmpdir(), `bus-bench-backup-pglite-${tag}-`)),
  );
  const [dataDir, restoredDir, backupDir, webDir] = folders;
  try {
    log('  first start: the server migrates a fresh DATA_DIR …');
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: webDir, DEMO_SEED: 'false' };
    await server.stop((await server.start(env)).child);
    log('  seeding one operator (150,000 account rows, 150 originals) …');
    const size = await seedOperator(join(dataDir, 'pglite'), join(dataDir, 'files'));
    const measured = await backupAndRestore(
      { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      { DATA_DIR: restoredDir },
      log,
    );
    return { size, ...measured };
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

/** The commit the commands were measured at, marked when the working tree had changes. */
function measuredCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', 'apps', 'packages') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * `server.start(env)` / `server.stop(child)` are bench.mjs's. A failure of one database is
 * reported in its place; the other still runs.
 */
export async function benchBackup({ server, pgAdminUrl, log }) {
  const failed = (error) => ({ error: error instanceof Error ? error.message : String(error) });
  log('backup and restore on PostgreSQL (the tenancy bench database, 15 million account rows) …');
  const postgres = await onPostgres({ pgAdminUrl, log }).catch(failed);
  log('backup and restore on PGlite (one operator, ten years) …');
  const pglite = await onPglite({ server, log }).catch(failed);
  return { commit: measuredCommit(), PostgreSQL: postgres, PGlite: pglite };
}

/** Rows for bench.mjs's table. */
export function backupRows(result) {
  const rows = [['backup: commands measured at commit', result.commit, '']];
  const n = (v) => v.toLocaleString('en');
  for (const label of ['PostgreSQL', 'PGlite']) {
    const r = result[label];
    if (r.skipped || r.error) {
      rows.push([`backup (${label})`, r.error ? `error: ${r.error}` : `skipped: ${r.skipped}`, '']);
      continue;
    }
    const data =
      label === 'PostgreSQL'
        ? `${n(r.size.accounts)} account rows, ${n(r.size.companies)} companies; database ${mb(r.size.bytes)} MB${r.reused ? ' (kept database reused)' : ''}`
        : `${n(r.size.accounts)} account rows, ${n(r.size.files)} originals (${mb(r.size.fileBytes)} MB); database ${mb(r.size.databaseBytes)} MB`;
    rows.push([`backup data (${label})`, data, '']);
    rows.push([
      `npm run backup (${label})`,
      `${r.backup.seconds} s, archive ${mb(r.archive.sizeBytes)} MB`,
      `peak memory ${r.backup.maxRssMb} MB`,
    ]);
    rows.push([
      `npm run restore -- --check (${label})`,
      `${r.check.seconds} s`,
      `reads and checks the whole archive, writes nothing; peak memory ${r.check.maxRssMb} MB`,
    ]);
    rows.push([
      `npm run restore (${label})`,
      `${r.restore.seconds} s`,
      `the check, then the load; peak memory ${r.restore.maxRssMb} MB; ${r.restore.tablesChecked} tables' row counts equal to the manifest`,
    ]);
  }
  return rows;
}
