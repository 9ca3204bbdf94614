import { sql } from 'drizzle-orm';
import type { DatabaseHandle, RawQuery } from '../db/database';
import type { SequenceValue, TableCopy } from './manifest';

/**
 * The app's tables and sequences, read from the catalogue (never from a list in code, so a new
 * migration's table is backed up without anyone remembering to add it): every ordinary table of
 * `public` and of drizzle's migration schema, except what an extension owns (pg_stat_statements,
 * PostGIS' spatial_ref_sys: the extension recreates those itself).
 */
export const APP_SCHEMAS = ['public', 'drizzle'] as const;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The schemas as an SQL list; written out so the queries need no parameters (any driver runs them). */
const SCHEMA_LIST = APP_SCHEMAS.map((s) => `'${s}'`).join(', ');
export const qualified = (t: { schema: string; name: string }) =>
  `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

const notExtensionOwned = (oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
     AND d.objid = ${oid} AND d.deptype = 'e')`;

export type AppTable = { oid: number; schema: string; name: string };

export async function appTables(query: RawQuery): Promise<AppTable[]> {
  const rows = await query<{ oid: number; schema: string; name: string }>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname IN (${SCHEMA_LIST}) AND ${notExtensionOwned('c.oid')}
     ORDER BY n.nspname DESC, c.relname`,
  );
  return rows;
}

/** COPY's column list: generated columns are computed again on load, dropped ones are gone. */
export async function copyColumns(query: RawQuery, oid: number): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = ${Math.trunc(oid)}::oid AND attnum > 0 AND NOT attisdropped
       AND attgenerated = ''
     ORDER BY attnum`,
  );
  return rows.map((row) => row.name);
}

export async function rowCount(query: RawQuery, table: AppTable): Promise<number> {
  const [row] = await query<{ n: string }>(`SELECT count(*)::text AS n FROM ${qualified(table)}`);
  return Number(row?.n ?? 0);
}

/** Every app table with its columns and rows, in the caller's snapshot. */
export async function describeTables(query: RawQuery): Promise<(TableCopy & { oid: number })[]> {
  const described: (TableCopy & { oid: number })[] = [];
  for (const table of await appTables(query)) {
    described.push({
      ...table,
      columns: await copyColumns(query, table.oid),
      rows: await rowCount(query, table),
    });
  }
  return described;
}

/**
 * Sequence values. Sequences are not transactional: read after the snapshot began, a value is at
 * least every id the snapshot's rows hold, which is all a restore needs.
 */
export async function sequenceValues(query: RawQuery): Promise<SequenceValue[]> {
  const sequences = await query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'S' AND n.nspname IN (${SCHEMA_LIST}) AND ${notExtensionOwned('c.oid')}
     ORDER BY n.nspname, c.relname`,
  );
  const values: SequenceValue[] = [];
  for (const sequence of sequences) {
    const [row] = await query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${qualified(sequence)}`,
    );
    if (!row) continue;
    values.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
}

/** drizzle's record of applied migrations (empty before the first start). */
export async function appliedMigrationRows(
  query: RawQuery,
): Promise<{ hash: string; createdAt: number }[]> {
  const [exists] = await query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists?.present) return [];
  const rows = await query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations
     ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

export async function serverVersion(query: RawQuery): Promise<string> {
  const [row] = await query<{ server_version: string }>('SHOW server_version');
  return row?.server_version ?? 'unknown';
}

/** Whether a server ever started on the database (drizzle's record of migrations exists). */
export async function hasAppSchema(database: DatabaseHandle): Promise<boolean> {
  const result = (await database.db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  return result.rows[0]?.present === true;
}
