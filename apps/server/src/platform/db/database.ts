import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
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

/** Raw SQL on the connection at hand, rows as plain objects (backups read the catalogue with it). */
export type RawQuery = <R = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<R[]>;

/** What backups need of PGlite (issue 18 §2): its folder and its data-directory dump. */
export type PgliteAccess = {
  /** The data folder, or null for a database in memory. */
  dataDir: string | null;
  /**
   * PGlite's data-directory dump (an uncompressed tar), taken while no other query or transaction
   * can run: PGlite serialises them, and `during` runs first inside the same exclusive section, so
   * what it reads (row counts) describes exactly the state that was dumped.
   */
  dump<T>(during: (query: RawQuery) => Promise<T>): Promise<{ tar: Blob; during: T }>;
};

/** What backups need of a PostgreSQL server: a connection outside the pool, for minutes. */
export type PostgresAccess = {
  /** A connected client of its own; the caller ends it. */
  connect(): Promise<pg.Client>;
};

export type DatabaseHandle = {
  db: Database;
  driver: DriverName;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The connection pool's use now (issue 18 §3 metrics); null on PGlite, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** Backups (issue 18 §2): set for the driver in use, null for the other. */
  pglite: PgliteAccess | null;
  postgres: PostgresAccess | null;
  close(): Promise<void>;
};

/** drizzle-kit's migrations, applied at start; backups record and check which ones a copy has. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** A database that cannot be opened; main.ts prints the message without a stack trace. */
export class DatabaseOpenError extends Error {}

/** The PGlite folder is open in another process (a running server): `pid` holds it. */
export class DatabaseInUseError extends DatabaseOpenError {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `the PGlite folder is in use by process ${pid} (a running server?); stop it first, or ` +
        `delete ${lockFile} if no server runs`,
    );
  }
}

/** The lock of a PGlite folder: a file beside it, naming the process that holds it. */
export const pgliteLockFile = (dataDir: string) => `${dataDir}.lock`;

/** Folders this process holds: a lock file naming our own pid but absent here is a past life's. */
const heldLocks = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder named by a lock file, or null when that process is gone (a crash left the file). */
async function lockHolder(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const held = (() => {
    try {
      return JSON.parse(text) as { pid?: unknown; host?: unknown };
    } catch {
      return {};
    }
  })();
  const pid = typeof held.pid === 'number' ? held.pid : null;
  // Another host's lock is a recreated container's (a new hostname on the same volume): a PGlite
  // folder shared between machines is not a setup we run.
  if (pid === null || held.host !== hostname()) return null;
  if (pid === process.pid) return heldLocks.has(file) ? pid : null;
  return alive(pid) ? pid : null;
}

/**
 * Takes the folder's lock or throws DatabaseInUseError. A stale lock (its process gone, or our
 * own pid from before a restart) is taken over.
 */
export async function acquirePgliteLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  const file = pgliteLockFile(dataDir);
  const content = JSON.stringify({ pid: process.pid, host: hostname(), at: new Date() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, content, { flag: 'wx' });
      heldLocks.add(file);
      return {
        release: async () => {
          heldLocks.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await lockHolder(file);
      if (holder !== null) throw new DatabaseInUseError(file, holder);
      await rm(file, { force: true });
    }
  }
  throw new DatabaseInUseError(file, -1);
}

/** The process holding the PGlite folder now, or null (nobody, or a stale lock). */
export async function pgliteHolder(dataDir: string): Promise<number | null> {
  return lockHolder(pgliteLockFile(dataDir));
}

/** PGlite's exclusive dump: inside a transaction, which keeps every other caller waiting. */
function pgliteAccess(client: PGlite, dataDir: string | null): PgliteAccess {
  return {
    dataDir,
    dump: (during) =>
      client.transaction(async (tx) => {
        const query: RawQuery = async (text, params) => (await tx.query<never>(text, params)).rows;
        const read = await during(query);
        // The transaction lock is held (every query of the app waits for it); the dump itself
        // takes the query lock, which tx released after its last query.
        return { tar: await client.dumpDataDir('none'), during: read };
      }),
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Two processes on one folder corrupt it; the lock also tells `npm run backup`/`restore` that a
  // server is running (issue 18 §2).
  const lock = dataDir ? await acquirePgliteLock(dataDir) : null;
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    pglite: pgliteAccess(client, dataDir),
    postgres: null,
    close: async () => {
      await client.close();
      await lock?.release();
    },
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
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    pglite: null,
    postgres: {
      connect: async () => {
        const client = new pg.Client({ connectionString: url });
        // A dropped connection fails the backup's own query; it must not crash the process.
        client.on('error', () => undefined);
        await client.connect();
        return client;
      },
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
    if (error instanceof DatabaseInUseError) throw error;
    const where = database.kind === 'pglite' ? (database.dataDir ?? 'memory') : 'DATABASE_URL';
    throw new DatabaseOpenError(
      `cannot open the ${database.kind} database (${where}): ${describe(error)}`,
    );
  }
}
