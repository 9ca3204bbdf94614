import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { companies } from '../../platform/db/schema/financial-data';
import {
  type AccountRow,
  type StatementRow,
  statementRepo,
} from '../financial-data/statement-repo';

export type PeriodCompany = { id: string; name: string };
export type PeriodStatement = StatementRow;
export type PeriodAccount = AccountRow;

/**
 * What costing reads of the financial data center, trash-aware (issue 14 §6): a company or a
 * statement in the trash is not there for the costing screens, their exports or their saves.
 */
export function periodRepo(db: Database) {
  // The statements' own reads already leave out the trash; only the company check is costing's.
  const shared = statementRepo(db);
  return {
    async company(id: string): Promise<PeriodCompany | null> {
      const [row] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
      return row ?? null;
    },
    /** The company's live statements of one fiscal year, newest first. */
    statementsOfYear: (companyId: string, fiscalYear: number): Promise<PeriodStatement[]> =>
      shared.sameYear(companyId, fiscalYear),
    accounts: (statementId: string): Promise<PeriodAccount[]> => shared.accounts(statementId),
  };
}

export type PeriodRepo = ReturnType<typeof periodRepo>;
