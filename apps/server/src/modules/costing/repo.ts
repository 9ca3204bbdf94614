import type {
  EquityPolicy,
  FinancialSupportResultView,
  InvestmentInputsBody,
  OtherAdjustmentCreate,
  StoredCostAdjustment,
} from '@bus/domain';
import { and, asc, desc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import {
  costDocumentHistory,
  costDocuments,
  financialSupportRecords,
  investmentRecords,
  otherAdjustments,
} from '../../platform/db/schema/costing';
import { companies } from '../../platform/db/schema/financial-data';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';

/** A user id and the name shown next to a change (the user may have been deleted since). */
export type Author = { id: string; name: string };

const authorOf = (id: string | null, name: string | null): Author => ({
  id: id ?? '',
  name: name ?? '',
});

export type CostDocumentRow = typeof costDocuments.$inferSelect & { author: Author | null };
export type InvestmentRow = typeof investmentRecords.$inferSelect & { author: Author };
export type OtherAdjustmentRow = typeof otherAdjustments.$inferSelect & { author: Author };
export type SupportRow = typeof financialSupportRecords.$inferSelect & {
  author: Author;
  companyName: string;
};

type Key = { companyId: string; fiscalYear: number };

/** Saved support results with their author and company name; a company in the trash has none. */
function supportQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(financialSupportRecords),
      authorName: user.name,
      companyName: companies.name,
    })
    .from(financialSupportRecords)
    .innerJoin(companies, eq(companies.id, financialSupportRecords.companyId))
    .leftJoin(user, eq(user.id, financialSupportRecords.savedBy))
    .where(and(isNull(companies.deletedAt), where))
    .orderBy(desc(financialSupportRecords.savedAt), desc(financialSupportRecords.id))
    .limit(500)
    .then((rows) =>
      rows.map(({ authorName, ...row }) => ({
        ...row,
        author: authorOf(row.savedBy, authorName),
      })),
    );
}

/** Costing's tables (schema/costing.ts); every multi-row write runs in one transaction. */
export function costingRepo(db: Database) {
  return {
    async document({ companyId, fiscalYear }: Key): Promise<CostDocumentRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(costDocuments), authorName: user.name })
        .from(costDocuments)
        .leftJoin(user, eq(user.id, costDocuments.updatedBy))
        .where(
          and(eq(costDocuments.companyId, companyId), eq(costDocuments.fiscalYear, fiscalYear)),
        );
      if (!row) return null;
      const { authorName, ...doc } = row;
      return { ...doc, author: doc.updatedBy ? authorOf(doc.updatedBy, authorName) : null };
    },

    /**
     * Writes the decisions if the stored version is still `version` (0: none stored yet) and
     * records the change in the history, in one transaction. False when the version is stale.
     */
    saveDocument(
      key: Key,
      version: number,
      before: StoredCostAdjustment[],
      after: StoredCostAdjustment[],
      by: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] =
          version === 0
            ? await tx
                .insert(costDocuments)
                .values({ ...key, adjustments: after, updatedBy: by, updatedAt: now })
                .onConflictDoNothing()
                .returning()
            : await tx
                .update(costDocuments)
                .set({ adjustments: after, updatedBy: by, updatedAt: now, version: version + 1 })
                .where(
                  and(
                    eq(costDocuments.companyId, key.companyId),
                    eq(costDocuments.fiscalYear, key.fiscalYear),
                    eq(costDocuments.version, version),
                  ),
                )
                .returning();
        if (!row) return false;
        await tx.insert(costDocumentHistory).values({
          documentId: row.id,
          version: row.version,
          changedBy: by,
          changedAt: now,
          before,
          after,
        });
        return true;
      });
    },

    async history(key: Key) {
      const rows = await db
        .select({ ...getTableColumns(costDocumentHistory), authorName: user.name })
        .from(costDocumentHistory)
        .innerJoin(costDocuments, eq(costDocuments.id, costDocumentHistory.documentId))
        .leftJoin(user, eq(user.id, costDocumentHistory.changedBy))
        .where(
          and(
            eq(costDocuments.companyId, key.companyId),
            eq(costDocuments.fiscalYear, key.fiscalYear),
          ),
        )
        .orderBy(desc(costDocumentHistory.version));
      return rows.map(({ authorName, ...row }) => ({
        ...row,
        author: authorOf(row.changedBy, authorName),
      }));
    },

    async investment({ companyId, fiscalYear }: Key): Promise<InvestmentRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(investmentRecords), authorName: user.name })
        .from(investmentRecords)
        .leftJoin(user, eq(user.id, investmentRecords.savedBy))
        .where(
          and(
            eq(investmentRecords.companyId, companyId),
            eq(investmentRecords.fiscalYear, fiscalYear),
          ),
        );
      if (!row) return null;
      const { authorName, ...record } = row;
      return { ...record, author: authorOf(record.savedBy, authorName) };
    },

    /** Same optimistic rule as saveDocument; false when the version is stale. */
    async saveInvestment(
      key: Key,
      version: number,
      values: {
        inputs: InvestmentInputsBody;
        equityPolicy: EquityPolicy;
        investmentCompensation: number;
      },
      by: string,
    ): Promise<boolean> {
      const savedAt = new Date();
      const [row] =
        version === 0
          ? await db
              .insert(investmentRecords)
              .values({ ...key, ...values, savedBy: by, savedAt })
              .onConflictDoNothing()
              .returning({ id: investmentRecords.id })
          : await db
              .update(investmentRecords)
              .set({ ...values, savedBy: by, savedAt, version: version + 1 })
              .where(
                and(
                  eq(investmentRecords.companyId, key.companyId),
                  eq(investmentRecords.fiscalYear, key.fiscalYear),
                  eq(investmentRecords.version, version),
                ),
              )
              .returning({ id: investmentRecords.id });
      return row !== undefined;
    },

    async otherAdjustments({ companyId, fiscalYear }: Key): Promise<OtherAdjustmentRow[]> {
      const rows = await db
        .select({ ...getTableColumns(otherAdjustments), authorName: user.name })
        .from(otherAdjustments)
        .leftJoin(user, eq(user.id, otherAdjustments.createdBy))
        .where(
          and(
            eq(otherAdjustments.companyId, companyId),
            eq(otherAdjustments.fiscalYear, fiscalYear),
          ),
        )
        .orderBy(asc(otherAdjustments.createdAt), asc(otherAdjustments.id));
      return rows.map(({ authorName, ...row }) => ({
        ...row,
        author: authorOf(row.createdBy, authorName),
      }));
    },

    async addOtherAdjustment(key: Key, input: OtherAdjustmentCreate, by: string): Promise<string> {
      const [row] = await db
        .insert(otherAdjustments)
        .values({ ...key, ...input, createdBy: by })
        .returning({ id: otherAdjustments.id });
      if (!row) throw new Error('other adjustment insert returned no row');
      return row.id;
    },

    async deleteOtherAdjustment(key: Key, id: string): Promise<boolean> {
      const rows = await db
        .delete(otherAdjustments)
        .where(
          and(
            eq(otherAdjustments.id, id),
            eq(otherAdjustments.companyId, key.companyId),
            eq(otherAdjustments.fiscalYear, key.fiscalYear),
          ),
        )
        .returning({ id: otherAdjustments.id });
      return rows.length > 0;
    },

    /**
     * Stores a support result and reads it back; `accept` sees the stored row inside the
     * transaction and may throw, and then nothing is stored (issue 14 §7).
     */
    saveSupport<T>(
      key: Key,
      values: { result: FinancialSupportResultView; note: string | null },
      by: string,
      accept: (row: SupportRow) => T,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(financialSupportRecords)
          .values({ ...key, ...values, savedBy: by })
          .returning({ id: financialSupportRecords.id });
        if (!inserted) throw new Error('financial support insert returned no row');
        const [row] = await supportQuery(tx, eq(financialSupportRecords.id, inserted.id));
        if (!row) throw new Error('financial support record vanished in its transaction');
        return accept(row);
      });
    },

    async supportRecord(id: string): Promise<SupportRow | null> {
      const [row] = await supportQuery(db, eq(financialSupportRecords.id, id));
      return row ?? null;
    },

    /** Saved results of companies the scope may read (issue 14 §4), newest first. */
    supportRecords(scope: Scope, companyId?: string): Promise<SupportRow[]> {
      return supportQuery(
        db,
        and(
          readableBy(scope, companies.organisationId),
          companyId ? eq(financialSupportRecords.companyId, companyId) : undefined,
        ),
      );
    },

    async deleteSupport(id: string): Promise<boolean> {
      const rows = await db
        .delete(financialSupportRecords)
        .where(eq(financialSupportRecords.id, id))
        .returning({ id: financialSupportRecords.id });
      return rows.length > 0;
    },
  };
}

export type CostingRepo = ReturnType<typeof costingRepo>;
