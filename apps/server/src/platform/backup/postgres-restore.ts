import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import type { RawQuery } from '../db/database';
import { type ArchiveHandlers, applyArchive } from './apply-archive';
import { APP_SCHEMAS, appTables, qualified, quoteIdent, rowCount } from './catalog';
import { type Manifest, tableKey } from './manifest';
import type { AppMigration } from './migrations';
import { CopyIn } from './pg-copy';
import { clientQuery } from './postgres-session';
import { BackupRefusal } from './refusal';
import type { VerifiedArchive } from './verify';

/** Tables of the target that hold rows now (a restore replaces them only with --yes). */
export async function tablesWithRows(query: RawQuery): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await appTables(query)) {
    if (table.schema !== 'public') continue;
    const [row] = await query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS any`,
    );
    if (row?.any) filled.push(table.name);
  }
  return filled;
}

const notExtensionOwned = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass
     AND d.objid = ${oid} AND d.deptype = 'e')`;

/**
 * Drops what the migrations create in `public` (tables, views, sequences, types, routines) and
 * drizzle's schema, leaving what extensions own (pg_stat_statements may live in public).
 */
async function dropAppObjects(client: pg.Client): Promise<void> {
  const query = clientQuery(client);
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  const relations = await query<{ kind: string; name: string }>(
    `SELECT c.relkind::text AS kind, format('%I.%I', n.nspname, c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
       AND ${notExtensionOwned('pg_class', 'c.oid')}`,
  );
  const drop: Record<string, string> = {
    r: 'TABLE',
    p: 'TABLE',
    v: 'VIEW',
    m: 'MATERIALIZED VIEW',
    f: 'FOREIGN TABLE',
  };
  for (const [kind, word] of Object.entries(drop)) {
    const names = relations.filter((r) => r.kind === kind).map((r) => r.name);
    if (names.length > 0) await client.query(`DROP ${word} IF EXISTS ${names.join(', ')} CASCADE`);
  }
  const leftovers: [string, string][] = [
    [
      'SEQUENCE',
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'S' AND ${notExtensionOwned('pg_class', 'c.oid')}`,
    ],
    [
      'ROUTINE',
      `SELECT p.oid::regprocedure::text AS name FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' AND ${notExtensionOwned('pg_proc', 'p.oid')}`,
    ],
    [
      'TYPE',
      `SELECT format('%I.%I', n.nspname, t.typname) AS name FROM pg_type t
       JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm')
         AND ${notExtensionOwned('pg_type', 't.oid')}`,
    ],
  ];
  for (const [word, sql] of leftovers) {
    const names = (await query<{ name: string }>(sql)).map((r) => r.name);
    if (names.length > 0) await client.query(`DROP ${word} IF EXISTS ${names.join(', ')} CASCADE`);
  }
}

/**
 * The archive's schema, made by the same migrations that made it (issue 18 §2: "drop and
 * recreate the app's tables by running the migrations inside it"); drizzle's record of them
 * comes back with the rows.
 */
async function createSchema(client: pg.Client, migrations: AppMigration[]): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  // drizzle-orm's own definition (pg-core/dialect.js migrate()).
  await client.query(`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
    id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.statements) {
      if (statement.trim()) await client.query(statement);
    }
  }
}

/**
 * Drops the keys and indexes of the app's tables so the rows load in one pass, and returns what
 * puts them back (definitions read from the catalogue: a new migration's index comes back too).
 * Loading 15 million rows into a random-uuid primary key and per-row foreign-key checks is mostly
 * random I/O; building them once afterwards is a sort. Re-adding the foreign keys checks every row.
 */
async function withoutKeys(client: pg.Client): Promise<() => Promise<void>> {
  const query = clientQuery(client);
  const constraints = await query<{ tbl: string; name: string; def: string; type: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS tbl, con.conname AS name,
       pg_get_constraintdef(con.oid) AS def, con.contype::text AS type
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1::text[]) AND con.contype IN ('p', 'u', 'f')
     ORDER BY (con.contype = 'f') DESC, c.relname, con.conname`,
    [APP_SCHEMAS],
  );
  const indexes = await query<{ name: string; def: string }>(
    `SELECT format('%I.%I', n.nspname, ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = ic.relnamespace
     WHERE n.nspname = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid
         AND con.contype IN ('p', 'u', 'x'))`,
    [APP_SCHEMAS],
  );
  // Foreign keys first (they depend on the unique indexes they point at).
  for (const c of constraints) {
    await client.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT ${quoteIdent(c.name)}`);
  }
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  return async () => {
    for (const i of indexes) await client.query(i.def);
    for (const c of [...constraints].reverse()) {
      await client.query(`ALTER TABLE ${c.tbl} ADD CONSTRAINT ${quoteIdent(c.name)} ${c.def}`);
    }
  };
}

async function write(copy: CopyIn, chunk: Buffer): Promise<void> {
  if (copy.write(chunk)) return;
  await Promise.race([
    once(copy, 'drain'),
    once(copy, 'error').then(([error]) => {
      throw error;
    }),
  ]);
}

/** Streams each table's chunks into one COPY … FROM STDIN (one statement per table). */
function tableLoader(client: pg.Client, manifest: Manifest) {
  let current: { key: string; copy: CopyIn } | null = null;
  const end = async () => {
    if (!current) return;
    const { copy } = current;
    current = null;
    copy.end();
    await finished(copy);
  };
  const tableChunk: NonNullable<ArchiveHandlers['tableChunk']> = async (ref, data) => {
    const key = tableKey(ref);
    if (current?.key !== key) {
      await end();
      const table = manifest.tables.find((t) => tableKey(t) === key);
      if (!table) throw new Error(`${key} is not in the manifest`);
      const columns = table.columns.map(quoteIdent).join(', ');
      const copy = client.query(new CopyIn(`COPY ${qualified(table)} (${columns}) FROM STDIN`));
      // Errors surface through write() and finished(); this keeps an early one from being unhandled.
      copy.on('error', () => undefined);
      current = { key, copy };
    }
    const copy = (current as { copy: CopyIn }).copy;
    for await (const chunk of data) await write(copy, chunk);
  };
  /** Fails the COPY in progress, so the connection is free for the ROLLBACK. */
  const abort = async (error: unknown) => {
    if (!current) return;
    const { copy } = current;
    current = null;
    copy.destroy(error instanceof Error ? error : new Error(String(error)));
    await finished(copy).catch(() => undefined);
  };
  return { tableChunk, end, abort };
}

async function setSequences(client: pg.Client, manifest: Manifest): Promise<void> {
  for (const sequence of manifest.sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
      qualified(sequence),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
}

export type TableCount = { table: string; expected: number; restored: number };

async function countRestored(client: pg.Client, manifest: Manifest): Promise<TableCount[]> {
  const query = clientQuery(client);
  const counts: TableCount[] = [];
  for (const table of manifest.tables) {
    counts.push({
      table: tableKey(table),
      expected: table.rows,
      restored: await rowCount(query, { oid: 0, ...table }),
    });
  }
  return counts;
}

/**
 * Restores a verified PostgreSQL archive into the database of `client` in ONE transaction: the
 * app's objects dropped, the archive's schema made by its migrations, every row loaded, keys
 * rebuilt, sequences set, row counts compared with the manifest. Any failure (or a count that
 * differs) rolls back: the database is as before. `files` writes the stored files meanwhile
 * (into a temporary folder the caller swaps in after the commit).
 */
export async function restorePostgres(options: {
  client: pg.Client;
  path: string;
  verified: VerifiedArchive;
  migrations: AppMigration[];
  file: ArchiveHandlers['file'];
}): Promise<TableCount[]> {
  const { client, verified } = options;
  const { manifest } = verified;
  await client.query('BEGIN');
  const loader = tableLoader(client, manifest);
  try {
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    await dropAppObjects(client);
    await createSchema(client, options.migrations);
    const rebuild = await withoutKeys(client);
    await applyArchive(options.path, verified, {
      tableChunk: loader.tableChunk,
      file: async (segments, data) => {
        await loader.end();
        await options.file(segments, data);
      },
    });
    await loader.end();
    await rebuild();
    await setSequences(client, manifest);
    const counts = await countRestored(client, manifest);
    const wrong = counts.filter((c) => c.expected !== c.restored);
    if (wrong.length > 0) {
      throw new BackupRefusal('count-mismatch', {
        tables: wrong.map((c) => `${c.table} ${c.restored}/${c.expected}`).join(', '),
      });
    }
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    await loader.abort(error);
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
