import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobRunner } from './job-runner';
import { canStart, JOB_LANES, type JobLane, type LaneLimits, noneRunning } from './lanes';

type Waiting = { id: string; lane: JobLane };

/**
 * A queue in this process. Jobs start in the order they came as far as the lane limits allow:
 * a scan waiting for the OCR slot does not hold back a spreadsheet queued after it. The parsing
 * itself happens in the worker pool, so the event loop only awaits it.
 */
export function inProcessRunner(
  log: FastifyBaseLogger,
  limits: LaneLimits,
  /** The lanes this queue has (forecasts: `document` only), as its depth reports them. */
  lanes: readonly JobLane[] = JOB_LANES,
): JobRunner {
  const waiting: Waiting[] = [];
  const running = noneRunning();
  const current = new Set<Promise<void>>();
  let handler: JobHandler | null = null;
  let closed = false;

  const launch = (run: JobHandler, next: Waiting): void => {
    running[next.lane] += 1;
    const job: Promise<void> = run(next.id)
      .catch((err: unknown) => log.error({ err, jobId: next.id }, 'job handler failed'))
      .finally(() => {
        running[next.lane] -= 1;
        current.delete(job);
        pump();
      });
    current.add(job);
  };

  const pump = (): void => {
    if (closed || !handler) return;
    for (let i = 0; i < waiting.length; ) {
      const next = waiting[i] as Waiting;
      if (!canStart(running, next.lane, limits)) {
        i += 1;
        continue;
      }
      waiting.splice(i, 1);
      launch(handler, next);
    }
  };

  return {
    driver: 'in-process',
    async start(jobHandler) {
      handler = jobHandler;
      pump();
    },
    async enqueue(jobId, lane) {
      if (closed || waiting.some((w) => w.id === jobId)) return;
      waiting.push({ id: jobId, lane });
      pump();
    },
    async depth() {
      return lanes.map((lane) => ({
        lane,
        waiting: waiting.filter((w) => w.lane === lane).length,
        running: running[lane],
      }));
    },
    async close() {
      closed = true;
      // Jobs still waiting stay `queued` in the database and are picked up at the next start.
      waiting.length = 0;
      await Promise.all(current);
    },
  };
}
