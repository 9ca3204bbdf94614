import {
  type BackupOverview,
  type FindingCode,
  isOverResourceLimit,
  RESOURCE_CRITICAL_PERCENT,
  RESOURCE_WARNING_PERCENT,
} from '@bus/domain';
import { Cron } from 'croner';
import { type Check, type CheckContext, type Outcome, outcome } from './check';

/** A job waiting longer than this to start means the workers are stuck or gone. */
export const JOB_STUCK_MINUTES = 30;
/** A backup is stale when older than this many schedule periods (issue 18 §1). */
export const BACKUP_STALE_PERIODS = 2;

const MINUTE_MS = 60 * 1000;

const databaseHealth: Check = {
  id: 'health.database',
  scope: 'database',
  async run(context) {
    const { database } = await context.health.check();
    return database.status === 'ok'
      ? outcome('health.database-ok', 'ok', {
          driver: database.driver ?? context.driver,
          latencyMs: database.latencyMs ?? 0,
        })
      : outcome('health.database-error', 'critical', {
          driver: database.driver ?? context.driver,
          error: database.error ?? '',
        });
  },
};

const redisHealth: Check = {
  id: 'health.redis',
  scope: 'database',
  async run(context) {
    const { redis } = await context.system();
    if (redis.status === 'disabled') return outcome('health.redis-disabled', 'info');
    if (redis.status === 'error') {
      return outcome('health.redis-error', 'critical', { error: redis.error ?? '' });
    }
    return outcome('health.redis-ok', 'ok', {
      latencyMs: redis.latencyMs ?? 0,
      usedMemory: redis.usedMemoryHuman ?? '-',
    });
  },
};

/** Over 80 % is a warning (§9), over 95 % critical. */
function resource(codes: [FindingCode, FindingCode], percent: number, params: Outcome['params']) {
  if (!isOverResourceLimit(percent)) return outcome(codes[0], 'ok', { percent, ...params });
  const severity = percent > RESOURCE_CRITICAL_PERCENT ? 'critical' : 'warning';
  return outcome(codes[1], severity, { percent, limit: RESOURCE_WARNING_PERCENT, ...params });
}

const cpuHealth: Check = {
  id: 'health.cpu',
  scope: 'application',
  async run(context) {
    const { cpu } = await context.system();
    return resource(['health.cpu-ok', 'health.cpu-high'], cpu.percent, { cores: cpu.cores });
  },
};

const memoryHealth: Check = {
  id: 'health.memory',
  scope: 'application',
  async run(context) {
    const { memory } = await context.system();
    return resource(['health.memory-ok', 'health.memory-high'], memory.percent, {});
  },
};

const diskHealth: Check = {
  id: 'health.disk',
  scope: 'application',
  async run(context) {
    const { disk, diskError } = await context.system();
    if (!disk) return outcome('health.disk-unknown', 'warning', { error: diskError ?? '' });
    return resource(['health.disk-ok', 'health.disk-high'], disk.percent, { path: disk.path });
  },
};

/** The time between two runs of the cron schedule (a daily 03:00 → 24 h); null if unreadable. */
export function schedulePeriodMs(schedule: string, timezone?: string): number | null {
  try {
    const cron = new Cron(schedule, { paused: true, ...(timezone ? { timezone } : {}) });
    const [first, second] = cron.nextRuns(2);
    cron.stop();
    return first && second ? second.getTime() - first.getTime() : null;
  } catch {
    return null;
  }
}

/** Fresh: the last backup is younger than BACKUP_STALE_PERIODS periods of the schedule. */
export function backupFreshness(overview: BackupOverview, now: Date): Outcome {
  const lastAt = overview.lastBackupAt ? new Date(overview.lastBackupAt) : null;
  if (overview.lastError && (!lastAt || new Date(overview.lastError.at) > lastAt)) {
    return outcome('health.backup-failed', 'warning', {
      at: overview.lastError.at,
      error: overview.lastError.message,
    });
  }
  if (!overview.schedule) {
    return outcome('health.backup-unscheduled', lastAt ? 'info' : 'warning', {
      lastBackupAt: overview.lastBackupAt ?? '-',
    });
  }
  if (!lastAt) return outcome('health.backup-none', 'warning', { schedule: overview.schedule });
  const period = schedulePeriodMs(overview.schedule);
  const ageHours = Math.round((now.getTime() - lastAt.getTime()) / (60 * MINUTE_MS));
  const params = {
    lastBackupAt: overview.lastBackupAt ?? '-',
    ageHours,
    schedule: overview.schedule,
  };
  if (period !== null && now.getTime() - lastAt.getTime() > BACKUP_STALE_PERIODS * period) {
    return outcome('health.backup-stale', 'warning', params);
  }
  return outcome('health.backup-fresh', 'ok', params);
}

const backupHealth: Check = {
  id: 'health.backup',
  scope: 'database',
  async run(context) {
    const reading = await context.backups();
    if ('unavailable' in reading) {
      return outcome('health.backup-unknown', 'info', { reason: reading.unavailable });
    }
    return backupFreshness(reading.overview, context.now);
  },
};

/** Extraction jobs and forecast runs: waiting and running, and whether any waits too long. */
const jobQueue: Check = {
  id: 'health.jobs',
  scope: 'application',
  async run(context: CheckContext) {
    const queue = await context.repo.jobQueue();
    const cutoff = context.now.getTime() - JOB_STUCK_MINUTES * MINUTE_MS;
    const params = {
      queued: queue.extraction.queued + queue.forecast.queued,
      running: queue.extraction.running + queue.forecast.running,
      driver: context.config.redisUrl ? 'bullmq' : 'in-process',
    };
    const stuck = (['extraction', 'forecast'] as const).filter((kind) => {
      const oldest = queue[kind].oldestQueuedAt;
      return oldest !== null && oldest.getTime() < cutoff;
    });
    return stuck.length > 0
      ? outcome('health.jobs-stuck', 'warning', { ...params, minutes: JOB_STUCK_MINUTES }, stuck)
      : outcome('health.jobs-ok', 'ok', params);
  },
};

/** check_system_health: database, Redis, CPU, memory and disk over 80 %, backups, job queue. */
export const HEALTH_CHECKS: readonly Check[] = [
  databaseHealth,
  redisHealth,
  cpuHealth,
  memoryHealth,
  diskHealth,
  backupHealth,
  jobQueue,
];
