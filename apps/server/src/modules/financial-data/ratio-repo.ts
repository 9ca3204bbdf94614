import type { RatioSet } from '@bus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ratioRecords } from '../../platform/db/schema/financial-data';

export type RatioRecordRow = typeof ratioRecords.$inferSelect;

export function ratioRepo(db: Database) {
  return {
    async get(companyId: string, fiscalYear: number): Promise<RatioRecordRow | null> {
      const [row] = await db
        .select()
        .from(ratioRecords)
        .where(and(eq(ratioRecords.companyId, companyId), eq(ratioRecords.fiscalYear, fiscalYear)));
      return row ?? null;
    },
    /** One record per company and year; saving again replaces it and bumps its version. */
    async save(companyId: string, fiscalYear: number, ratios: RatioSet, savedBy: string) {
      const savedAt = new Date();
      const [row] = await db
        .insert(ratioRecords)
        .values({ companyId, fiscalYear, ratios, savedBy, savedAt })
        .onConflictDoUpdate({
          target: [ratioRecords.companyId, ratioRecords.fiscalYear],
          set: { ratios, savedBy, savedAt, version: sql`${ratioRecords.version} + 1` },
        })
        .returning();
      if (!row) throw new Error('ratio record upsert returned no row');
      return row;
    },
  };
}

export type RatioRepo = ReturnType<typeof ratioRepo>;
