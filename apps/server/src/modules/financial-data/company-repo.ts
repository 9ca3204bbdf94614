import type { OrganisationKind } from '@bus/domain';
import {
  and,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  max,
  ne,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import { companies, jobs, ratioRecords, statements } from '../../platform/db/schema/financial-data';
import { organisations } from '../../platform/db/schema/organisations';
import { payrollDocuments } from '../../platform/db/schema/payroll';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';
import type { CompanyDetails } from './company-details';

export type CompanyRow = typeof companies.$inferSelect;
/** A live company with what its row shows: its organisation and its live statements. */
export type CompanyListRow = CompanyRow & {
  organisationName: string;
  organisationKind: OrganisationKind;
  statementCount: number;
  /** Payroll registers of the company (issue 19). */
  payrollCount: number;
  latestFiscalYear: number | null;
};

/** Companies not in the trash. */
export const liveCompany = isNull(companies.deletedAt);

/** Queries on one connection or transaction. */
function companyQueries(db: Database) {
  const withCounts = () =>
    db
      .select({
        ...getTableColumns(companies),
        organisationName: organisations.name,
        organisationKind: organisations.kind,
        statementCount: count(statements.id),
        payrollCount: sql<number>`(select count(*)::int from ${payrollDocuments}
          where ${payrollDocuments.companyId} = ${companies.id})`,
        latestFiscalYear: max(statements.fiscalYear),
      })
      .from(companies)
      .innerJoin(organisations, eq(organisations.id, companies.organisationId))
      .leftJoin(
        statements,
        and(eq(statements.companyId, companies.id), isNull(statements.deletedAt)),
      )
      .groupBy(companies.id, organisations.id)
      .$dynamic();
  return {
    /** The live companies the scope may read, by name; `q` a part of the name. */
    list(scope: Scope, q: string | undefined): Promise<CompanyListRow[]> {
      const readable = and(liveCompany, readableBy(scope, companies.organisationId));
      const where = q ? and(readable, ilike(companies.name, containsPattern(q))) : readable;
      return withCounts().where(where).orderBy(companies.name, organisations.name);
    },
    /** A live company by id (the route guard has checked the caller may see it). */
    async get(id: string): Promise<CompanyListRow | null> {
      const [row] = await withCounts().where(and(eq(companies.id, id), liveCompany));
      return row ?? null;
    },
    /** The live company of this name in one organisation (names are unique there, not across). */
    async findByName(organisationId: string, name: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select()
        .from(companies)
        .where(
          and(eq(companies.organisationId, organisationId), eq(companies.name, name), liveCompany),
        );
      return row ?? null;
    },
    /** Inserts unless the name exists (two uploads at once for one new company make one). */
    async insertIfMissing(
      organisationId: string,
      name: string,
      createdBy: string,
      details: CompanyDetails,
    ): Promise<CompanyRow | null> {
      const [row] = await db
        .insert(companies)
        .values({ organisationId, name, createdBy, ...details })
        .onConflictDoNothing({
          target: [companies.organisationId, companies.name],
          where: sql`deleted_at is null`,
        })
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
    async organisationExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, id));
      return Boolean(row);
    },
    /** Ids of the live companies the scope may read. */
    async ids(scope: Scope): Promise<string[]> {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(liveCompany, readableBy(scope, companies.organisationId)));
      return rows.map((r) => r.id);
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
