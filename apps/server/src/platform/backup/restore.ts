import { mkdir, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { auditRepo } from '../audit/repo';
import {
  acquirePgliteLock,
  DatabaseInUseError,
  MIGRATIONS_FOLDER,
  openDatabase,
  pgliteHolder,
} from '../db/database';
import type { ArchiveHandlers } from './apply-archive';
import { archiveStamp, type Manifest, manifestRowCount } from './manifest';
import { type AppMigration, appMigrations, compareMigrations } from './migrations';
import { restorePgliteInto } from './pglite-restore';
import { restorePostgres, type TableCount, tablesWithRows } from './postgres-restore';
import { applySessionSettings, clientQuery, tryBackupLock } from './postgres-session';
import { BackupRefusal } from './refusal';
import { holdsAnything, swapFolder, writeRestoredFile } from './stored-files';
import { type VerifiedArchive, verifyArchive } from './verify';

export type RestoreOptions = {
  config: Pick<Config, 'database' | 'filesDir'>;
  file: string;
  /** Replace a database or file folder that already holds data (`--yes`). */
  yes: boolean;
  now?: () => Date;
  /** Progress for the command line, Korean and English. */
  progress?: (line: { ko: string; en: string }) => void;
};

export type RestoreResult = {
  manifest: Manifest;
  counts: TableCount[];
  /** This version's migrations applied after the restore (the archive was older). */
  upgraded: string[];
};

type Context = RestoreOptions & {
  verified: VerifiedArchive;
  known: AppMigration[];
  stamp: string;
  filesTemporary: string;
};

const say = (options: RestoreOptions, ko: string, en: string) => options.progress?.({ ko, en });

/** Files go to a fresh folder beside DATA_DIR/files, swapped in when the database is done. */
function fileHandler(context: Context): ArchiveHandlers['file'] {
  return async (segments, data) => {
    await writeRestoredFile(context.filesTemporary, segments, data);
  };
}

/**
 * After the swap: the restored database opened as a server would (applying this version's newer
 * migrations), and the restore recorded in its own audit trail, where the super admin will see it.
 */
async function finish(context: Context): Promise<string[]> {
  const { manifest } = context.verified;
  const pending = compareMigrations(manifest.migrations, context.known).pending;
  const database = await openDatabase(context.config.database);
  try {
    await database.migrate();
    await auditRepo(database.db).insert({
      action: 'backup.restored',
      outcome: 'success',
      detail: {
        file: basename(context.file),
        createdAt: manifest.createdAt,
        driver: manifest.driver,
        rows: manifestRowCount(manifest),
        files: manifest.files.length,
      },
    });
  } finally {
    await database.close();
  }
  return pending.map((m) => m.tag);
}

async function restoreIntoPglite(context: Context, dataDir: string): Promise<RestoreResult> {
  const holder = await pgliteHolder(dataDir);
  if (holder !== null) throw new BackupRefusal('server-running', { pid: holder });
  const lock = await acquirePgliteLock(dataDir).catch((error: unknown) => {
    if (error instanceof DatabaseInUseError) {
      throw new BackupRefusal('server-running', { pid: error.pid });
    }
    throw error;
  });
  let released = false;
  try {
    const filled = [dataDir, context.config.filesDir];
    const holding = [];
    for (const folder of filled) if (await holdsAnything(folder)) holding.push(folder);
    if (holding.length > 0 && !context.yes) {
      throw new BackupRefusal('not-empty', { what: holding.join(', ') });
    }
    say(
      context,
      '데이터베이스와 파일을 임시 폴더에 풀고 있습니다…',
      'unpacking the database and files into temporary folders…',
    );
    const temporary = `${dataDir}.restore-${context.stamp}`;
    const counts = await restorePgliteInto({
      path: context.file,
      verified: context.verified,
      temporary,
      file: fileHandler(context),
    });
    const database = await swapFolder(dataDir, temporary, context.stamp);
    const files = await swapFolder(
      context.config.filesDir,
      context.filesTemporary,
      context.stamp,
    ).catch(async (error: unknown) => {
      await database.undo();
      throw error;
    });
    await lock.release();
    released = true;
    try {
      const upgraded = await finish(context);
      await database.discard();
      await files.discard();
      return { manifest: context.verified.manifest, counts, upgraded };
    } catch (error) {
      await files.undo();
      await database.undo();
      throw error;
    }
  } finally {
    if (!released) await lock.release();
  }
}

async function restoreIntoPostgres(context: Context, url: string): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (!(await tryBackupLock(client))) throw new BackupRefusal('already-running');
    await applySessionSettings(client);
    const filled = await tablesWithRows(clientQuery(client));
    if (await holdsAnything(context.config.filesDir)) filled.push(context.config.filesDir);
    if (filled.length > 0 && !context.yes) {
      const what =
        filled.slice(0, 5).join(', ') + (filled.length > 5 ? ` (+${filled.length - 5})` : '');
      throw new BackupRefusal('not-empty', { what });
    }
    say(
      context,
      '한 트랜잭션 안에서 테이블을 다시 만들고 행을 넣고 있습니다…',
      'recreating the tables and loading the rows in one transaction…',
    );
    const counts = await restorePostgres({
      client,
      path: context.file,
      verified: context.verified,
      migrations: context.known.slice(0, context.verified.manifest.migrations.length),
      file: fileHandler(context),
    });
    const files = await swapFolder(context.config.filesDir, context.filesTemporary, context.stamp);
    const upgraded = await finish(context);
    await files.discard();
    return { manifest: context.verified.manifest, counts, upgraded };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `npm run restore -- FILE` (issue 18 §2): verifies the whole archive first and refuses a
 * corrupt, truncated, foreign or newer one touching nothing; then restores the database (PGlite:
 * server stopped, folders swapped; PostgreSQL: one transaction) and the stored files (a
 * temporary folder swapped in), compares row counts with the manifest, and applies this
 * version's newer migrations. The folders replaced are removed once everything succeeded.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { database } = options.config;
  const dataDir = database.kind === 'pglite' ? database.dataDir : null;
  if (database.kind === 'pglite' && dataDir === null) throw new BackupRefusal('memory-database');
  const known = appMigrations(MIGRATIONS_FOLDER);
  say(options, '백업 파일 전체를 검사하고 있습니다…', 'checking the whole backup file…');
  const verified = await verifyArchive(options.file, known);
  if (verified.manifest.driver !== database.kind) {
    throw new BackupRefusal('wrong-driver', {
      archive: verified.manifest.driver,
      configured: database.kind,
    });
  }
  const stamp = archiveStamp((options.now ?? (() => new Date()))());
  const filesTemporary = `${options.config.filesDir}.restore-${stamp}`;
  const context: Context = { ...options, verified, known, stamp, filesTemporary };
  await rm(filesTemporary, { recursive: true, force: true });
  await mkdir(filesTemporary, { recursive: true, mode: 0o700 });
  try {
    return database.kind === 'postgres'
      ? await restoreIntoPostgres(context, database.url)
      : await restoreIntoPglite(context, dataDir ?? '');
  } finally {
    await rm(filesTemporary, { recursive: true, force: true });
  }
}
