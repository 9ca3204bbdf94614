/** Runs one job by id; it records its own outcome in the job row and should not throw. */
export type JobHandler = (jobId: string) => Promise<void>;

/** Executes queued jobs one at a time per process (see docs/adr/0006-…). */
export type JobRunner = {
  readonly driver: 'in-process' | 'bullmq';
  /** Starts taking jobs; `handler` runs each. */
  start(handler: JobHandler): Promise<void>;
  /** Schedules a job whose row is already stored as queued. */
  enqueue(jobId: string): Promise<void>;
  /** Stops taking jobs and waits for the one running to finish. */
  close(): Promise<void>;
};
