import type { Job } from '@bus/domain';
import { and, asc, count, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type JobError, jobs } from '../db/schema/financial-data';
import { AppError } from '../errors/app-error';
import type { RealtimeHub } from '../realtime/hub';
import type { JobLane } from './lanes';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = Job['status'];
export type NewJob = {
  kind: 'extraction';
  userId: string;
  /** The organisation the upload goes into (issue 14): who may see the job and its company. */
  organisationId: string;
  companyId: string | null;
  /** `receiving` until the upload's bytes are stored; the start-up sweep knows it by that. */
  stage: string;
  payload: object;
};
/** A statement of the change to a running job; updated_at moves with every change. */
export type JobPatch = Partial<
  Pick<
    JobRow,
    'status' | 'progress' | 'stage' | 'statementIds' | 'aiUsed' | 'companyId' | 'payrollDocumentId'
  >
> & { error?: JobError | null };

/** Statuses of a job that still holds a place: waiting or being read. */
export const ACTIVE_STATUSES: readonly JobStatus[] = ['queued', 'running'];

/** A job's lane, kept in its payload (rows from before lanes are spreadsheets' lane). */
const laneOf = sql<string>`coalesce(${jobs.payload}->>'lane', 'document')`;

/** Job rows are the truth any process reads (GET /jobs/{id}), whichever runner executes them. */
export function toJob(row: JobRow, queuePosition: number | null = null): Job {
  return {
    id: row.id,
    kind: 'extraction',
    status: row.status as JobStatus,
    progress: row.progress,
    stage: row.stage,
    companyId: row.companyId,
    statementIds: row.statementIds,
    payrollDocumentId: row.payrollDocumentId,
    aiUsed: row.aiUsed,
    queuePosition: row.status === 'queued' ? queuePosition : null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reads and writes job rows and tells the job's owner about every change (job.progress). */
export function jobStore(db: Database, hub: RealtimeHub) {
  /** 1 + the queued jobs of the same lane that came before it; null unless it is queued. */
  const positionOf = async (row: JobRow): Promise<number | null> => {
    if (row.status !== 'queued') return null;
    const lane = (row.payload as { lane?: string }).lane ?? 'document';
    const before = or(
      lt(jobs.createdAt, row.createdAt),
      and(eq(jobs.createdAt, row.createdAt), lt(jobs.id, row.id)),
    );
    const [ahead] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), eq(laneOf, lane), before));
    return (ahead?.n ?? 0) + 1;
  };
  const view = async (row: JobRow): Promise<Job> => toJob(row, await positionOf(row));
  const announce = async (row: JobRow) =>
    hub.publish(row.userId, { type: 'job.progress', job: await view(row) });
  /** Tells the owners of a lane's queued jobs their new places (after one left the queue). */
  const announceQueue = async (lane: string) => {
    const rows = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), eq(laneOf, lane)))
      .orderBy(asc(jobs.createdAt), asc(jobs.id));
    await Promise.all(
      rows.map((row, i) =>
        hub.publish(row.userId, { type: 'job.progress', job: toJob(row, i + 1) }),
      ),
    );
  };
  const write = async (database: Database, id: string, patch: JobPatch) => {
    const [row] = await database
      .update(jobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    return row ?? null;
  };
  return {
    /**
     * Stores a new job unless its user already has `cap` queued or running (AppError
     * jobs/too-many, 429), whichever organisation they go into. A per-user lock makes the count and the insert one step, so uploads
     * sent at once cannot pass the cap together.
     */
    async create(input: NewJob, cap: number): Promise<JobRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${input.userId}`}))`);
        const [active] = await tx
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.userId, input.userId), inArray(jobs.status, [...ACTIVE_STATUSES])));
        if ((active?.n ?? 0) >= cap) throw new AppError('jobs/too-many', 429, { max: cap });
        const [row] = await tx
          .insert(jobs)
          .values({ ...input, payload: input.payload as Record<string, unknown> })
          .returning();
        if (!row) throw new Error('job insert returned no row');
        return row;
      });
    },
    async get(id: string): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
    /** The job as the API shows it, with its place in the queue. */
    view,
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
      if (!row) return null;
      await announce(row);
      await announceQueue((row.payload as { lane?: JobLane }).lane ?? 'document');
      return row;
    },
    /** Jobs still waiting (an in-process queue is lost when the process stops), oldest first. */
    async queued(): Promise<Array<{ id: string; lane: JobLane }>> {
      const rows = await db
        .select({ id: jobs.id, lane: laneOf })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), ne(jobs.stage, 'receiving')))
        .orderBy(asc(jobs.createdAt), asc(jobs.id));
      return rows.map((r) => ({ id: r.id, lane: r.lane === 'ocr' ? 'ocr' : 'document' }));
    },
    /** Marks jobs a crash left running as failed; returns them for clean-up. */
    async failInterrupted(): Promise<JobRow[]> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          stage: 'failed',
          error: { code: 'internal', params: { reason: 'server_restarted' } },
          updatedAt: new Date(),
        })
        .where(eq(jobs.status, 'running'))
        .returning();
      return rows;
    },
    /**
     * Fails uploads a crash stopped while their bytes were being stored (stage `receiving`,
     * created before `before`: younger ones may still be arriving in another process).
     */
    async failAbandonedReceiving(before: Date): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          stage: 'failed',
          error: { code: 'internal', params: { reason: 'upload_interrupted' } },
          updatedAt: new Date(),
        })
        .where(
          and(eq(jobs.status, 'queued'), eq(jobs.stage, 'receiving'), lt(jobs.createdAt, before)),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },
    /** Failed jobs whose stored bytes have not been removed yet. */
    async undiscarded(): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'failed'),
            sql`${jobs.payload} ? 'storageKey'`,
            sql`not (${jobs.payload} ? 'discarded')`,
          ),
        );
    },
    /** Records that a failed job's bytes are gone, so no later sweep looks at it again. */
    async markDiscarded(id: string): Promise<void> {
      await db
        .update(jobs)
        .set({ payload: sql`${jobs.payload} || '{"discarded":true}'::jsonb` })
        .where(eq(jobs.id, id));
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
