import type { JobLane } from './lanes';

/** One lane's jobs now: waiting to start and running (issue 18 §3, the queue depth metric). */
export type LaneDepth = { lane: JobLane; waiting: number; running: number };

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
  /**
   * Jobs per lane of this queue. In-process: this process's queue. BullMQ: the shared queue's
   * counts, the same from every process (a job admitted by BullMQ but waiting for one of this
   * process's slots counts as running).
   */
  depth(): Promise<LaneDepth[]>;
  /** Stops taking jobs and waits for the ones running to finish. */
  close(): Promise<void>;
};
