import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { bullmqRunner, EXTRACTION_QUEUE } from './bullmq-runner';
import { inProcessRunner } from './in-process-runner';
import type { JobRunner } from './job-runner';
import { JOB_LANES, type JobLane, type LaneLimits } from './lanes';

/**
 * The Redis key prefix of the job queue: one per PostgreSQL database (every process on it shares
 * the queue), one per process for PGlite (which only that process can open).
 */
export function queueScope(database: Config['database']): { prefix: string; private: boolean } {
  const shared = database.kind === 'postgres';
  const identity = shared ? databaseIdentity(database.url) : `pglite-${randomUUID()}`;
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 16);
  return { prefix: `bus-jobs-${hash}`, private: !shared };
}

/** Host, port and database name: the same database whatever user or password connects. */
function databaseIdentity(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** Which BullMQ queue a runner takes its jobs from, and the lanes it has. */
export type QueueChoice = { name: string; lanes: readonly JobLane[] };

/**
 * BullMQ when REDIS_URL is set (several processes share the queue), else an in-process queue.
 * Extraction uses the default queue and both lanes; forecasts `bus-forecast` with one lane.
 */
export function createJobRunner(
  config: Config,
  limits: LaneLimits,
  log: FastifyBaseLogger,
  queue: QueueChoice = { name: EXTRACTION_QUEUE, lanes: JOB_LANES },
): JobRunner {
  return config.redisUrl
    ? bullmqRunner(
        config.redisUrl,
        { ...queueScope(config.database), name: queue.name },
        limits,
        log,
        queue.lanes,
      )
    : inProcessRunner(log, limits, queue.lanes);
}
