import type { ForecastMetrics, ForecastRunQuery, RunError, RunStatus } from '@bus/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { companies } from '../../platform/db/schema/financial-data';
import { forecastRuns } from '../../platform/db/schema/forecast';
import { AppError } from '../../platform/errors/app-error';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';

export type RunRow = typeof forecastRuns.$inferSelect & {
  companyName: string | null;
  userName: string | null;
};

/**
 * A run without its request, series and result (the logs, the socket, every progress step): the
 * headline metrics are read out of the result by the database, so a list or a progress message
 * never parses whole results.
 */
export type RunSummaryRow = Omit<RunRow, 'request' | 'series' | 'result'> & {
  headline: ForecastMetrics | null;
};

/** The forecast's backtest means, the cross validation's, or the best compared model's. */
const HEADLINE = sql<ForecastMetrics | null>`case when ${forecastRuns.status} = 'succeeded' then
  coalesce(${forecastRuns.result}->'forecast'->'metrics',
    ${forecastRuns.result}->'crossValidation'->'backtest'->'mean',
    ${forecastRuns.result}->'comparison'->'rows'->0->'metrics') end`;
export type NewRun = typeof forecastRuns.$inferInsert & { userId: string };

/** A run still holds a place (the per-user cap counts these). */
export const ACTIVE: readonly RunStatus[] = ['queued', 'running'];

/** Seoul is UTC+9 all year: a day of the query (YYYY-MM-DD) starts at 15:00 UTC the day before. */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * Who may see which run (issue 14, contract): members and admins every run of the organisations
 * they read; an overseer another organisation's saved runs only (its logs are that operator's own
 * work). Runs under a trashed company are gone with it.
 */
export function visibleRuns(scope: Scope): SQL {
  const organisation = readableBy(scope, forecastRuns.organisationId);
  const own = scope.everywhere
    ? sql`true`
    : scope.organisationId
      ? or(eq(forecastRuns.organisationId, scope.organisationId), eq(forecastRuns.saved, true))
      : eq(forecastRuns.saved, true);
  return and(
    organisation,
    own,
    or(isNull(forecastRuns.companyId), isNull(companies.deletedAt)),
  ) as SQL;
}

/** forecast_runs: the row every process reads; results are written once, with the final status. */
export function runRepo(db: Database) {
  const select = () =>
    db
      .select({
        ...getTableColumns(forecastRuns),
        companyName: companies.name,
        userName: user.name,
      })
      .from(forecastRuns)
      .leftJoin(companies, eq(companies.id, forecastRuns.companyId))
      .leftJoin(user, eq(user.id, forecastRuns.userId));
  const {
    request: _request,
    series: _series,
    result: _result,
    ...summaryColumns
  } = getTableColumns(forecastRuns);
  const selectSummary = () =>
    db
      .select({
        ...summaryColumns,
        headline: HEADLINE,
        companyName: companies.name,
        userName: user.name,
      })
      .from(forecastRuns)
      .leftJoin(companies, eq(companies.id, forecastRuns.companyId))
      .leftJoin(user, eq(user.id, forecastRuns.userId));
  const patch = async (id: string, set: Partial<typeof forecastRuns.$inferInsert>, where?: SQL) => {
    const [row] = await db
      .update(forecastRuns)
      .set({ ...set, updatedAt: new Date() })
      .where(where ? and(eq(forecastRuns.id, id), where) : eq(forecastRuns.id, id))
      .returning({ id: forecastRuns.id });
    return row !== undefined;
  };

  return {
    /**
     * Stores a queued run unless its user already has `cap` queued or running (429
     * forecast/too-many-runs). A per-user lock makes the count and the insert one step.
     */
    async insert(run: NewRun, cap: number): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forecast:${run.userId}`}))`);
        const [active] = await tx
          .select({ n: count() })
          .from(forecastRuns)
          .where(
            and(eq(forecastRuns.userId, run.userId), inArray(forecastRuns.status, [...ACTIVE])),
          );
        if ((active?.n ?? 0) >= cap)
          throw new AppError('forecast/too-many-runs', 429, { max: cap });
        const [row] = await tx.insert(forecastRuns).values(run).returning({ id: forecastRuns.id });
        if (!row) throw new Error('run insert returned no row');
        return row.id;
      });
    },

    async get(id: string): Promise<RunRow | null> {
      const [row] = await select().where(eq(forecastRuns.id, id));
      return row ?? null;
    },

    async summary(id: string): Promise<RunSummaryRow | null> {
      const [row] = await selectSummary().where(eq(forecastRuns.id, id));
      return row ?? null;
    },

    async list(
      scope: Scope,
      query: ForecastRunQuery,
    ): Promise<{ rows: RunSummaryRow[]; total: number }> {
      const where = and(
        visibleRuns(scope),
        query.companyId ? eq(forecastRuns.companyId, query.companyId) : undefined,
        query.kind ? eq(forecastRuns.kind, query.kind) : undefined,
        query.model ? sql`${forecastRuns.models} ? ${query.model}` : undefined,
        query.saved ? eq(forecastRuns.saved, query.saved === 'true') : undefined,
        query.from ? gte(forecastRuns.createdAt, seoulDayStart(query.from)) : undefined,
        query.to
          ? lt(
              forecastRuns.createdAt,
              sql`${seoulDayStart(query.to)}::timestamptz + interval '1 day'`,
            )
          : undefined,
      );
      const rows = await selectSummary()
        .where(where)
        .orderBy(desc(forecastRuns.createdAt), desc(forecastRuns.id))
        .limit(query.limit)
        .offset(query.offset);
      const [total] = await db
        .select({ n: count() })
        .from(forecastRuns)
        .leftJoin(companies, eq(companies.id, forecastRuns.companyId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** 1 + the queued runs created before it; the in-process queue and BullMQ keep that order. */
    async queuePosition(row: Pick<RunRow, 'id' | 'status' | 'createdAt'>): Promise<number | null> {
      if (row.status !== 'queued') return null;
      const [ahead] = await db
        .select({ n: count() })
        .from(forecastRuns)
        .where(
          and(
            eq(forecastRuns.status, 'queued'),
            or(
              lt(forecastRuns.createdAt, row.createdAt),
              and(eq(forecastRuns.createdAt, row.createdAt), lt(forecastRuns.id, row.id)),
            ),
          ),
        );
      return (ahead?.n ?? 0) + 1;
    },

    /** Queued → running; false when another process took it, it was cancelled or it is gone. */
    claim: (id: string, retry: boolean) =>
      patch(
        id,
        { status: 'running', stage: 'preparing', progress: 1, startedAt: new Date() },
        retry ? inArray(forecastRuns.status, [...ACTIVE]) : eq(forecastRuns.status, 'queued'),
      ),

    progress: (id: string, stage: string, progress: number) =>
      patch(id, { stage, progress }, eq(forecastRuns.status, 'running')),

    /** The result and the final status in one update: a run is never seen half-made. */
    succeed: (id: string, result: Record<string, unknown>, engineVersion: string) =>
      patch(
        id,
        {
          status: 'succeeded',
          stage: 'done',
          progress: 100,
          result,
          engineVersion,
          finishedAt: new Date(),
        },
        eq(forecastRuns.status, 'running'),
      ),

    /** Ends a queued or running run with its error and no result. */
    end: (id: string, status: 'failed' | 'cancelled', error: RunError) =>
      patch(
        id,
        { status, stage: status, error, result: null, finishedAt: new Date() },
        inArray(forecastRuns.status, [...ACTIVE]),
      ),

    /** What the process running it polls: is a cancel asked for, is the run still there. */
    async cancelState(id: string): Promise<{ cancelRequested: boolean; status: string } | null> {
      const [row] = await db
        .select({ cancelRequested: forecastRuns.cancelRequested, status: forecastRuns.status })
        .from(forecastRuns)
        .where(eq(forecastRuns.id, id));
      return row ?? null;
    },

    requestCancel: (id: string) =>
      patch(id, { cancelRequested: true }, inArray(forecastRuns.status, [...ACTIVE])),

    save: (id: string, name: string) =>
      patch(id, { saved: true, name, savedAt: new Date() }, eq(forecastRuns.status, 'succeeded')),

    unsave: (id: string) => patch(id, { saved: false, savedAt: null }),

    async remove(id: string): Promise<void> {
      await db.delete(forecastRuns).where(eq(forecastRuns.id, id));
    },

    /** Queued runs, oldest first (an in-process queue dies with its process). */
    async queued(): Promise<string[]> {
      const rows = await db
        .select({ id: forecastRuns.id })
        .from(forecastRuns)
        .where(eq(forecastRuns.status, 'queued'))
        .orderBy(asc(forecastRuns.createdAt), asc(forecastRuns.id));
      return rows.map((row) => row.id);
    },

    /** Fails the runs a stopped process left running; returns their owners to tell. */
    async failInterrupted(): Promise<string[]> {
      const rows = await db
        .update(forecastRuns)
        .set({
          status: 'failed',
          stage: 'failed',
          error: { code: 'forecast/worker-crashed', params: { reason: 'server_restarted' } },
          result: null,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(forecastRuns.status, 'running'))
        .returning({ id: forecastRuns.id });
      return rows.map((row) => row.id);
    },

    /** Removes unsaved runs that ended before `before` (the retention job). */
    async purgeUnsaved(before: Date): Promise<number> {
      const rows = await db
        .delete(forecastRuns)
        .where(
          and(
            eq(forecastRuns.saved, false),
            inArray(forecastRuns.status, ['succeeded', 'failed', 'cancelled']),
            lt(forecastRuns.createdAt, before),
          ),
        )
        .returning({ id: forecastRuns.id });
      return rows.length;
    },

    /** Saved forecasts of a series (realised accuracy lists them). */
    async savedOfSeries(seriesId: string): Promise<RunRow[]> {
      return select().where(and(eq(forecastRuns.seriesId, seriesId), eq(forecastRuns.saved, true)));
    },
  };
}

export type RunRepo = ReturnType<typeof runRepo>;
