import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import { METRIC_PREFIX } from './registry';

/**
 * A scrape waits this long for a queue's counts: with Redis down BullMQ would wait for ever, and
 * Prometheus would time the whole scrape out instead of getting the other metrics.
 */
export const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

/** The job queues by name (`extraction`, `forecast`): what their depth is read from. */
export type QueueSources = Record<string, Pick<JobRunner, 'depth'>>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `bus_job_queue_depth{queue, lane, state}`: jobs waiting and running, read at each scrape (no
 * timer). A queue whose counts cannot be read is left out of that scrape and logged, so its
 * series go absent rather than showing a stale or made-up zero.
 */
export function queueDepthGauge(
  registry: Registry,
  queues: QueueSources,
  log: FastifyBaseLogger,
  timeoutMs = QUEUE_DEPTH_TIMEOUT_MS,
) {
  return new Gauge({
    name: `${METRIC_PREFIX}job_queue_depth`,
    help: 'Jobs by queue, lane and state (waiting, running); on BullMQ the shared queue, the same from every process.',
    labelNames: ['queue', 'lane', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = Object.entries(queues).map(async ([queue, runner]) => {
        try {
          for (const { lane, waiting, running } of await withTimeout(runner.depth(), timeoutMs)) {
            this.set({ queue, lane, state: 'waiting' }, waiting);
            this.set({ queue, lane, state: 'running' }, running);
          }
        } catch (err) {
          log.warn({ err, queue }, 'job queue depth not read for /metrics');
        }
      });
      await Promise.all(read);
    },
  });
}

/**
 * The PostgreSQL pool (pg.Pool) at each scrape: connections open, idle, the pool's maximum, and
 * queries waiting for a connection. PGlite has no pool (one connection inside the process), so
 * there these metrics are not registered at all rather than reported as zero.
 */
export function poolGauges(registry: Registry, database: Pick<DatabaseHandle, 'poolStats'>): void {
  if (!database.poolStats()) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  gauge(
    'connections',
    'PostgreSQL connections the pool holds open (busy and idle).',
    (s) => s.total,
  );
  gauge('idle_connections', 'PostgreSQL connections open and idle.', (s) => s.idle);
  gauge('max_connections', 'Most connections the pool opens.', (s) => s.max);
  gauge('waiting_requests', 'Queries waiting for a free connection.', (s) => s.waiting);
}

type PoolStats = NonNullable<ReturnType<DatabaseHandle['poolStats']>>;
