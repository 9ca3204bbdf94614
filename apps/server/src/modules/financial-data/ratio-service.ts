import { computeRatios, type RatioReport, type RatioSave, type StatementType } from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { CompanyRepo } from './company-repo';
import type { Actor } from './policy';
import type { RatioRepo } from './ratio-repo';
import type { StatementRepo, StatementRow } from './statement-repo';
import { toValues } from './views';

export type RatioServiceDeps = {
  companies: CompanyRepo;
  statements: StatementRepo;
  ratios: RatioRepo;
  hub: RealtimeHub;
};

/** The newest statement of each type (sameYear lists newest first). */
function latestByType(rows: StatementRow[]): Partial<Record<StatementType, StatementRow>> {
  const latest: Partial<Record<StatementType, StatementRow>> = {};
  for (const row of rows) latest[row.type] ??= row;
  return latest;
}

/** Ratio analysis (costing-and-forecasting.md §9): computed on read, saved on request. */
export function ratioService(deps: RatioServiceDeps) {
  const { companies, statements, ratios, hub } = deps;
  const valuesOf = async (row: StatementRow | undefined) =>
    row ? toValues(await statements.accounts(row.id)) : undefined;

  return {
    /** Ratios of a fiscal year (default: the latest year with statements) and the saved record. */
    async report(companyId: string, fiscalYear: number | undefined): Promise<RatioReport> {
      if (!(await companies.get(companyId))) throw new AppError('not_found', 404);
      const year = fiscalYear ?? (await statements.latestYear(companyId));
      if (year === null) return { companyId, fiscalYear: null, ratios: null, saved: null };
      const latest = latestByType(await statements.sameYear(companyId, year));
      const saved = await ratios.get(companyId, year);
      const hasAny = Object.keys(latest).length > 0;
      return {
        companyId,
        fiscalYear: year,
        ratios: hasAny
          ? computeRatios({
              fiscalYear: year,
              balanceSheet: await valuesOf(latest.balance_sheet),
              incomeStatement: await valuesOf(latest.income_statement),
              costStatement: await valuesOf(latest.cost_statement),
            })
          : null,
        saved: saved
          ? { id: saved.id, savedAt: saved.savedAt.toISOString(), version: saved.version }
          : null,
      };
    },
    async save(actor: Actor, companyId: string, input: RatioSave) {
      if (!(await companies.get(companyId))) throw new AppError('not_found', 404);
      const row = await ratios.save(companyId, input.fiscalYear, input.ratios, actor.userId);
      await hub.publishCompany(companyId, { type: 'financial_ratios_updated', companyId });
      return { id: row.id, savedAt: row.savedAt.toISOString(), version: row.version };
    },
  };
}

export type RatioService = ReturnType<typeof ratioService>;
