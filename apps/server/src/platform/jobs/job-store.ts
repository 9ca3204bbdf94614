import type { Job } from '@bus/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type JobError, jobs } from '../db/schema/financial-data';
import type { RealtimeHub } from '../realtime/hub';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = Job['status'];
export type NewJob = { kind: 'extraction'; userId: string; companyId: string; payload: object };
/** A statement of the change to a running job; updated_at moves with every change. */
export type JobPatch = Partial<
  Pick<JobRow, 'status' | 'progress' | 'stage' | 'statementIds' | 'aiUsed' | 'companyId'>
> & { error?: JobError | null };

/** Job rows are the truth any process reads (GET /jobs/{id}), whichever runner executes them. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: 'extraction',
    status: row.status as JobStatus,
    progress: row.progress,
    stage: row.stage,
    companyId: row.companyId,
    statementIds: row.statementIds,
    aiUsed: row.aiUsed,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reads and writes job rows and tells the job's owner about every change (job.progress). */
export function jobStore(db: Database, hub: RealtimeHub) {
  const announce = (row: JobRow) =>
    hub.publish(row.userId, { type: 'job.progress', job: toJob(row) });
  const write = async (database: Database, id: string, patch: JobPatch) => {
    const [row] = await database
      .update(jobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    return row ?? null;
  };
  return {
    async create(input: NewJob): Promise<JobRow> {
      const [row] = await db
        .insert(jobs)
        .values({ ...input, payload: input.payload as Record<string, unknown> })
        .returning();
      if (!row) throw new Error('job insert returned no row');
      return row;
    },
    async get(id: string): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
    /** Applies a change and pushes the job to its owner's sockets. */
    async update(id: string, patch: JobPatch): Promise<JobRow | null> {
      const row = await write(db, id, patch);
      if (row) await announce(row);
      return row;
    },
    /** Applies a change inside the caller's transaction; announce() it after the commit. */
    write,
    announce,
    /**
     * Moves a queued job to running; null when another worker took it or it has ended. A BullMQ
     * retry of a job whose worker died finds it running and may take it again (`retry`).
     */
    async claim(id: string, retry: boolean): Promise<JobRow | null> {
      const takeable = retry
        ? inArray(jobs.status, ['queued', 'running'])
        : eq(jobs.status, 'queued');
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', stage: 'reading', progress: 1, updatedAt: new Date() })
        .where(and(eq(jobs.id, id), takeable))
        .returning();
      if (row) await announce(row);
      return row ?? null;
    },
    /** Ids of jobs still waiting (an in-process queue is lost when the process stops). */
    async queuedIds(): Promise<string[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.status, 'queued'))
        .orderBy(jobs.createdAt);
      return rows.map((r) => r.id);
    },
    /** Marks jobs a crash left running as failed; returns how many. */
    async failInterrupted(): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          stage: 'failed',
          error: { code: 'internal', params: { reason: 'server_restarted' } },
          updatedAt: new Date(),
        })
        .where(eq(jobs.status, 'running'))
        .returning({ id: jobs.id });
      return rows.length;
    },
    async countByStatus(): Promise<Record<JobStatus, number>> {
      const rows = await db
        .select({ status: jobs.status, n: count() })
        .from(jobs)
        .where(inArray(jobs.status, ['queued', 'running', 'done', 'failed']))
        .groupBy(jobs.status);
      const counts: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
      for (const row of rows) counts[row.status as JobStatus] = row.n;
      return counts;
    },
  };
}

export type JobStore = ReturnType<typeof jobStore>;
