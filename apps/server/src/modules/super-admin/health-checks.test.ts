import type { BackupOverview } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import { backupFreshness, schedulePeriodMs } from './health-checks';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');

function overview(patch: Partial<BackupOverview>): BackupOverview {
  return {
    directory: '/data/backups',
    totalFiles: 1,
    totalSizeBytes: 1024,
    lastBackupAt: new Date(now.getTime() - 9 * HOUR).toISOString(),
    files: [],
    schedule: '0 3 * * *',
    nextRunAt: null,
    retention: 14,
    running: null,
    lastError: null,
    ...patch,
  };
}

describe('backup freshness', () => {
  it('reads the period of a cron schedule', () => {
    expect(schedulePeriodMs('0 3 * * *')).toBe(24 * HOUR);
    expect(schedulePeriodMs('0 */6 * * *')).toBe(6 * HOUR);
    expect(schedulePeriodMs('not a schedule')).toBeNull();
  });

  it('is fresh within two periods and stale after', () => {
    expect(backupFreshness(overview({}), now)).toMatchObject({
      code: 'health.backup-fresh',
      severity: 'ok',
      params: { ageHours: 9 },
    });
    const old = new Date(now.getTime() - 49 * HOUR).toISOString();
    expect(backupFreshness(overview({ lastBackupAt: old }), now)).toMatchObject({
      code: 'health.backup-stale',
      severity: 'warning',
    });
  });

  it('warns of no backup, a newer failure, or no schedule without any backup', () => {
    expect(backupFreshness(overview({ lastBackupAt: null, totalFiles: 0 }), now).code).toBe(
      'health.backup-none',
    );
    const failed = overview({ lastError: { at: now.toISOString(), message: 'disk full' } });
    expect(backupFreshness(failed, now)).toMatchObject({
      code: 'health.backup-failed',
      params: { error: 'disk full' },
    });
    expect(backupFreshness(overview({ schedule: null, lastBackupAt: null }), now)).toMatchObject({
      code: 'health.backup-unscheduled',
      severity: 'warning',
    });
  });
});
