import type { Asset, AssetClass } from '@bus/domain';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { user } from '../../platform/db/schema/auth';
import { depreciationAssets } from '../../platform/db/schema/cost-planning';

/** What the register stores of an asset (the domain Asset without its id). */
export type AssetFields = Omit<Asset, 'id'>;

export type AssetRow = Asset & {
  companyId: string;
  version: number;
  updatedAt: Date;
  updatedBy: { id: string; name: string } | null;
};

export type AssetFilter = { search?: string; assetClass?: AssetClass };

/** Rows per INSERT: 11 values each keeps a statement far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

const t = depreciationAssets;

/** The domain's columns, in the domain's shape (text columns narrowed: the service wrote them). */
const assetColumns = {
  id: t.id,
  code: t.code,
  name: t.name,
  assetClass: sql<Asset['assetClass']>`${t.assetClass}`,
  entityId: t.entityId,
  acquisitionDate: t.acquisitionDate,
  cost: t.cost,
  residualValue: t.residualValue,
  usefulLifeYears: t.usefulLifeYears,
  method: sql<Asset['method']>`${t.method}`,
  disposalDate: t.disposalDate,
};

/** Register order: oldest first; an import keeps its file's order (createdAt one ms apart). */
const registerOrder = [asc(t.createdAt), asc(t.id)];

function filterOf(companyId: string, filter: AssetFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(t.companyId, companyId),
    filter.assetClass ? eq(t.assetClass, filter.assetClass) : undefined,
    pattern
      ? or(ilike(t.code, pattern), ilike(t.name, pattern), ilike(t.entityId, pattern))
      : undefined,
  );
}

function selectRows(db: Database) {
  return db
    .select({
      ...assetColumns,
      companyId: t.companyId,
      version: t.version,
      updatedAt: t.updatedAt,
      updatedById: t.updatedBy,
      updatedByName: user.name,
    })
    .from(t)
    .leftJoin(user, eq(user.id, t.updatedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

function toRow({ updatedById, updatedByName, ...row }: Selected): AssetRow {
  const updatedBy =
    updatedById && updatedByName !== null ? { id: updatedById, name: updatedByName } : null;
  return { ...row, updatedBy };
}

function valuesOf(companyId: string, fields: AssetFields, by: string) {
  return { ...fields, companyId, createdBy: by, updatedBy: by };
}

/** The asset register (schema/cost-planning.ts); multi-row writes run in one transaction. */
export function depreciationRepo(db: Database) {
  /** Serialises a company's register writes (the code check and the write see one state). */
  const lockCompany = (tx: Database, companyId: string) =>
    tx.execute(sql`select id from companies where id = ${companyId} for update`);

  const codeTaken = async (tx: Database, companyId: string, code: string, except?: string) => {
    const [row] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          sql`lower(${t.code}) = lower(${code})`,
          except ? ne(t.id, except) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  const byId = async (tx: Database, id: string): Promise<AssetRow | null> => {
    const [row] = await selectRows(tx).where(eq(t.id, id));
    return row ? toRow(row) : null;
  };

  return {
    byId: (id: string) => byId(db, id),

    async page(
      companyId: string,
      filter: AssetFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AssetRow[]; total: number }> {
      const where = filterOf(companyId, filter);
      const [rows, [counted]] = await Promise.all([
        selectRows(db)
          .where(where)
          .orderBy(...registerOrder)
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return { rows: rows.map(toRow), total: counted?.n ?? 0 };
    },

    /** The whole register in one query, only what the domain's arithmetic needs. */
    all(companyId: string): Promise<Asset[]> {
      return db
        .select(assetColumns)
        .from(t)
        .where(eq(t.companyId, companyId))
        .orderBy(...registerOrder);
    },

    /** Full rows of the register, for the export. */
    async allRows(companyId: string): Promise<AssetRow[]> {
      const rows = await selectRows(db)
        .where(eq(t.companyId, companyId))
        .orderBy(...registerOrder);
      return rows.map(toRow);
    },

    /** Inserts the asset unless its code is taken ('duplicate-code'). */
    create(
      companyId: string,
      fields: AssetFields,
      by: string,
    ): Promise<AssetRow | 'duplicate-code'> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        if (fields.code && (await codeTaken(tx, companyId, fields.code))) return 'duplicate-code';
        const [created] = await tx
          .insert(t)
          .values(valuesOf(companyId, fields, by))
          .returning({ id: t.id });
        const row = created ? await byId(tx, created.id) : null;
        if (!row) throw new Error('asset insert returned nothing');
        return row;
      });
    },

    /** Writes the asset if its version is still `version`: 'stale' otherwise. */
    update(
      current: AssetRow,
      version: number,
      fields: AssetFields,
      by: string,
    ): Promise<AssetRow | 'stale' | 'duplicate-code'> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, current.companyId);
        if (fields.code && (await codeTaken(tx, current.companyId, fields.code, current.id))) {
          return 'duplicate-code';
        }
        const [updated] = await tx
          .update(t)
          .set({ ...fields, updatedBy: by, updatedAt: new Date(), version: version + 1 })
          .where(and(eq(t.id, current.id), eq(t.version, version)))
          .returning({ id: t.id });
        if (!updated) return 'stale';
        return (await byId(tx, updated.id)) ?? 'stale';
      });
    },

    /** Deletes the asset if its version is still `version`. */
    async remove(id: string, version: number): Promise<boolean> {
      const deleted = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.version, version)))
        .returning({ id: t.id });
      return deleted.length > 0;
    },

    /**
     * Inserts every row in one transaction, after deleting the register in `replace` mode. In
     * `append` mode `check` first sees which of the rows' codes (lower-cased) the register holds
     * already; it throws to refuse the import, and nothing is written.
     */
    async importAll(
      companyId: string,
      rows: AssetFields[],
      mode: 'append' | 'replace',
      by: string,
      check: (takenCodes: Set<string>) => void,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        if (mode === 'replace') {
          await tx.delete(t).where(eq(t.companyId, companyId));
        } else {
          const codes = [...new Set(rows.flatMap((r) => (r.code ? [r.code.toLowerCase()] : [])))];
          const taken = new Set<string>();
          for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
            const found = await tx
              .select({ code: sql<string>`lower(${t.code})` })
              .from(t)
              .where(
                and(
                  eq(t.companyId, companyId),
                  inArray(sql`lower(${t.code})`, codes.slice(i, i + INSERT_CHUNK)),
                ),
              );
            for (const { code } of found) taken.add(code);
          }
          check(taken);
        }
        // One ms apart, ending now: the register lists an import in its file's order.
        const start = Date.now() - rows.length;
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const chunk = rows.slice(i, i + INSERT_CHUNK).map((fields, j) => {
            const at = new Date(start + i + j);
            return { ...valuesOf(companyId, fields, by), createdAt: at, updatedAt: at };
          });
          await tx.insert(t).values(chunk);
        }
        const [total] = await tx.select({ n: count() }).from(t).where(eq(t.companyId, companyId));
        return total?.n ?? 0;
      });
    },
  };
}

export type DepreciationRepo = ReturnType<typeof depreciationRepo>;
