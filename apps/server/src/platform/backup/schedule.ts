import { Cron } from 'croner';

/** BACKUP_SCHEDULE, BACKUP_TIMEZONE, BACKUP_DIR, BACKUP_RETENTION (config.ts). */
export type BackupSettings = {
  /** A cron pattern, or null when scheduled backups are off. */
  schedule: string | null;
  timezone: string;
  directory: string;
  retention: number;
};

/** The default schedule (issue 18 §2): every day at 03:00 in BACKUP_TIMEZONE. */
export const DEFAULT_BACKUP_SCHEDULE = '0 3 * * *';
export const DEFAULT_BACKUP_TIMEZONE = 'Asia/Seoul';
/** BACKUP_RETENTION's default: two weeks of daily archives. */
export const DEFAULT_BACKUP_RETENTION = 14;

/** Why `pattern` is not a schedule croner can run in `timezone`, or null when it is. */
export function scheduleProblem(pattern: string, timezone: string): string | null {
  try {
    const next = new Cron(pattern, { timezone }).nextRun();
    return next ? null : 'never runs';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The moment a run is for: its start, to the second (what "the same scheduled backup" means). */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

export type Schedule = { nextRunAt(): Date | null; stop(): void };

/** Runs `tick` on the pattern; a tick still running when the next is due is skipped (protect). */
export function startSchedule(
  pattern: string,
  timezone: string,
  tick: (slot: Date) => Promise<unknown>,
): Schedule {
  const job = new Cron(pattern, { timezone, protect: true, unref: true }, async () => {
    await tick(slotOf(new Date()));
  });
  return { nextRunAt: () => job.nextRun(), stop: () => job.stop() };
}
