import { join } from 'node:path';
import type { BackupFile, BackupOverview, BackupRun, BackupTrigger, ErrorCode } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AuditLog } from '../audit/audit-log';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from '../db/database';
import { AppError } from '../errors/app-error';
import { manifestRowCount } from './manifest';
import { type AppMigration, appMigrations } from './migrations';
import { tryBackupLock } from './postgres-session';
import { backupRepo } from './repo';
import { type ArchiveListing, applyRetention, listArchives } from './retention';
import { type BackupSettings, type Schedule, startSchedule } from './schedule';
import { type BackupOutcome, takeBackup } from './take-backup';
import { readManifestOnly } from './verify';

export type BackupActor = { id: string; email: string } | null;

export type BackupService = {
  overview(): Promise<BackupOverview>;
  /** "Back up now" and the CLI's start: answers once the backup holds the lock; 409 otherwise. */
  start(trigger: BackupTrigger, actor: BackupActor): Promise<BackupRun>;
  /** Takes a backup and waits for it (CLI, tests); throws what failed it. */
  run(trigger: BackupTrigger, actor: BackupActor): Promise<BackupOutcome>;
  /** The schedule's run for `slot` (what the cron calls; tests call it directly). */
  tick(slot: Date): Promise<'taken' | 'skipped' | 'failed'>;
  /** Resolves once no backup started here is running. */
  idle(): Promise<void>;
  /** Stops the schedule and a running backup (it leaves no archive), then returns. */
  close(): Promise<void>;
};

export type BackupServiceDeps = {
  settings: BackupSettings;
  filesDir: string;
  database: DatabaseHandle;
  audit: AuditLog;
  log: FastifyBaseLogger;
  version: string;
  now?: () => Date;
};

/** Held while a backup runs: PostgreSQL's locked connection, or nothing on PGlite (one process). */
type Lease = { client: pg.Client | null; release(): Promise<void> };

/** What the web translates for the overview's last failure (disk full, folder not writable…). */
function failureCode(error: unknown): ErrorCode {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'backup/disk-full';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return 'backup/directory-not-writable';
  return 'backup/failed';
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'backup failed';

/** The overview's rows, read from each archive's manifest once (cached by name, size and time). */
function describer(known: AppMigration[], directory: string, log: FastifyBaseLogger) {
  const cache = new Map<string, { key: string; file: BackupFile | null }>();
  return async (archive: ArchiveListing): Promise<BackupFile | null> => {
    const key = `${archive.sizeBytes}:${archive.mtimeMs}`;
    const hit = cache.get(archive.name);
    if (hit?.key === key) return hit.file;
    const file = await readManifestOnly(join(directory, archive.name), known).then(
      (manifest): BackupFile => ({
        name: archive.name,
        sizeBytes: archive.sizeBytes,
        createdAt: manifest.createdAt,
        kind: manifest.driver,
        trigger: manifest.trigger,
        rowCount: manifestRowCount(manifest),
        fileCount: manifest.files.length,
      }),
      (error: unknown) => {
        log.warn({ err: error, file: archive.name }, 'backup archive without a readable manifest');
        return null;
      },
    );
    cache.set(archive.name, { key, file });
    return file;
  };
}

/**
 * Backups of one installation (issue 18 §2): the schedule, "back up now", the overview the
 * super-admin console shows, retention after each success, and the audit events. One backup at a
 * time: an in-process flag and, on PostgreSQL, an advisory lock every server process shares.
 */
export function backupService(deps: BackupServiceDeps): BackupService {
  const { settings, database, audit, log } = deps;
  const now = deps.now ?? (() => new Date());
  const known = appMigrations(MIGRATIONS_FOLDER);
  const repo = backupRepo(database.db);
  const describeArchive = describer(known, settings.directory, log);
  const shutdown = new AbortController();
  let running: BackupRun | null = null;
  let current: Promise<unknown> = Promise.resolve();
  let lastSuccessAt: Date | null = null;
  let lastError: { at: Date; message: string; code: ErrorCode } | null = null;

  async function lease(trigger: BackupTrigger): Promise<Lease | null> {
    if (running) return null;
    // Taken before the first await: two requests at once cannot both get past here.
    running = { startedAt: now().toISOString(), trigger };
    try {
      if (!database.postgres) {
        const release = async () => {
          running = null;
        };
        return { client: null, release };
      }
      const client = await database.postgres.connect();
      if (!(await tryBackupLock(client).catch(() => false))) {
        await client.end().catch(() => undefined);
        running = null;
        return null;
      }
      return {
        client,
        // Ending the session releases its advisory lock.
        release: async () => {
          await client.end().catch(() => undefined);
          running = null;
        },
      };
    } catch (error) {
      running = null;
      throw error;
    }
  }

  async function execute(held: Lease, trigger: BackupTrigger, actor: BackupActor) {
    const began = performance.now();
    try {
      const outcome = await takeBackup({
        database,
        filesDir: deps.filesDir,
        directory: settings.directory,
        trigger,
        appVersion: deps.version,
        known,
        now,
        client: held.client ?? undefined,
        signal: shutdown.signal,
      });
      lastSuccessAt = now();
      // The archive is complete whatever happens here: a folder that refuses a delete is logged.
      const removed = await applyRetention(settings.directory, settings.retention, now()).catch(
        (error: unknown) => {
          log.warn({ err: error }, 'old backups not removed (BACKUP_RETENTION)');
          return [] as string[];
        },
      );
      const detail = {
        file: outcome.name,
        trigger,
        sizeBytes: outcome.sizeBytes,
        rows: manifestRowCount(outcome.manifest),
        files: outcome.manifest.files.length,
        durationMs: Math.round(performance.now() - began),
        removed,
      };
      log.info({ backup: detail }, 'backup taken');
      await audit.record({ action: 'backup.created', actor, detail });
      return outcome;
    } catch (error) {
      lastError = { at: now(), message: describe(error), code: failureCode(error) };
      log.error({ err: error, trigger }, 'backup failed');
      await audit.record({
        action: 'backup.failed',
        outcome: 'failure',
        actor,
        detail: { trigger, message: lastError.message, code: lastError.code },
      });
      throw error;
    } finally {
      await held.release();
    }
  }

  const busy = () => new AppError('backup/already-running', 409);

  const service: BackupService = {
    async overview() {
      const archives = await listArchives(settings.directory);
      const files: BackupFile[] = [];
      for (const archive of archives) {
        if (files.length === 5) break;
        const file = await describeArchive(archive);
        if (file) files.push(file);
      }
      const newest = archives[0];
      const failed =
        lastError && (!lastSuccessAt || lastError.at > lastSuccessAt) ? lastError : null;
      return {
        directory: settings.directory,
        totalFiles: archives.length,
        totalSizeBytes: archives.reduce((sum, a) => sum + a.sizeBytes, 0),
        // The manifest's exact time when the newest archive reads; its name's second otherwise.
        lastBackupAt:
          newest && files[0]?.name === newest.name
            ? files[0].createdAt
            : (newest?.at.toISOString() ?? null),
        files,
        schedule: settings.schedule,
        nextRunAt: schedule?.nextRunAt()?.toISOString() ?? null,
        retention: settings.retention,
        running,
        lastError: failed
          ? { at: failed.at.toISOString(), message: failed.message, code: failed.code }
          : null,
      };
    },
    async start(trigger, actor) {
      const held = await lease(trigger);
      if (!held || !running) throw busy();
      const run = running;
      // Off the request (issue 18 §2: POST answers 202 at once); the outcome is logged and audited.
      current = execute(held, trigger, actor).catch(() => undefined);
      return run;
    },
    async run(trigger, actor) {
      const held = await lease(trigger);
      if (!held) throw busy();
      const outcome = execute(held, trigger, actor);
      current = outcome.catch(() => undefined);
      return outcome;
    },
    async tick(slot) {
      const held = await lease('schedule');
      if (!held) {
        log.info({ slot }, 'scheduled backup skipped: another backup is running');
        return 'skipped';
      }
      if (await repo.scheduledSince(slot).catch(() => false)) {
        await held.release();
        log.info({ slot }, 'scheduled backup skipped: another server process took it');
        return 'skipped';
      }
      const outcome = execute(held, 'schedule', null);
      current = outcome.catch(() => undefined);
      return outcome.then(
        () => 'taken' as const,
        () => 'failed' as const,
      );
    },
    idle: () => current.then(() => undefined),
    async close() {
      schedule?.stop();
      shutdown.abort();
      await current;
    },
  };
  const schedule: Schedule | null = settings.schedule
    ? startSchedule(settings.schedule, settings.timezone, (slot) => service.tick(slot))
    : null;
  return service;
}
