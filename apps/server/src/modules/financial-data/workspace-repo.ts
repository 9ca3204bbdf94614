import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { companies, statementAccounts, statements } from '../../platform/db/schema/financial-data';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';

export function workspaceRepo(db: Database) {
  return {
    /** Live companies, statements and their accounts the scope may read (the trash not counted). */
    async counts(scope: Scope) {
      const liveCompanies = and(
        isNull(companies.deletedAt),
        readableBy(scope, companies.organisationId),
      );
      const liveStatements = and(liveCompanies, isNull(statements.deletedAt));
      const [[companyCount], [statementCount], [accountCount]] = await Promise.all([
        db.select({ n: count() }).from(companies).where(liveCompanies),
        db
          .select({ n: count() })
          .from(statements)
          .innerJoin(companies, eq(companies.id, statements.companyId))
          .where(liveStatements),
        db
          .select({ n: count() })
          .from(statementAccounts)
          .innerJoin(statements, eq(statements.id, statementAccounts.statementId))
          .innerJoin(companies, eq(companies.id, statements.companyId))
          .where(liveStatements),
      ]);
      return {
        companies: companyCount?.n ?? 0,
        statements: statementCount?.n ?? 0,
        accounts: accountCount?.n ?? 0,
      };
    },
  };
}

export type WorkspaceRepo = ReturnType<typeof workspaceRepo>;
