import type { PayrollJobKey, PayrollStoredRow } from '@bus/domain';
import { and, asc, count, desc, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { serviceEntitySets } from '../../platform/db/schema/cost-planning';
import { companies, jobs } from '../../platform/db/schema/financial-data';
import { payrollDocuments, payrollRows, payrollSettings } from '../../platform/db/schema/payroll';

export type PayrollDocumentRecord = typeof payrollDocuments.$inferSelect;
/** A register with its author's name and its company's organisation (the rows policy). */
export type PayrollDocumentView = PayrollDocumentRecord & {
  creatorName: string | null;
  organisationId: string;
};
export type PayrollRowRecord = typeof payrollRows.$inferSelect;
export type PayrollRowView = PayrollRowRecord & { organisationId: string };
export type NewPayrollDocument = typeof payrollDocuments.$inferInsert;
export type NewPayrollRow = Omit<typeof payrollRows.$inferInsert, 'documentId' | 'companyId'>;
export type PayrollSettingsRecord = typeof payrollSettings.$inferSelect;
/** A register of a year as the period check sees it: the form's month and the months covered. */
export type PayrollPeriod = Pick<PayrollDocumentRecord, 'id' | 'month' | 'months'>;

/** Rows per INSERT: 15 parameters a row stay far below PostgreSQL's 65,535. */
const INSERT_BATCH = 500;

/** Queries on one connection or transaction; no rule here, only SQL (service.ts decides). */
function payrollQueries(db: Database) {
  const documentViews = () =>
    db
      .select({
        ...getTableColumns(payrollDocuments),
        creatorName: user.name,
        organisationId: companies.organisationId,
      })
      .from(payrollDocuments)
      .innerJoin(companies, eq(companies.id, payrollDocuments.companyId))
      .leftJoin(user, eq(user.id, payrollDocuments.createdBy))
      .$dynamic();

  return {
    /** A company's registers, newest year first, the annual one before its months. */
    documents(companyId: string): Promise<PayrollDocumentView[]> {
      return documentViews()
        .where(eq(payrollDocuments.companyId, companyId))
        .orderBy(
          desc(payrollDocuments.fiscalYear),
          sql`${payrollDocuments.month} asc nulls first`,
          desc(payrollDocuments.createdAt),
        );
    },
    async document(id: string): Promise<PayrollDocumentView | null> {
      const [row] = await documentViews().where(eq(payrollDocuments.id, id));
      return row ?? null;
    },
    /** Years with a register, newest first. */
    async years(companyId: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: payrollDocuments.fiscalYear })
        .from(payrollDocuments)
        .where(eq(payrollDocuments.companyId, companyId))
        .orderBy(desc(payrollDocuments.fiscalYear));
      return rows.map((row) => row.year);
    },
    /** Every stored employee row of a company's year, every register of it (summary.ts input). */
    yearRows(companyId: string, fiscalYear: number): Promise<PayrollStoredRow[]> {
      return db
        .select({
          documentId: payrollRows.documentId,
          employeeNo: payrollRows.employeeNo,
          jobType: payrollRows.jobType,
          jobLabel: payrollRows.jobLabel,
          month: payrollRows.month,
          basePay: payrollRows.basePay,
          allowances: payrollRows.allowances,
          bonuses: payrollRows.bonuses,
          overtime: payrollRows.overtime,
          retirement: payrollRows.retirement,
          employerInsurance: payrollRows.employerInsurance,
        })
        .from(payrollRows)
        .innerJoin(payrollDocuments, eq(payrollDocuments.id, payrollRows.documentId))
        .where(
          and(
            eq(payrollDocuments.companyId, companyId),
            eq(payrollDocuments.fiscalYear, fiscalYear),
          ),
        )
        .orderBy(asc(payrollRows.documentId), asc(payrollRows.lineNo));
    },
    /**
     * The registers of a company's year, after taking the year's lock: two uploads of one period
     * at once cannot both find it free (call inside the saving transaction).
     */
    async lockedPeriods(companyId: string, fiscalYear: number): Promise<PayrollPeriod[]> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`payroll:${companyId}:${fiscalYear}`}))`,
      );
      return db
        .select({
          id: payrollDocuments.id,
          month: payrollDocuments.month,
          months: payrollDocuments.months,
        })
        .from(payrollDocuments)
        .where(
          and(
            eq(payrollDocuments.companyId, companyId),
            eq(payrollDocuments.fiscalYear, fiscalYear),
          ),
        );
    },
    /** Every amount of a company's registers of a year added (the year's limit, import.ts). */
    async amountTotal(companyId: string, fiscalYear: number): Promise<number> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${payrollRows.basePay} + ${payrollRows.allowances} + ${payrollRows.bonuses} + ${payrollRows.overtime} + ${payrollRows.retirement} + coalesce(${payrollRows.employerInsurance}, 0)), 0)::text`,
        })
        .from(payrollRows)
        .innerJoin(payrollDocuments, eq(payrollDocuments.id, payrollRows.documentId))
        .where(
          and(
            eq(payrollDocuments.companyId, companyId),
            eq(payrollDocuments.fiscalYear, fiscalYear),
          ),
        );
      return Number(row?.total ?? 0);
    },
    /** A register and its rows (call inside a transaction: all of them or none). */
    async insert(document: NewPayrollDocument, rows: NewPayrollRow[]): Promise<string> {
      const [saved] = await db
        .insert(payrollDocuments)
        .values(document)
        .returning({ id: payrollDocuments.id });
      if (!saved) throw new Error('payroll document insert returned no row');
      const owner = { documentId: saved.id, companyId: document.companyId };
      for (let at = 0; at < rows.length; at += INSERT_BATCH) {
        const batch = rows.slice(at, at + INSERT_BATCH).map((row) => ({ ...row, ...owner }));
        await db.insert(payrollRows).values(batch);
      }
      return saved.id;
    },
    /** One page of a register's rows in line order, optionally of one job type. */
    async rowsPage(
      documentId: string,
      options: { jobType: PayrollJobKey | undefined; offset: number; limit: number },
    ): Promise<{ items: PayrollRowRecord[]; total: number }> {
      const where = and(
        eq(payrollRows.documentId, documentId),
        options.jobType ? eq(payrollRows.jobType, options.jobType) : undefined,
      );
      const items = await db
        .select()
        .from(payrollRows)
        .where(where)
        .orderBy(asc(payrollRows.lineNo), asc(payrollRows.month), asc(payrollRows.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ n: count() }).from(payrollRows).where(where);
      return { items, total: total?.n ?? 0 };
    },
    async row(id: string): Promise<PayrollRowView | null> {
      const [row] = await db
        .select({ ...getTableColumns(payrollRows), organisationId: companies.organisationId })
        .from(payrollRows)
        .innerJoin(companies, eq(companies.id, payrollRows.companyId))
        .where(eq(payrollRows.id, id));
      return row ?? null;
    },
    /** The organisation of a company (the guard has checked the caller may read it). */
    async organisationOf(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ organisationId: companies.organisationId })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.organisationId ?? null;
    },
    /** Sets the job type when `version` is current; null when the row is gone or stale. */
    async updateJobType(
      id: string,
      version: number,
      jobType: PayrollJobKey,
    ): Promise<PayrollRowRecord | null> {
      const [row] = await db
        .update(payrollRows)
        .set({ jobType, version: sql`${payrollRows.version} + 1` })
        .where(and(eq(payrollRows.id, id), eq(payrollRows.version, version)))
        .returning();
      return row ?? null;
    },
    /** Marks the register as changed (its rows were edited). */
    async touch(documentId: string): Promise<void> {
      await db
        .update(payrollDocuments)
        .set({ updatedAt: new Date() })
        .where(eq(payrollDocuments.id, documentId));
    },
    /** Deletes a register and its rows for good; the jobs that made it no longer point at it. */
    async remove(id: string): Promise<boolean> {
      await db.update(jobs).set({ payrollDocumentId: null }).where(eq(jobs.payrollDocumentId, id));
      const gone = await db
        .delete(payrollDocuments)
        .where(eq(payrollDocuments.id, id))
        .returning({ id: payrollDocuments.id });
      return gone.length > 0;
    },
    async settings(companyId: string): Promise<PayrollSettingsRecord | null> {
      const [row] = await db
        .select()
        .from(payrollSettings)
        .where(eq(payrollSettings.companyId, companyId));
      return row ?? null;
    },
    /**
     * Stores the tolerance on `version` (0: none stored yet); null when another save came first.
     */
    async saveTolerance(
      companyId: string,
      version: number,
      tolerancePercent: number,
      userId: string,
    ): Promise<PayrollSettingsRecord | null> {
      const values = { tolerancePercent, updatedBy: userId, updatedAt: new Date() };
      if (version === 0) {
        const [row] = await db
          .insert(payrollSettings)
          .values({ companyId, ...values })
          .onConflictDoNothing({ target: payrollSettings.companyId })
          .returning();
        return row ?? null;
      }
      const [row] = await db
        .update(payrollSettings)
        .set({ ...values, version: sql`${payrollSettings.version} + 1` })
        .where(and(eq(payrollSettings.companyId, companyId), eq(payrollSettings.version, version)))
        .returning();
      return row ?? null;
    },
    /** Cost allocation's entities of the year's latest period (YYYY-MM), or null without any. */
    async latestEntities(companyId: string, fiscalYear: number): Promise<unknown[] | null> {
      const [row] = await db
        .select({ entities: serviceEntitySets.entities })
        .from(serviceEntitySets)
        .where(
          and(
            eq(serviceEntitySets.companyId, companyId),
            like(serviceEntitySets.period, `${fiscalYear}-%`),
          ),
        )
        .orderBy(desc(serviceEntitySets.period))
        .limit(1);
      return row ? row.entities : null;
    },
  };
}

export type PayrollQueries = ReturnType<typeof payrollQueries>;

export function payrollRepo(db: Database) {
  return {
    ...payrollQueries(db),
    transaction<T>(work: (repo: PayrollQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(payrollQueries(tx)));
    },
  };
}

export type PayrollRepo = ReturnType<typeof payrollRepo>;
