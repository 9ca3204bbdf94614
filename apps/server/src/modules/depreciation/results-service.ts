import {
  type Asset,
  type AssetSchedule,
  type AssetScheduleQuery,
  type DepreciationAdjustmentView,
  type DepreciationReconciliation,
  type DepreciationResults,
  type DepreciationResultsView,
  depreciationAdjustmentInputs,
  depreciationForYear,
  depreciationResults,
  reconcileWithStatements,
  scheduleOf,
  type TransportCostView,
} from '@bus/domain';
import type { AllocationFeed } from './allocation-feed';
import { DEPRECIATION_STANDARD_ID } from './allocation-feed';
import type { DepreciationRepo } from './repo';

export type Periods = { base: string; estimate: string };
type Page = { page: number; pageSize: number };

export type ResultsDeps = {
  repo: DepreciationRepo;
  feed: AllocationFeed;
  /** The transport-cost view of a fiscal year (costing), for the statements' 감가상각비. */
  statements(companyId: string, fiscalYear: number): Promise<TransportCostView>;
};

const sliceOf = <T>(items: readonly T[], { page, pageSize }: Page): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);

/** The 감가상각비 of a year's statements as they were uploaded (before any user decision). */
function statementDepreciation(view: TransportCostView) {
  let costStatement = 0;
  let sga = 0;
  for (const line of view.classifications) {
    if (line.standardId !== DEPRECIATION_STANDARD_ID) continue;
    const amount = line.original?.amount ?? line.amount;
    if (line.statement === 'cost_statement') costStatement += amount;
    else sga += amount;
  }
  return { costStatement, sga };
}

/** The register's depreciation, for reports and the cost adjustment (issue 15 §4–§5). */
export function resultsService({ repo, feed, statements }: ResultsDeps) {
  async function reconciliation(
    companyId: string,
    assets: readonly Asset[],
    fiscalYear: number,
  ): Promise<DepreciationReconciliation | null> {
    const view = await statements(companyId, fiscalYear);
    if (view.classifications.length === 0) return null;
    const figures = statementDepreciation(view);
    const register = assets.reduce((sum, asset) => sum + depreciationForYear(asset, fiscalYear), 0);
    const {
      statements: both,
      difference,
      withinOnePercent,
    } = reconcileWithStatements(register, figures);
    return { fiscalYear, register, ...figures, statements: both, difference, withinOnePercent };
  }

  /** Everything of the results screen, byAsset whole (the export takes all of it). */
  async function computed(companyId: string, periods: Periods) {
    const [assets, entities] = await Promise.all([
      repo.all(companyId),
      feed.entities(companyId, periods.base),
    ]);
    const results: DepreciationResults = depreciationResults(assets, entities, periods);
    const fiscalYear = Number(periods.base.slice(0, 4));
    return {
      results,
      entitiesPeriod: entities.length > 0 ? periods.base : null,
      reconciliation: await reconciliation(companyId, assets, fiscalYear),
      assetCount: assets.length,
    };
  }

  return {
    computed,

    async schedule(companyId: string, query: AssetScheduleQuery): Promise<AssetSchedule> {
      const assets = await repo.all(companyId);
      const schedule = scheduleOf(assets, query.from, query.months);
      const offset = (query.page - 1) * query.pageSize;
      const rows = sliceOf(schedule.byAsset, query).map(({ assetId, amounts }, i) => {
        const asset = assets[offset + i] as Asset; // byAsset is in register order
        return {
          assetId,
          code: asset.code,
          name: asset.name,
          assetClass: asset.assetClass,
          amounts,
        };
      });
      return {
        from: query.from,
        months: schedule.months,
        rows,
        totals: schedule.totals,
        total: assets.length,
      };
    },

    async results(companyId: string, query: Periods & Page): Promise<DepreciationResultsView> {
      const { results, ...rest } = await computed(companyId, query);
      return {
        ...results,
        byAsset: sliceOf(results.byAsset, query),
        byAssetTotal: results.byAsset.length,
        ...rest,
      };
    },

    /**
     * The cost adjustment's depreciation tab for a fiscal year: the register's depreciation of the
     * year per entity beside the 감가상각비 the live allocation of `${fiscalYear}-01` gives it.
     */
    async adjustment(companyId: string, fiscalYear: number): Promise<DepreciationAdjustmentView> {
      const period = `${fiscalYear}-01`;
      const [assets, entities, allocated] = await Promise.all([
        repo.all(companyId),
        feed.entities(companyId, period),
        feed.depreciation(companyId, period),
      ]);
      const base = { fiscalYear, period, assetCount: assets.length };
      const allocation =
        allocated.status === 'refused'
          ? { allocation: 'refused' as const, refusal: allocated.refusal }
          : { allocation: allocated.status };
      if (assets.length === 0) return { ...base, inputs: [], ...allocation };
      const actual = depreciationResults(assets, entities, {
        base: period,
        estimate: period,
      }).byEntity.base.map((row) => ({
        // An entered id matching no entity keeps its own row, named by what was entered.
        entityId: row.standardEntityId ?? row.originalEntityId,
        name: row.standardEntityId || !row.originalEntityId ? row.entityName : row.originalEntityId,
        amount: row.currentYearDepreciation,
      }));
      const inputs = depreciationAdjustmentInputs(
        actual,
        allocated.status === 'live' ? allocated.byEntity : [],
      );
      return { ...base, inputs, ...allocation };
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
