import type { SavedSeries, SavedSeriesSummary, SeriesData, SeriesFrequency } from '@bus/domain';
import { and, asc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/financial-data';
import { forecastSeries } from '../../platform/db/schema/forecast';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';

type SeriesRow = typeof forecastSeries.$inferSelect & { companyName: string };

function summaryOf(row: SeriesRow): SavedSeriesSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    name: row.name,
    frequency: row.frequency as SeriesFrequency,
    firstPeriod: row.labels[0] ?? '',
    lastPeriod: row.labels.at(-1) ?? '',
    points: row.values.length,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function seriesOf(row: SeriesRow): SavedSeries {
  const series: SeriesData = {
    frequency: row.frequency as SeriesFrequency,
    labels: row.labels,
    values: row.values,
  };
  return { ...summaryOf(row), series };
}

/** forecast_series: a company's saved series, versioned (a stale update is refused). */
export function seriesRepo(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(forecastSeries), companyName: companies.name })
      .from(forecastSeries)
      .innerJoin(companies, eq(companies.id, forecastSeries.companyId))
      .where(and(isNull(companies.deletedAt), where));

  return {
    async list(scope: Scope, companyId: string | undefined): Promise<SavedSeriesSummary[]> {
      const rows = await select(
        and(
          readableBy(scope, companies.organisationId),
          companyId ? eq(forecastSeries.companyId, companyId) : undefined,
        ),
      ).orderBy(asc(companies.name), asc(forecastSeries.name));
      return rows.map(summaryOf);
    },

    async get(id: string): Promise<SavedSeries | null> {
      const [row] = await select(eq(forecastSeries.id, id));
      return row ? seriesOf(row) : null;
    },

    async findByName(companyId: string, name: string): Promise<SavedSeries | null> {
      const [row] = await select(
        and(eq(forecastSeries.companyId, companyId), eq(forecastSeries.name, name)),
      );
      return row ? seriesOf(row) : null;
    },

    async insert(companyId: string, name: string, series: SeriesData, by: string | null) {
      const [row] = await db
        .insert(forecastSeries)
        .values({ companyId, name, ...series, createdBy: by, updatedBy: by })
        .onConflictDoNothing()
        .returning({ id: forecastSeries.id });
      return row?.id ?? null;
    },

    /** False when `version` is no longer the stored one (another save came first). */
    async update(id: string, version: number, series: SeriesData, by: string | null) {
      const rows = await db
        .update(forecastSeries)
        .set({ ...series, version: version + 1, updatedBy: by, updatedAt: new Date() })
        .where(and(eq(forecastSeries.id, id), eq(forecastSeries.version, version)))
        .returning({ id: forecastSeries.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<void> {
      await db.delete(forecastSeries).where(eq(forecastSeries.id, id));
    },
  };
}

export type SeriesRepo = ReturnType<typeof seriesRepo>;
