import { z } from 'zod';

/**
 * What a backup holds (issue 18 §2): the database as PGlite's data-directory dump or, on a
 * PostgreSQL server, a consistent logical dump; and the stored files (DATA_DIR/files).
 */
export const BackupKind = z.enum(['pglite', 'postgres']);
export type BackupKind = z.infer<typeof BackupKind>;

/** Who started it: the schedule, a super admin's "back up now", or `npm run backup`. */
export const BackupTrigger = z.enum(['schedule', 'manual', 'cli']);
export type BackupTrigger = z.infer<typeof BackupTrigger>;

/** One archive in the backup folder. */
export const BackupFile = z.object({
  /** File name inside the backup folder (never a path). */
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  createdAt: z.string(),
  kind: BackupKind,
  trigger: BackupTrigger,
  /** Rows across every table and stored files, as counted when the backup was taken. */
  rowCount: z.number().int().nonnegative(),
  fileCount: z.number().int().nonnegative(),
});
export type BackupFile = z.infer<typeof BackupFile>;

/** A backup that is being taken now (one at a time per installation). */
export const BackupRun = z.object({
  startedAt: z.string(),
  trigger: BackupTrigger,
});
export type BackupRun = z.infer<typeof BackupRun>;

/**
 * GET /api/super-admin/backups — data-center-board-admin.md §2 "Backup info": file count, total
 * size, last backup time (or none), the newest five files; plus the schedule and the last failure.
 */
export const BackupOverview = z.object({
  /** The folder the archives go to, as the operator configured it (shown to super admins only). */
  directory: z.string(),
  totalFiles: z.number().int().nonnegative(),
  totalSizeBytes: z.number().int().nonnegative(),
  lastBackupAt: z.string().nullable(),
  /** Newest first, at most five (§2). */
  files: z.array(BackupFile).max(5),
  /** The cron expression of the schedule, or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** How many archives are kept; older ones are deleted after each successful backup. */
  retention: z.number().int().positive(),
  running: BackupRun.nullable(),
  /** The last failed attempt since the server started, when it is newer than the last success. */
  lastError: z
    .object({
      at: z.string(),
      /** The failure as the server logged it (English, one line). */
      message: z.string(),
      /** An error code the web translates: backup/failed, backup/disk-full, backup/directory-not-writable. */
      code: z.string().optional(),
    })
    .nullable(),
});
export type BackupOverview = z.infer<typeof BackupOverview>;

/**
 * POST /api/super-admin/backups — "back up now". Answers 202 with the run once it has started;
 * 409 `backup/already-running` while another backup is being taken.
 */
export const BackupStarted = z.object({ running: BackupRun });
export type BackupStarted = z.infer<typeof BackupStarted>;
