import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { RunRepo } from './run-repo';

/** Unsaved runs are kept 30 days in the logs, then purged (docs/adr/0011). */
export const UNSAVED_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * What a stopped process left behind, swept at start: runs it was running are failed
 * (`forecast/worker-crashed`; the in-process queue dies with its process, BullMQ retries a stalled
 * job itself), and queued runs are queued again.
 */
export async function recoverRuns(runs: RunRepo, runner: JobRunner, log: FastifyBaseLogger) {
  if (runner.driver === 'in-process') {
    const failed = await runs.failInterrupted();
    if (failed.length > 0)
      log.warn({ failed: failed.length }, 'forecast runs interrupted by a restart');
  }
  for (const id of await runs.queued()) await runner.enqueue(id, 'document');
}

/** Purges unsaved runs older than 30 days now and once a day; stop() at shutdown. */
export function startRunRetention(runs: RunRepo, log: FastifyBaseLogger, now = () => Date.now()) {
  const purge = () =>
    runs
      .purgeUnsaved(new Date(now() - UNSAVED_RETENTION_DAYS * DAY_MS))
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'unsaved forecast runs past retention purged');
      })
      .catch((err: unknown) => log.warn({ err }, 'forecast retention failed'));
  const first = purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
