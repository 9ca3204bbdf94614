import type { JobLane } from './lanes';

/** Runs one job by id; it records its own outcome in the job row and should not throw. */
export type JobHandler = (jobId: string) => Promise<void>;

/** Executes queued jobs, a few at a time per process, in lanes (see docs/adr/0008-…). */
export type JobRunner = {
  readonly driver: 'in-process' | 'bullmq';
  /**
   * Starts taking jobs; `handler` runs each. `onLost` hears of a job the queue gave up on without
   * the handler ending it (BullMQ: stalled by dead processes more often than it retries).
   */
  start(handler: JobHandler, onLost?: (jobId: string) => Promise<void>): Promise<void>;
  /** Schedules a job whose row is already stored as queued. */
  enqueue(jobId: string, lane: JobLane): Promise<void>;
  /** Stops taking jobs and waits for the ones running to finish. */
  close(): Promise<void>;
};
