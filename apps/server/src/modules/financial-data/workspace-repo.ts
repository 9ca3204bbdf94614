import { count } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { companies, statementAccounts, statements } from '../../platform/db/schema/financial-data';

export function workspaceRepo(db: Database) {
  const total = async (table: typeof companies | typeof statements | typeof statementAccounts) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return {
    async counts() {
      const [companyCount, statementCount, accountCount] = await Promise.all([
        total(companies),
        total(statements),
        total(statementAccounts),
      ]);
      return { companies: companyCount, statements: statementCount, accounts: accountCount };
    },
  };
}

export type WorkspaceRepo = ReturnType<typeof workspaceRepo>;
