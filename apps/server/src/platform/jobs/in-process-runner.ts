import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobRunner } from './job-runner';

/**
 * A queue in this process, one job at a time, so a 10 MB workbook never takes more than one
 * job's share of the event loop and requests keep being answered between its awaits.
 */
export function inProcessRunner(log: FastifyBaseLogger): JobRunner {
  const waiting: string[] = [];
  let handler: JobHandler | null = null;
  let current: Promise<void> | null = null;
  let closed = false;

  const pump = (): void => {
    if (current || closed || !handler) return;
    const next = waiting.shift();
    if (!next) return;
    const run = handler;
    current = run(next)
      .catch((err: unknown) => log.error({ err, jobId: next }, 'job handler failed'))
      .finally(() => {
        current = null;
        pump();
      });
  };

  return {
    driver: 'in-process',
    async start(jobHandler) {
      handler = jobHandler;
      pump();
    },
    async enqueue(jobId) {
      if (closed) return;
      waiting.push(jobId);
      pump();
    },
    async close() {
      closed = true;
      // Jobs still waiting stay `queued` in the database and are picked up at the next start.
      waiting.length = 0;
      await current;
    },
  };
}
