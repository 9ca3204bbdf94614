import {
  and,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  max,
  ne,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  companies,
  jobs,
  ratioRecords,
  statements,
  storedFiles,
} from '../../platform/db/schema/financial-data';
import type { CompanyDetails } from './company-details';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyListRow = CompanyRow & {
  statementCount: number;
  latestFiscalYear: number | null;
};

/** `q` as a literal ILIKE pattern: % and _ typed by a user match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Queries on one connection or transaction. */
function companyQueries(db: Database) {
  const withCounts = () =>
    db
      .select({
        ...getTableColumns(companies),
        statementCount: count(statements.id),
        latestFiscalYear: max(statements.fiscalYear),
      })
      .from(companies)
      .leftJoin(statements, eq(statements.companyId, companies.id))
      .groupBy(companies.id)
      .$dynamic();
  return {
    list(q: string | undefined): Promise<CompanyListRow[]> {
      const query = withCounts();
      if (q) query.where(ilike(companies.name, containsPattern(q)));
      return query.orderBy(companies.name);
    },
    async get(id: string): Promise<CompanyListRow | null> {
      const [row] = await withCounts().where(eq(companies.id, id));
      return row ?? null;
    },
    async findByName(name: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.name, name));
      return row ?? null;
    },
    /** Inserts unless the name exists (two uploads at once for one new company make one). */
    async insertIfMissing(
      name: string,
      createdBy: string,
      details: CompanyDetails,
    ): Promise<CompanyRow | null> {
      const [row] = await db
        .insert(companies)
        .values({ name, createdBy, ...details })
        .onConflictDoNothing({ target: companies.name })
        .returning();
      return row ?? null;
    },
    /**
     * Sets the details the company has none of (null in `details` leaves a column alone; a value
     * already stored is kept, even one written since the caller read the row).
     */
    async fillDetails(id: string, details: CompanyDetails): Promise<CompanyRow | null> {
      const [row] = await db
        .update(companies)
        .set({
          businessNumber: sql`coalesce(${companies.businessNumber}, ${details.businessNumber})`,
          industry: sql`coalesce(${companies.industry}, ${details.industry})`,
          version: sql`${companies.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, id))
        .returning();
      return row ?? null;
    },
    /** Replaces the details when `version` is current; null when the row is gone or stale. */
    async updateDetails(
      id: string,
      version: number,
      details: CompanyDetails,
    ): Promise<CompanyRow | null> {
      const [row] = await db
        .update(companies)
        .set({ ...details, version: sql`${companies.version} + 1`, updatedAt: new Date() })
        .where(and(eq(companies.id, id), eq(companies.version, version)))
        .returning();
      return row ?? null;
    },
    async ids(): Promise<string[]> {
      const rows = await db.select({ id: companies.id }).from(companies);
      return rows.map((r) => r.id);
    },
    async storageKeys(companyId: string): Promise<string[]> {
      const rows = await db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(eq(storedFiles.companyId, companyId));
      return rows.map((r) => r.key);
    },
    /** Deletes the company; statements, accounts, file rows and ratio records go with it (cascade). */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(companies)
        .where(eq(companies.id, id))
        .returning({ id: companies.id });
      return rows.length > 0;
    },
    /** Deletes a company an upload created when the upload's job failed and nothing else uses it. */
    async removeIfUnused(id: string, exceptJobId: string): Promise<boolean> {
      const one = sql`1`;
      const rows = await db
        .delete(companies)
        .where(
          and(
            eq(companies.id, id),
            notExists(
              db.select({ one }).from(statements).where(eq(statements.companyId, companies.id)),
            ),
            notExists(
              db.select({ one }).from(ratioRecords).where(eq(ratioRecords.companyId, companies.id)),
            ),
            notExists(
              db
                .select({ one })
                .from(jobs)
                .where(
                  and(
                    eq(jobs.companyId, companies.id),
                    ne(jobs.id, exceptJobId),
                    inArray(jobs.status, ['queued', 'running']),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: companies.id });
      return rows.length > 0;
    },
  };
}

export type CompanyQueries = ReturnType<typeof companyQueries>;

export function companyRepo(db: Database) {
  return {
    ...companyQueries(db),
    transaction<T>(work: (repo: CompanyQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(companyQueries(tx)));
    },
  };
}

export type CompanyRepo = ReturnType<typeof companyRepo>;
