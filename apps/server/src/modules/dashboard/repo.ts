import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { boardPosts, boardViews } from '../../platform/db/schema/board';
import { serviceEntitySets } from '../../platform/db/schema/cost-planning';
import {
  costDocuments,
  investmentRecords,
  otherAdjustments,
} from '../../platform/db/schema/costing';
import { companies, statementAccounts, statements } from '../../platform/db/schema/financial-data';
import { forecastRuns } from '../../platform/db/schema/forecast';
import { organisations } from '../../platform/db/schema/organisations';
import type { Scope } from '../../platform/tenancy/scope';
import { readableBy } from '../../platform/tenancy/visible';
import type { CostDocumentRow, InvestmentRow, OtherAdjustmentRow } from '../costing/repo';
import type { AccountRow, StatementRow } from '../financial-data/statement-repo';
import { visibleRuns } from '../forecast/run-repo';

export type DashboardCompanyRow = {
  id: string;
  name: string;
  organisationId: string;
  organisationName: string;
  organisationKind: 'operator' | 'authority' | 'association';
};

/** The columns of an account that costing's period loader reads (period.ts stored(), toValues()). */
export type AccountFigures = Pick<
  AccountRow,
  | 'id'
  | 'statementId'
  | 'lineNo'
  | 'name'
  | 'standardId'
  | 'isTotal'
  | 'currentValue'
  | 'previousValue'
  | 'mappingConfidence'
>;

export type EntitySetRow = { companyId: string; period: string; entities: unknown[] };

export type SavedForecastRow = {
  id: string;
  companyId: string | null;
  name: string | null;
  model: string;
  horizon: number;
  savedAt: Date | null;
  metrics: unknown;
  history: unknown;
  forecast: unknown;
};

export type NoticeRow = { id: string; title: string; pinned: boolean; createdAt: Date };

const authorOf = (id: string | null, name: string | null) => ({ id: id ?? '', name: name ?? '' });

/**
 * The dashboard's reads, each one query for every company shown (issue 18 §4: no N+1 over
 * companies × years). The rows are those costing's own repositories read one period at a time
 * (same columns, filters and order), so prefetch.ts can hand them to the costing services.
 */
export function dashboardRepo(db: Database) {
  const readable = (scope: Scope) =>
    and(isNull(companies.deletedAt), readableBy(scope, companies.organisationId));

  return {
    /** Live companies the scope may read (one of them when `companyId`), by name; a page. */
    async companies(
      scope: Scope,
      options: { companyId?: string; offset: number; limit: number },
    ): Promise<{ rows: DashboardCompanyRow[]; total: number }> {
      const where = and(
        readable(scope),
        options.companyId ? eq(companies.id, options.companyId) : undefined,
      );
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          organisationId: companies.organisationId,
          organisationName: organisations.name,
          organisationKind: organisations.kind,
        })
        .from(companies)
        .innerJoin(organisations, eq(organisations.id, companies.organisationId))
        .where(where)
        .orderBy(asc(companies.name), asc(organisations.name), asc(companies.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ n: count() }).from(companies).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Fiscal years with a live statement of a company the scope may read, newest first. */
    async years(scope: Scope, companyId?: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: statements.fiscalYear })
        .from(statements)
        .innerJoin(companies, eq(companies.id, statements.companyId))
        .where(
          and(
            readable(scope),
            isNull(statements.deletedAt),
            companyId ? eq(companies.id, companyId) : undefined,
          ),
        )
        .orderBy(desc(statements.fiscalYear));
      return rows.map((row) => row.year);
    },

    /** Live statements of the companies' year, newest first (statementRepo.sameYear's order). */
    statementsOfYear(companyIds: readonly string[], fiscalYear: number): Promise<StatementRow[]> {
      if (companyIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(statements)
        .where(
          and(
            inArray(statements.companyId, [...companyIds]),
            eq(statements.fiscalYear, fiscalYear),
            isNull(statements.deletedAt),
          ),
        )
        .orderBy(desc(statements.createdAt), desc(statements.id));
    },

    /**
     * The statements' accounts in line order (statementRepo.accounts' order within each), with
     * the columns costing's period loader reads: provenance and the stamps are most of a row's
     * bytes and none of its figures (5,900 rows of 50 companies: 143 → 55 ms on PostgreSQL).
     */
    accounts(statementIds: readonly string[]): Promise<AccountFigures[]> {
      if (statementIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: statementAccounts.id,
          statementId: statementAccounts.statementId,
          lineNo: statementAccounts.lineNo,
          name: statementAccounts.name,
          standardId: statementAccounts.standardId,
          isTotal: statementAccounts.isTotal,
          currentValue: statementAccounts.currentValue,
          previousValue: statementAccounts.previousValue,
          mappingConfidence: statementAccounts.mappingConfidence,
        })
        .from(statementAccounts)
        .where(inArray(statementAccounts.statementId, [...statementIds]))
        .orderBy(
          asc(statementAccounts.statementId),
          asc(statementAccounts.lineNo),
          asc(statementAccounts.id),
        );
    },

    /** costingRepo.document for every company of the year. */
    async documents(companyIds: readonly string[], fiscalYear: number): Promise<CostDocumentRow[]> {
      if (companyIds.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(costDocuments), authorName: user.name })
        .from(costDocuments)
        .leftJoin(user, eq(user.id, costDocuments.updatedBy))
        .where(
          and(
            inArray(costDocuments.companyId, [...companyIds]),
            eq(costDocuments.fiscalYear, fiscalYear),
          ),
        );
      return rows.map(({ authorName, ...doc }) => ({
        ...doc,
        author: doc.updatedBy ? authorOf(doc.updatedBy, authorName) : null,
      }));
    },

    /** costingRepo.investment for every company of the year. */
    async investments(companyIds: readonly string[], fiscalYear: number): Promise<InvestmentRow[]> {
      if (companyIds.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(investmentRecords), authorName: user.name })
        .from(investmentRecords)
        .leftJoin(user, eq(user.id, investmentRecords.savedBy))
        .where(
          and(
            inArray(investmentRecords.companyId, [...companyIds]),
            eq(investmentRecords.fiscalYear, fiscalYear),
          ),
        );
      return rows.map(({ authorName, ...record }) => ({
        ...record,
        author: authorOf(record.savedBy, authorName),
      }));
    },

    /** costingRepo.otherAdjustments for every company of the year, in its order. */
    async otherAdjustments(
      companyIds: readonly string[],
      fiscalYear: number,
    ): Promise<OtherAdjustmentRow[]> {
      if (companyIds.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(otherAdjustments), authorName: user.name })
        .from(otherAdjustments)
        .leftJoin(user, eq(user.id, otherAdjustments.createdBy))
        .where(
          and(
            inArray(otherAdjustments.companyId, [...companyIds]),
            eq(otherAdjustments.fiscalYear, fiscalYear),
          ),
        )
        .orderBy(asc(otherAdjustments.createdAt), asc(otherAdjustments.id));
      return rows.map(({ authorName, ...row }) => ({
        ...row,
        author: authorOf(row.createdBy, authorName),
      }));
    },

    /** Cost allocation's entity sets of the fiscal year's periods (YYYY-MM), latest period first. */
    entitySets(companyIds: readonly string[], fiscalYear: number): Promise<EntitySetRow[]> {
      if (companyIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          companyId: serviceEntitySets.companyId,
          period: serviceEntitySets.period,
          entities: serviceEntitySets.entities,
        })
        .from(serviceEntitySets)
        .where(
          and(
            inArray(serviceEntitySets.companyId, [...companyIds]),
            like(serviceEntitySets.period, `${fiscalYear}-%`),
          ),
        )
        .orderBy(desc(serviceEntitySets.period));
    },

    /**
     * Each company's latest saved forecast the scope may see (run-repo's visibleRuns), with only
     * the parts its chart draws: history, forecast path and headline metrics.
     */
    savedForecasts(scope: Scope, companyIds: readonly string[]): Promise<SavedForecastRow[]> {
      if (companyIds.length === 0) return Promise.resolve([]);
      const forecast = sql`${forecastRuns.result}->'forecast'`;
      return db
        .selectDistinctOn([forecastRuns.companyId], {
          id: forecastRuns.id,
          companyId: forecastRuns.companyId,
          name: forecastRuns.name,
          model: forecastRuns.model,
          horizon: forecastRuns.horizon,
          savedAt: forecastRuns.savedAt,
          metrics: sql<unknown>`${forecast}->'metrics'`,
          history: sql<unknown>`${forecast}->'history'`,
          forecast: sql<unknown>`${forecast}->'forecast'`,
        })
        .from(forecastRuns)
        .leftJoin(companies, eq(companies.id, forecastRuns.companyId))
        .where(
          and(
            visibleRuns(scope),
            inArray(forecastRuns.companyId, [...companyIds]),
            eq(forecastRuns.saved, true),
            eq(forecastRuns.kind, 'forecast'),
            eq(forecastRuns.status, 'succeeded'),
          ),
        )
        .orderBy(
          asc(forecastRuns.companyId),
          sql`${forecastRuns.savedAt} desc nulls last`,
          desc(forecastRuns.id),
        );
    },

    /**
     * Notices the user has not opened: the board stores a signed-in reader's first open as the
     * view key `user:<id>` (post-service.ts), so a notice without that view, by someone else, is
     * unread. Listed, hidden and deleted ones are left out as the board's list leaves them out.
     */
    async unreadNotices(
      userId: string,
      limit: number,
    ): Promise<{ rows: NoticeRow[]; total: number }> {
      const viewed = db
        .select({ one: sql`1` })
        .from(boardViews)
        .where(
          and(eq(boardViews.postId, boardPosts.id), eq(boardViews.viewerKey, `user:${userId}`)),
        );
      const where = and(
        eq(boardPosts.category, 'notice'),
        isNull(boardPosts.deletedAt),
        eq(boardPosts.hidden, false),
        or(isNull(boardPosts.authorId), ne(boardPosts.authorId, userId)),
        notExists(viewed),
      );
      const rows = await db
        .select({
          id: boardPosts.id,
          title: boardPosts.title,
          pinned: boardPosts.pinned,
          createdAt: boardPosts.createdAt,
        })
        .from(boardPosts)
        .where(where)
        .orderBy(desc(boardPosts.pinned), desc(boardPosts.createdAt))
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(boardPosts).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type DashboardRepo = ReturnType<typeof dashboardRepo>;
