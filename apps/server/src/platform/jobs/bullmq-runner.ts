import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { JobHandler, JobRunner } from './job-runner';
import { JOB_LANES, type JobLane, type LaneLimits } from './lanes';
import { slotGate } from './slot-gate';

export const EXTRACTION_QUEUE = 'bus-extraction';

/** The BullMQ queue of a lane: scans have their own, so they never queue ahead of spreadsheets. */
export function queueName(base: string, lane: JobLane): string {
  return lane === 'document' ? base : `${base}-${lane}`;
}

type Payload = { jobId: string };

/**
 * BullMQ queues shared by every server process on the same Redis and database, one per lane;
 * each process runs a worker per lane and admits at most `limits.total` jobs at once (one per
 * parse worker). `prefix` scopes the queues to one database, so processes (or test runs) on
 * different databases never take each other's jobs.
 */
export function bullmqRunner(
  redisUrl: string,
  queue: {
    prefix: string;
    name?: string /** Only this process uses it: removed on close. */;
    private: boolean;
  },
  limits: LaneLimits,
  log: FastifyBaseLogger,
  /** The lanes this queue has: extraction both, forecasts only `document` (one queue, no OCR). */
  lanes: readonly JobLane[] = JOB_LANES,
): JobRunner {
  const { prefix } = queue;
  const base = queue.name ?? EXTRACTION_QUEUE;
  // BullMQ's blocking commands need their own connections without a per-request retry limit.
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queueConnection = connection();
  const queues = new Map(
    lanes.map((lane) => [
      lane,
      new Queue<Payload>(queueName(base, lane), { connection: queueConnection, prefix }),
    ]),
  );
  const gate = slotGate(limits);
  const workers: Worker<Payload>[] = [];
  const workerConnections: Redis[] = [];

  let onLost: ((jobId: string) => Promise<void>) | undefined;

  const startWorker = async (lane: JobLane, handler: JobHandler) => {
    const workerConnection = connection();
    workerConnections.push(workerConnection);
    const worker = new Worker<Payload>(
      queueName(base, lane),
      async (job) => {
        const release = await gate.acquire(lane);
        try {
          await handler(job.data.jobId);
        } finally {
          release();
        }
      },
      {
        connection: workerConnection,
        prefix,
        concurrency: lane === 'ocr' ? limits.ocr : limits.total,
      },
    );
    worker.on('error', (err) => log.error({ err, lane, queue: base }, 'job worker error'));
    worker.on('failed', (job, err) => {
      // The handler records every outcome itself: a failure here is BullMQ's own (stalled).
      log.error({ err, jobId: job?.data.jobId, queue: base }, 'job failed in the worker');
      if (job && onLost) {
        onLost(job.data.jobId).catch((lostErr: unknown) =>
          log.error({ err: lostErr, jobId: job.data.jobId }, 'lost job not recorded'),
        );
      }
    });
    await worker.waitUntilReady();
    workers.push(worker);
  };

  return {
    driver: 'bullmq',
    async start(handler: JobHandler, lost) {
      onLost = lost;
      for (const lane of lanes) await startWorker(lane, handler);
    },
    async enqueue(jobId, lane) {
      // The row id is the BullMQ id too: enqueueing the same job twice adds it once.
      await queues
        .get(lane)
        ?.add(base, { jobId }, { jobId, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    async depth() {
      return Promise.all(
        [...queues].map(async ([lane, q]) => {
          const c = await q.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
          const waiting = (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0);
          return { lane, waiting, running: c.active ?? 0 };
        }),
      );
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      for (const q of queues.values()) {
        if (queue.private) await q.obliterate({ force: true });
        await q.close();
      }
      await Promise.all(
        [queueConnection, ...workerConnections].map((c) => c.quit().catch(() => c.disconnect())),
      );
    },
  };
}
