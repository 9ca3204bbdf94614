import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { JobHandler, JobRunner } from './job-runner';

export const EXTRACTION_QUEUE = 'bus-extraction';

type Payload = { jobId: string };

/**
 * BullMQ queue shared by every server process on the same Redis and database; each process runs
 * a worker taking one job at a time. `prefix` scopes the queue to one database, so processes
 * (or test runs) on different databases never take each other's jobs.
 */
export function bullmqRunner(
  redisUrl: string,
  queue: {
    prefix: string;
    name?: string /** Only this process uses it: removed on close. */;
    private: boolean;
  },
  log: FastifyBaseLogger,
): JobRunner {
  const { prefix } = queue;
  const queueName = queue.name ?? EXTRACTION_QUEUE;
  // BullMQ's blocking commands need their own connections without a per-request retry limit.
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queueConnection = connection();
  const jobsQueue = new Queue<Payload>(queueName, { connection: queueConnection, prefix });
  let worker: Worker<Payload> | null = null;
  let workerConnection: Redis | null = null;

  return {
    driver: 'bullmq',
    async start(handler: JobHandler) {
      workerConnection = connection();
      worker = new Worker<Payload>(queueName, (job) => handler(job.data.jobId), {
        connection: workerConnection,
        prefix,
        concurrency: 1,
      });
      worker.on('error', (err) => log.error({ err }, 'extraction worker error'));
      worker.on('failed', (job, err) =>
        log.error({ err, jobId: job?.data.jobId }, 'extraction job failed in the worker'),
      );
      await worker.waitUntilReady();
    },
    async enqueue(jobId) {
      // The row id is the BullMQ id too: enqueueing the same job twice adds it once.
      await jobsQueue.add(
        'extraction',
        { jobId },
        {
          jobId,
          removeOnComplete: 1000,
          removeOnFail: 1000,
        },
      );
    },
    async close() {
      await worker?.close();
      if (queue.private) await jobsQueue.obliterate({ force: true });
      await jobsQueue.close();
      await Promise.all(
        [queueConnection, workerConnection].map((c) => c?.quit().catch(() => c.disconnect())),
      );
    },
  };
}
