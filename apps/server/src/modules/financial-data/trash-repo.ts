import type { OrganisationKind, StatementType } from '@bus/domain';
import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { companies, statements, storedFiles } from '../../platform/db/schema/financial-data';
import { organisations } from '../../platform/db/schema/organisations';
import type { Scope } from '../../platform/tenancy/scope';

type TrashedFields = {
  organisationId: string;
  organisationName: string;
  organisationKind: OrganisationKind;
  /** Never null here (the queries read trashed rows only); typed as the column is. */
  deletedAt: Date | null;
  deletedById: string | null;
  deletedByName: string | null;
};
export type TrashedCompanyRow = TrashedFields & {
  id: string;
  name: string;
  statementCount: number;
};
export type TrashedStatementRow = TrashedFields & {
  id: string;
  companyId: string;
  companyName: string;
  type: StatementType;
  fiscalYear: number;
  fiscalPeriod: number;
};

/** What the purge removed from one organisation, and the stored bytes to delete after commit. */
export type PurgedCounts = { companies: number; statements: number; files: number };
export type Purged = { byOrganisation: Map<string, PurgedCounts>; storageKeys: string[] };

/** The trash of the caller's own organisation; every organisation's for admins. */
function ownedBy(scope: Scope, column: AnyPgColumn): SQL {
  if (scope.everywhere) return sql`true`;
  return scope.organisationId ? eq(column, scope.organisationId) : sql`false`;
}

function tally(purged: Map<string, PurgedCounts>, organisationId: string): PurgedCounts {
  const counts = purged.get(organisationId) ?? { companies: 0, statements: 0, files: 0 };
  purged.set(organisationId, counts);
  return counts;
}

/** Queries of the trash on one connection or transaction. */
function trashQueries(db: Database) {
  const trashedFields = {
    organisationId: organisations.id,
    organisationName: organisations.name,
    organisationKind: organisations.kind,
    deletedById: user.id,
    deletedByName: user.name,
  };
  async function organisationsOf(companyIds: string[]): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({ id: companies.id, organisationId: companies.organisationId })
      .from(companies)
      .where(inArray(companies.id, [...new Set(companyIds)]));
    return new Map(rows.map((r) => [r.id, r.organisationId]));
  }
  /** Deletes a file row no statement (live or trashed) was read from; its key and owner. */
  async function removeFileIfUnread(fileId: string) {
    const [row] = await db
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.id, fileId),
          sql`not exists (select 1 from statements s where s.source_file_id = ${storedFiles.id})`,
        ),
      )
      .returning({ key: storedFiles.storageKey, companyId: storedFiles.companyId });
    if (!row) return null;
    const owners = await organisationsOf([row.companyId]);
    const organisationId = owners.get(row.companyId);
    return organisationId ? { key: row.key, organisationId } : null;
  }
  return {
    /** The organisation of a company, trashed or not. */
    async organisationOf(companyId: string): Promise<string | null> {
      return (await organisationsOf([companyId])).get(companyId) ?? null;
    },
    /** Moves a live company and its live statements to the trash, as of one moment. */
    async trashCompany(id: string, by: string, at: Date) {
      const [row] = await db
        .update(companies)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
        .returning();
      if (!row) return null;
      await db
        .update(statements)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(statements.companyId, id), isNull(statements.deletedAt)));
      return row;
    },
    async trashStatement(id: string, by: string, at: Date) {
      const [row] = await db
        .update(statements)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(statements.id, id), isNull(statements.deletedAt)))
        .returning();
      return row ?? null;
    },
    async trashedCompany(id: string) {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, id), isNotNull(companies.deletedAt)));
      return row ?? null;
    },
    /** Whether a live company of the organisation already has this name. */
    async nameTaken(organisationId: string, name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.organisationId, organisationId),
            eq(companies.name, name),
            isNull(companies.deletedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    /**
     * Restores a trashed company with the statements that went to the trash with it (same
     * moment); statements trashed on their own before stay in the trash.
     */
    async restoreCompany(id: string, deletedAt: Date) {
      const [row] = await db
        .update(companies)
        .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
        .where(and(eq(companies.id, id), eq(companies.deletedAt, deletedAt)))
        .returning();
      if (!row) return null;
      await db
        .update(statements)
        .set({ deletedAt: null, deletedBy: null })
        .where(and(eq(statements.companyId, id), eq(statements.deletedAt, deletedAt)));
      return row;
    },
    async restoreStatement(id: string) {
      const [row] = await db
        .update(statements)
        .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
        .where(and(eq(statements.id, id), isNotNull(statements.deletedAt)))
        .returning();
      return row ?? null;
    },
    /** Trashed companies of the scope's organisation, newest deletion first. */
    trashedCompanies(scope: Scope): Promise<TrashedCompanyRow[]> {
      return db
        .select({
          id: companies.id,
          name: companies.name,
          deletedAt: companies.deletedAt,
          ...trashedFields,
          statementCount: sql<number>`(select count(*)::int from statements s
            where s.company_id = ${companies.id} and s.deleted_at = ${companies.deletedAt})`,
        })
        .from(companies)
        .innerJoin(organisations, eq(organisations.id, companies.organisationId))
        .leftJoin(user, eq(user.id, companies.deletedBy))
        .where(and(isNotNull(companies.deletedAt), ownedBy(scope, companies.organisationId)))
        .orderBy(desc(companies.deletedAt), desc(companies.id));
    },
    /** Statements trashed on their own (their company is live), newest deletion first. */
    trashedStatements(scope: Scope): Promise<TrashedStatementRow[]> {
      return db
        .select({
          id: statements.id,
          companyId: companies.id,
          companyName: companies.name,
          type: statements.type,
          fiscalYear: statements.fiscalYear,
          fiscalPeriod: statements.fiscalPeriod,
          deletedAt: statements.deletedAt,
          ...trashedFields,
        })
        .from(statements)
        .innerJoin(companies, eq(companies.id, statements.companyId))
        .innerJoin(organisations, eq(organisations.id, companies.organisationId))
        .leftJoin(user, eq(user.id, statements.deletedBy))
        .where(
          and(
            isNotNull(statements.deletedAt),
            isNull(companies.deletedAt),
            ownedBy(scope, companies.organisationId),
          ),
        )
        .orderBy(desc(statements.deletedAt), desc(statements.id));
    },
    /**
     * Removes for good what was trashed before `cutoff`: companies (their statements, accounts,
     * file rows and costing documents go by cascade) and statements, with the file rows no
     * remaining statement was read from. Call inside a transaction.
     */
    async purge(cutoff: Date): Promise<Purged> {
      const byOrganisation = new Map<string, PurgedCounts>();
      const storageKeys: string[] = [];
      const expiredCompanies = await db
        .select({ id: companies.id, organisationId: companies.organisationId })
        .from(companies)
        .where(lt(companies.deletedAt, cutoff));
      const companyIds = expiredCompanies.map((c) => c.id);
      if (companyIds.length > 0) {
        const [files, held] = await Promise.all([
          db
            .select({ key: storedFiles.storageKey, companyId: storedFiles.companyId })
            .from(storedFiles)
            .where(inArray(storedFiles.companyId, companyIds)),
          db
            .select({ companyId: statements.companyId })
            .from(statements)
            .where(inArray(statements.companyId, companyIds)),
        ]);
        storageKeys.push(...files.map((f) => f.key));
        for (const company of expiredCompanies) {
          const counts = tally(byOrganisation, company.organisationId);
          counts.companies += 1;
          counts.statements += held.filter((s) => s.companyId === company.id).length;
          counts.files += files.filter((f) => f.companyId === company.id).length;
        }
        await db.delete(companies).where(inArray(companies.id, companyIds));
      }
      const expiredStatements = await db
        .delete(statements)
        .where(lt(statements.deletedAt, cutoff))
        .returning({ companyId: statements.companyId, fileId: statements.sourceFileId });
      const owners = await organisationsOf(expiredStatements.map((s) => s.companyId));
      for (const statement of expiredStatements) {
        const organisationId = owners.get(statement.companyId);
        if (organisationId) tally(byOrganisation, organisationId).statements += 1;
      }
      const fileIds = [...new Set(expiredStatements.map((s) => s.fileId))];
      for (const fileId of fileIds) {
        if (!fileId) continue;
        const removed = await removeFileIfUnread(fileId);
        if (!removed) continue;
        storageKeys.push(removed.key);
        tally(byOrganisation, removed.organisationId).files += 1;
      }
      return { byOrganisation, storageKeys };
    },
  };
}

export type TrashQueries = ReturnType<typeof trashQueries>;

export function trashRepo(db: Database) {
  return {
    ...trashQueries(db),
    transaction<T>(work: (repo: TrashQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(trashQueries(tx)));
    },
  };
}

export type TrashRepo = ReturnType<typeof trashRepo>;
