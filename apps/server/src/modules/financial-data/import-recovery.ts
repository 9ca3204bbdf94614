import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { JobRow, JobStore } from '../../platform/jobs/job-store';

export type RecoveryDeps = {
  jobs: JobStore;
  runner: JobRunner;
  log: FastifyBaseLogger;
  /** Removes a failed job's stored bytes (ImportService.discard). */
  discard: (job: JobRow) => Promise<void>;
  /**
   * How old an upload still `receiving` its bytes must be to count as abandoned: 0 where this
   * process alone opens the database (PGlite), some minutes where others may be mid-upload.
   */
  receivingGraceMs: number;
};

/**
 * What a stopped process left behind, swept at start: jobs it was running are failed (the
 * in-process queue dies with its process; BullMQ re-runs a stalled job itself), uploads it was
 * receiving are failed, every failed job's bytes are removed, and queued jobs are queued again.
 * A failed upload therefore leaves only its job row: no company, statement, file row or bytes.
 */
export async function recoverImports(deps: RecoveryDeps, now = new Date()): Promise<void> {
  const { jobs, runner, log } = deps;
  if (runner.driver === 'in-process') {
    const interrupted = await jobs.failInterrupted();
    if (interrupted.length > 0) {
      log.warn({ failed: interrupted.length }, 'jobs interrupted by a restart marked failed');
    }
  }
  const abandoned = await jobs.failAbandonedReceiving(
    new Date(now.getTime() - deps.receivingGraceMs),
  );
  if (abandoned > 0) log.warn({ failed: abandoned }, 'uploads interrupted while stored');
  for (const job of await jobs.undiscarded()) {
    await deps
      .discard(job)
      .catch((err: unknown) => log.error({ err, jobId: job.id }, 'failed upload not cleaned up'));
  }
  for (const { id, lane } of await jobs.queued()) await runner.enqueue(id, lane);
}
