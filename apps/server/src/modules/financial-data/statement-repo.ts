import { and, asc, desc, eq, exists, getTableColumns, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  companies,
  statementAccounts,
  statements,
  storedFiles,
} from '../../platform/db/schema/financial-data';

export type StatementRow = typeof statements.$inferSelect;
export type AccountRow = typeof statementAccounts.$inferSelect;
export type FileRow = typeof storedFiles.$inferSelect;
export type NewStatement = Omit<
  typeof statements.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;
export type NewAccount = Omit<
  typeof statementAccounts.$inferInsert,
  'id' | 'statementId' | 'createdAt' | 'updatedAt'
>;
export type NewFile = Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>;
/** A statement with what its summary shows: company name, source file, account count. */
export type StatementView = StatementRow & {
  companyName: string;
  accountCount: number;
  file: Pick<FileRow, 'id' | 'originalName' | 'size' | 'mimeType'> | null;
};
export type StatementChange = Partial<
  Pick<
    StatementRow,
    'type' | 'fiscalYear' | 'fiscalPeriod' | 'unit' | 'status' | 'validationMessages'
  >
>;

/**
 * Rows per INSERT of accounts: one statement of 200,000 lines overflowed the query builder's
 * stack (`Maximum call stack size exceeded`, issue 13) and would pass PostgreSQL's 65,535
 * bind parameters; 500 rows of ~15 columns stay far below both.
 */
export const INSERT_BATCH = 500;

/** Statements not in the trash (issue 14 §6); every read of statements keeps to these. */
export const liveStatement = isNull(statements.deletedAt);

/** Queries on one connection or transaction. */
function statementQueries(db: Database) {
  const views = () =>
    db
      .select({
        ...getTableColumns(statements),
        companyName: companies.name,
        accountCount: sql<number>`(select count(*)::int from accounts a where a.statement_id = ${statements.id})`,
        fileId: storedFiles.id,
        fileName: storedFiles.originalName,
        fileSize: storedFiles.size,
        fileMime: storedFiles.mimeType,
      })
      .from(statements)
      .innerJoin(companies, eq(companies.id, statements.companyId))
      .leftJoin(storedFiles, eq(storedFiles.id, statements.sourceFileId))
      .$dynamic();
  type Joined = Awaited<ReturnType<ReturnType<typeof views>['execute']>>[number];
  const toView = ({ fileId, fileName, fileSize, fileMime, ...row }: Joined): StatementView => ({
    ...row,
    file:
      fileId && fileName !== null && fileSize !== null && fileMime !== null
        ? { id: fileId, originalName: fileName, size: fileSize, mimeType: fileMime }
        : null,
  });

  return {
    async listByCompany(companyId: string): Promise<StatementView[]> {
      const rows = await views()
        .where(and(eq(statements.companyId, companyId), liveStatement))
        .orderBy(desc(statements.fiscalYear), asc(statements.type), desc(statements.createdAt));
      return rows.map(toView);
    },
    /** A live statement (the route guard has checked its company is live and readable). */
    async get(id: string): Promise<StatementView | null> {
      const [row] = await views().where(and(eq(statements.id, id), liveStatement));
      return row ? toView(row) : null;
    },
    /** The company's live statements of one fiscal year, newest first (costing reads these too). */
    sameYear(companyId: string, fiscalYear: number): Promise<StatementRow[]> {
      return db
        .select()
        .from(statements)
        .where(
          and(
            eq(statements.companyId, companyId),
            eq(statements.fiscalYear, fiscalYear),
            liveStatement,
          ),
        )
        .orderBy(desc(statements.createdAt), desc(statements.id));
    },
    async latestYear(companyId: string): Promise<number | null> {
      const [row] = await db
        .select({ year: max(statements.fiscalYear) })
        .from(statements)
        .where(and(eq(statements.companyId, companyId), liveStatement));
      return row?.year ?? null;
    },
    accounts(statementId: string): Promise<AccountRow[]> {
      return db
        .select()
        .from(statementAccounts)
        .where(eq(statementAccounts.statementId, statementId))
        .orderBy(asc(statementAccounts.lineNo), asc(statementAccounts.id));
    },
    /** The statement and its lines, the lines in batches (call inside a transaction). */
    async insert(values: NewStatement, lines: NewAccount[]): Promise<StatementRow> {
      const [row] = await db.insert(statements).values(values).returning();
      if (!row) throw new Error('statement insert returned no row');
      for (let at = 0; at < lines.length; at += INSERT_BATCH) {
        await db
          .insert(statementAccounts)
          .values(
            lines.slice(at, at + INSERT_BATCH).map((line) => ({ ...line, statementId: row.id })),
          );
      }
      return row;
    },
    /** Applies a change when the stored version is `expected`, bumping it; null otherwise. */
    async change(id: string, expected: number, change: StatementChange) {
      const [row] = await db
        .update(statements)
        .set({ ...change, version: expected + 1, updatedAt: new Date() })
        .where(and(eq(statements.id, id), eq(statements.version, expected)))
        .returning();
      return row ?? null;
    },
    async account(statementId: string, accountId: string): Promise<AccountRow | null> {
      const [row] = await db
        .select()
        .from(statementAccounts)
        .where(
          and(eq(statementAccounts.id, accountId), eq(statementAccounts.statementId, statementId)),
        );
      return row ?? null;
    },
    async updateAccount(statementId: string, accountId: string, change: Partial<NewAccount>) {
      const [row] = await db
        .update(statementAccounts)
        .set({ ...change, updatedAt: new Date() })
        .where(
          and(eq(statementAccounts.id, accountId), eq(statementAccounts.statementId, statementId)),
        )
        .returning();
      return row ?? null;
    },
    async insertAccount(statementId: string, line: Omit<NewAccount, 'lineNo'>) {
      const [last] = await db
        .select({ lineNo: max(statementAccounts.lineNo) })
        .from(statementAccounts)
        .where(eq(statementAccounts.statementId, statementId));
      const lineNo = (last?.lineNo ?? 0) + 1;
      const [row] = await db
        .insert(statementAccounts)
        .values({ ...line, lineNo, statementId })
        .returning();
      if (!row) throw new Error('account insert returned no row');
      return row;
    },
    async insertFile(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      if (!row) throw new Error('file insert returned no row');
      return row;
    },
    /** An original some live statement was read from: the trash hides the files of its rows. */
    async file(id: string): Promise<FileRow | null> {
      const readFrom = db
        .select({ id: statements.id })
        .from(statements)
        .where(and(eq(statements.sourceFileId, storedFiles.id), liveStatement));
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.id, id), exists(readFrom)));
      return row ?? null;
    },
    /** Whether a stored file row holds these bytes. */
    async storageKeyInUse(key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, key))
        .limit(1);
      return Boolean(row);
    },
    /** Deletes a file row no statement refers to any more; its storage key, or null. */
    async removeFileIfUnused(id: string, exceptStatementId?: string): Promise<string | null> {
      const others = exceptStatementId
        ? and(eq(statements.sourceFileId, id), ne(statements.id, exceptStatementId))
        : eq(statements.sourceFileId, id);
      const [used] = await db.select({ id: statements.id }).from(statements).where(others).limit(1);
      if (used) return null;
      const [row] = await db
        .delete(storedFiles)
        .where(eq(storedFiles.id, id))
        .returning({ key: storedFiles.storageKey });
      return row?.key ?? null;
    },
  };
}

/** The queries a transaction runs (statementRepo(…).transaction hands them over). */
export type StatementQueries = ReturnType<typeof statementQueries>;

export function statementRepo(db: Database) {
  return {
    ...statementQueries(db),
    /** Runs `work` in one transaction; `tx` lets other stores join it (the job row). */
    transaction<T>(work: (repo: StatementQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(statementQueries(tx), tx));
    },
  };
}

export type StatementRepo = ReturnType<typeof statementRepo>;
