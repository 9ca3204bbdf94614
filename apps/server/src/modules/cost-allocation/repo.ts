import type { CustomDriver, ServiceEntity } from '@bus/domain';
import { and, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import {
  allocationDriverOverrides,
  allocationRuns,
  serviceEntitySets,
} from '../../platform/db/schema/cost-planning';

/** Who made a change, as shown next to it (the account may have been deleted since). */
export type Author = { id: string; name: string };

const authorOf = (id: string | null, name: string | null): Author | null =>
  id ? { id, name: name ?? '' } : null;

export type Key = { companyId: string; period: string };

export type EntitySetRow = {
  id: string;
  companyId: string;
  period: string;
  entities: ServiceEntity[];
  customDrivers: CustomDriver[];
  version: number;
  updatedAt: Date;
  author: Author | null;
};

export type OverrideRow = typeof allocationDriverOverrides.$inferSelect & {
  author: Author | null;
};

export type RunRow = typeof allocationRuns.$inferSelect & { author: Author | null };

export type NewRun = Omit<typeof allocationRuns.$inferInsert, 'id' | 'createdAt'>;

/**
 * The allocation's tables (schema/cost-planning.ts): one versioned entity set per company and
 * period, one versioned driver override per line, stored runs (never edited).
 */
export function allocationRepo(db: Database) {
  return {
    async entitySet({ companyId, period }: Key): Promise<EntitySetRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(serviceEntitySets), authorName: user.name })
        .from(serviceEntitySets)
        .leftJoin(user, eq(user.id, serviceEntitySets.updatedBy))
        .where(
          and(eq(serviceEntitySets.companyId, companyId), eq(serviceEntitySets.period, period)),
        );
      if (!row) return null;
      return {
        id: row.id,
        companyId: row.companyId,
        period: row.period,
        entities: row.entities as ServiceEntity[],
        customDrivers: row.customDrivers as CustomDriver[],
        version: row.version,
        updatedAt: row.updatedAt,
        author: authorOf(row.updatedBy, row.authorName),
      };
    },

    /** The latest period before `period` that has a set ('YYYY-MM' sorts as text). */
    async previousPeriod({ companyId, period }: Key): Promise<string | null> {
      const [row] = await db
        .select({ period: serviceEntitySets.period })
        .from(serviceEntitySets)
        .where(
          and(eq(serviceEntitySets.companyId, companyId), lt(serviceEntitySets.period, period)),
        )
        .orderBy(desc(serviceEntitySets.period))
        .limit(1);
      return row?.period ?? null;
    },

    /**
     * Replaces the set if its stored version is still `version` (0: none yet), as one statement,
     * so a table saves as a whole or not at all. False when the version is stale.
     */
    async saveEntitySet(
      key: Key,
      version: number,
      set: { entities: ServiceEntity[]; customDrivers: CustomDriver[] },
      by: string,
    ): Promise<boolean> {
      const now = new Date();
      const rows =
        version === 0
          ? await db
              .insert(serviceEntitySets)
              .values({ ...key, ...set, updatedBy: by, updatedAt: now })
              .onConflictDoNothing()
              .returning({ id: serviceEntitySets.id })
          : await db
              .update(serviceEntitySets)
              .set({ ...set, updatedBy: by, updatedAt: now, version: version + 1 })
              .where(
                and(
                  eq(serviceEntitySets.companyId, key.companyId),
                  eq(serviceEntitySets.period, key.period),
                  eq(serviceEntitySets.version, version),
                ),
              )
              .returning({ id: serviceEntitySets.id });
      return rows.length > 0;
    },

    async overrides({ companyId, period }: Key): Promise<OverrideRow[]> {
      const rows = await db
        .select({ ...getTableColumns(allocationDriverOverrides), authorName: user.name })
        .from(allocationDriverOverrides)
        .leftJoin(user, eq(user.id, allocationDriverOverrides.updatedBy))
        .where(
          and(
            eq(allocationDriverOverrides.companyId, companyId),
            eq(allocationDriverOverrides.period, period),
          ),
        )
        .orderBy(allocationDriverOverrides.updatedAt, allocationDriverOverrides.id);
      return rows.map(({ authorName, ...row }) => ({
        ...row,
        author: authorOf(row.updatedBy, authorName),
      }));
    },

    /**
     * Sets (driver) or removes (null) the override of one line if its version is still `version`
     * (0: none yet). False when the version is stale.
     */
    async saveOverride(
      key: Key,
      lineKey: string,
      version: number,
      driver: string | null,
      by: string,
    ): Promise<boolean> {
      const line = and(
        eq(allocationDriverOverrides.companyId, key.companyId),
        eq(allocationDriverOverrides.period, key.period),
        eq(allocationDriverOverrides.lineKey, lineKey),
        eq(allocationDriverOverrides.version, version),
      );
      if (driver === null) {
        if (version === 0) return true;
        const rows = await db
          .delete(allocationDriverOverrides)
          .where(line)
          .returning({ id: allocationDriverOverrides.id });
        return rows.length > 0;
      }
      const now = new Date();
      const rows =
        version === 0
          ? await db
              .insert(allocationDriverOverrides)
              .values({ ...key, lineKey, driver, updatedBy: by, updatedAt: now })
              .onConflictDoNothing()
              .returning({ id: allocationDriverOverrides.id })
          : await db
              .update(allocationDriverOverrides)
              .set({ driver, updatedBy: by, updatedAt: now, version: version + 1 })
              .where(line)
              .returning({ id: allocationDriverOverrides.id });
      return rows.length > 0;
    },

    async addRun(run: NewRun): Promise<string> {
      const [row] = await db
        .insert(allocationRuns)
        .values(run)
        .returning({ id: allocationRuns.id });
      if (!row) throw new Error('allocation run not stored');
      return row.id;
    },

    async run(id: string): Promise<RunRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(allocationRuns), authorName: user.name })
        .from(allocationRuns)
        .leftJoin(user, eq(user.id, allocationRuns.createdBy))
        .where(eq(allocationRuns.id, id));
      if (!row) return null;
      const { authorName, ...run } = row;
      return { ...run, author: authorOf(run.createdBy, authorName) };
    },

    /** The period's runs, newest first, without their inputs and results. */
    async runs({ companyId, period }: Key, limit: number) {
      const { inputs: _inputs, result: _result, ...columns } = getTableColumns(allocationRuns);
      const rows = await db
        .select({ ...columns, authorName: user.name })
        .from(allocationRuns)
        .leftJoin(user, eq(user.id, allocationRuns.createdBy))
        .where(and(eq(allocationRuns.companyId, companyId), eq(allocationRuns.period, period)))
        .orderBy(desc(allocationRuns.createdAt), desc(allocationRuns.id))
        .limit(limit);
      return rows.map(({ authorName, ...run }) => ({
        ...run,
        author: authorOf(run.createdBy, authorName),
      }));
    },
  };
}

export type AllocationRepo = ReturnType<typeof allocationRepo>;
