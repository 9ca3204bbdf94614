import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../../config';
import { type Schema, schema } from './schema';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DriverName = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DriverName;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** A database that cannot be opened; main.ts prints the message without a stack trace. */
export class DatabaseOpenError extends Error {}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Probe on the pool itself: drizzle would wrap a connection error as "Failed query".
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** One line: the driver's message (an AggregateError of several addresses has it in `errors`). */
function describe(error: unknown): string {
  const inner = error instanceof AggregateError ? error.errors[0] : error;
  const text = inner instanceof Error ? inner.message || inner.name : String(inner);
  return text.split('\n')[0] ?? text;
}

/** Opens the configured database (PGlite folder, PGlite in memory, or a PostgreSQL server). */
export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  try {
    return database.kind === 'pglite'
      ? await openPglite(database.dataDir)
      : await openPostgres(database.url);
  } catch (error) {
    const where = database.kind === 'pglite' ? (database.dataDir ?? 'memory') : 'DATABASE_URL';
    throw new DatabaseOpenError(
      `cannot open the ${database.kind} database (${where}): ${describe(error)}`,
    );
  }
}
