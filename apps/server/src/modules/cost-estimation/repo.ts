import type { EstimationItemOverride, EstimationRatesView } from '@bus/domain';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { estimationScenarios } from '../../platform/db/schema/cost-planning';
import type { Author } from '../cost-allocation/repo';

export type ScenarioRow = Omit<
  typeof estimationScenarios.$inferSelect,
  'rates' | 'itemOverrides'
> & {
  rates: EstimationRatesView;
  itemOverrides: EstimationItemOverride[];
  author: Author | null;
};

export type ScenarioFields = {
  name: string;
  rates: EstimationRatesView;
  unmappedRate: number;
  itemOverrides: EstimationItemOverride[];
};

/** Named inflation scenarios of a company's period (schema/cost-planning.ts), versioned. */
export function scenarioRepo(db: Database) {
  const select = () =>
    db
      .select({ ...getTableColumns(estimationScenarios), authorName: user.name })
      .from(estimationScenarios)
      .leftJoin(user, eq(user.id, estimationScenarios.updatedBy));
  const rowOf = ({
    authorName,
    ...row
  }: typeof estimationScenarios.$inferSelect & { authorName: string | null }): ScenarioRow => ({
    ...row,
    rates: row.rates as EstimationRatesView,
    itemOverrides: row.itemOverrides as EstimationItemOverride[],
    author: row.updatedBy ? { id: row.updatedBy, name: authorName ?? '' } : null,
  });

  return {
    async list(companyId: string, period: string): Promise<ScenarioRow[]> {
      const rows = await select()
        .where(
          and(eq(estimationScenarios.companyId, companyId), eq(estimationScenarios.period, period)),
        )
        .orderBy(asc(estimationScenarios.name), asc(estimationScenarios.id));
      return rows.map(rowOf);
    },

    async get(id: string): Promise<ScenarioRow | null> {
      const [row] = await select().where(eq(estimationScenarios.id, id));
      return row ? rowOf(row) : null;
    },

    /** Throws the database's unique violation when the name is taken in the period. */
    async insert(companyId: string, period: string, fields: ScenarioFields, by: string) {
      const [row] = await db
        .insert(estimationScenarios)
        .values({ companyId, period, ...fields, updatedBy: by, updatedAt: new Date() })
        .returning({ id: estimationScenarios.id });
      if (!row) throw new Error('scenario not stored');
      return row.id;
    },

    /** False when the version is stale (or the row is gone). */
    async update(id: string, version: number, fields: ScenarioFields, by: string) {
      const rows = await db
        .update(estimationScenarios)
        .set({ ...fields, updatedBy: by, updatedAt: new Date(), version: version + 1 })
        .where(and(eq(estimationScenarios.id, id), eq(estimationScenarios.version, version)))
        .returning({ id: estimationScenarios.id });
      return rows.length > 0;
    },

    async delete(id: string) {
      const rows = await db
        .delete(estimationScenarios)
        .where(eq(estimationScenarios.id, id))
        .returning({ companyId: estimationScenarios.companyId });
      return rows[0]?.companyId ?? null;
    },
  };
}

export type ScenarioRepo = ReturnType<typeof scenarioRepo>;
