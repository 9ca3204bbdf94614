import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseOverview, DatabaseTable, Section, SlowQuery } from '@bus/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../platform/db/database';

/**
 * A table whose live-row estimate is below this is counted exactly (count(*) is cheap there);
 * larger ones show PostgreSQL's estimate, marked as such (issue 18: "exact count when cheap").
 */
export const EXACT_COUNT_MAX_ROWS = 100_000;
/** Slow queries listed: the slowest by mean time. */
export const SLOW_QUERIES_SHOWN = 10;
/** A statement's text is cut here; pg_stat_statements already replaces literals by $n. */
const QUERY_TEXT_MAX = 500;

type Row = Record<string, unknown>;

/** Raw SQL on either driver: both answer with `rows` (see platform/tenancy/owners.ts). */
async function rows<T extends Row>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

function messageOf(error: unknown): string {
  // drizzle wraps a driver error as "Failed query: …"; its cause carries the server's words.
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return inner instanceof Error ? (inner.message.split('\n')[0] ?? inner.name) : String(inner);
}

/** Runs one part; a failing part becomes its error text, never a failure of the whole view. */
async function attempt<T>(run: () => Promise<T>): Promise<Section<T>> {
  try {
    return { value: await run(), error: null };
  } catch (error) {
    return { value: null, error: messageOf(error) };
  }
}

const num = (value: unknown) => Number(value ?? 0);

async function serverInfo(db: Database) {
  const [row] = await rows<{ version: string; name: string; size: unknown }>(
    db,
    sql`select version() as version, current_database() as name,
        pg_database_size(current_database())::bigint as size`,
  );
  return { version: row?.version ?? '', name: row?.name ?? '', sizeBytes: num(row?.size) };
}

/**
 * The app's tables (schema public) with their total size (table, indexes, TOAST) and row count:
 * exact below EXACT_COUNT_MAX_ROWS or where no statistics exist yet, else the live-row estimate.
 */
export async function tableStats(db: Database): Promise<DatabaseTable[]> {
  const listed = await rows<{ name: string; bytes: unknown; live: unknown; tuples: unknown }>(
    db,
    sql`select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes,
          s.n_live_tup::bigint as live, c.reltuples::float8 as tuples
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by pg_total_relation_size(c.oid) desc, c.relname`,
  );
  const tables: DatabaseTable[] = [];
  for (const table of listed) {
    const estimate = Math.max(num(table.live), num(table.tuples));
    if (estimate >= EXACT_COUNT_MAX_ROWS) {
      tables.push({
        name: table.name,
        totalBytes: num(table.bytes),
        rowCount: Math.round(estimate),
        exact: false,
      });
      continue;
    }
    const [counted] = await rows<{ n: unknown }>(
      db,
      sql`select count(*)::bigint as n from ${sql.identifier(table.name)}`,
    );
    tables.push({
      name: table.name,
      totalBytes: num(table.bytes),
      rowCount: num(counted?.n),
      exact: true,
    });
  }
  return tables;
}

async function connections(db: Database) {
  const states = await rows<{ state: string; count: unknown }>(
    db,
    sql`select coalesce(state, 'background') as state, count(*)::int as count
        from pg_stat_activity where datname = current_database()
        group by 1 order by 2 desc, 1`,
  );
  const [limit] = await rows<{ max: unknown }>(
    db,
    sql`select setting::int as max from pg_settings where name = 'max_connections'`,
  );
  const byState = states.map((row) => ({ state: row.state, count: num(row.count) }));
  return {
    total: byState.reduce((sum, row) => sum + row.count, 0),
    max: limit ? num(limit.max) : null,
    byState,
  };
}

/** pg_stat_statements when installed in this database; "not installed" is a state, not an error. */
async function slowQueries(db: Database): Promise<NonNullable<DatabaseOverview['slowQueries']>> {
  try {
    const [installed] = await rows<{ present: boolean }>(
      db,
      sql`select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as present`,
    );
    if (!installed?.present) return { status: 'not-installed', error: null, items: [] };
    const found = await rows<Row>(
      db,
      sql`select query, calls::bigint as calls, total_exec_time::float8 as total,
            mean_exec_time::float8 as mean, rows::bigint as rows
          from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
          order by mean_exec_time desc limit ${SLOW_QUERIES_SHOWN}`,
    );
    const items: SlowQuery[] = found.map((row) => ({
      query: String(row.query ?? '').slice(0, QUERY_TEXT_MAX),
      calls: num(row.calls),
      totalMs: Math.round(num(row.total) * 100) / 100,
      meanMs: Math.round(num(row.mean) * 100) / 100,
      rows: num(row.rows),
    }));
    return { status: 'ok', error: null, items };
  } catch (error) {
    // Installed but not preloaded (shared_preload_libraries) answers an error: show it.
    return { status: 'error', error: messageOf(error), items: [] };
  }
}

/** Bytes under a folder, every file counted once (PGlite's data directory). */
export async function folderSize(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true });
  let total = 0;
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/**
 * The database we run (issue 18: PostgreSQL or PGlite, not the spec's MySQL/MongoDB): version,
 * size, tables with row counts; on PostgreSQL connections and slow queries, on PGlite its folder.
 */
export async function databaseOverview(
  database: DatabaseHandle,
  pgliteDataDir: string | null,
): Promise<DatabaseOverview> {
  const { db, driver } = database;
  // One after another: PGlite runs one query at a time anyway, and a pool is not worth filling.
  const server = await attempt(() => serverInfo(db));
  const tables = await attempt(() => tableStats(db));
  if (driver === 'pglite') {
    const dataDirectory = await attempt(async () => ({
      path: pgliteDataDir,
      sizeBytes: pgliteDataDir ? await folderSize(pgliteDataDir) : (server.value?.sizeBytes ?? 0),
    }));
    return { driver, server, dataDirectory, connections: null, tables, slowQueries: null };
  }
  return {
    driver,
    server,
    dataDirectory: null,
    connections: await attempt(() => connections(db)),
    tables,
    slowQueries: await slowQueries(db),
  };
}
