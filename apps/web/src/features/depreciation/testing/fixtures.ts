import {
  type Asset,
  AssetList,
  AssetSchedule,
  AssetView,
  type DepreciationReconciliation,
  DepreciationResultsView,
  depreciationResults,
  EntitySetView,
  reconcileWithStatements,
  scheduleOf,
} from '@bus/domain';
import { COMPANY_ID, company, FIXTURE_NOW, readOnlyCompany } from '../../../test/costing-fixtures';

// Test data parsed by the contract's schemas, so a fixture can never drift from the API.
export { COMPANY_ID, company, readOnlyCompany };

export const ENTITIES = [
  { id: 'R-100', name: '100번 간선' },
  { id: 'R-200', name: '200번 지선' },
];

let sequence = 0;

/** A stored asset as the server answers it (version 1, saved by 김회계). */
export function assetView(fields: Partial<Asset> & Pick<Asset, 'name'>, version = 1): AssetView {
  sequence += 1;
  return AssetView.parse({
    id: `44444444-4444-4444-8444-${String(sequence).padStart(12, '0')}`,
    companyId: COMPANY_ID,
    code: null,
    assetClass: 'bus',
    entityId: null,
    acquisitionDate: '2020-01-01',
    cost: 120_000_000,
    residualValue: 0,
    usefulLifeYears: 10,
    method: 'straight_line',
    disposalDate: null,
    ...fields,
    version,
    updatedAt: FIXTURE_NOW,
    updatedBy: { id: 'user-1', name: '김회계' },
  });
}

export function assetList(items: AssetView[]): AssetList {
  return AssetList.parse({ items, total: items.length });
}

/** GET …/schedule as the server computes it (the domain's scheduleOf), all on one page. */
export function scheduleView(items: AssetView[], from = '2024-01', months = 12): AssetSchedule {
  const schedule = scheduleOf(items, from, months);
  return AssetSchedule.parse({
    from,
    months: schedule.months,
    rows: items.map((asset, i) => ({
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      assetClass: asset.assetClass,
      amounts: schedule.byAsset[i]?.amounts ?? [],
    })),
    totals: schedule.totals,
    total: items.length,
  });
}

/** GET …/results as the server computes it, reconciled with `statements` (cost, SG&A) of 2024. */
export function resultsView(
  items: AssetView[],
  statements: { costStatement: number; sga: number } | null,
  periods = { base: '2024-01', estimate: '2025-01' },
): DepreciationResultsView {
  const results = depreciationResults(items, ENTITIES, periods);
  let reconciliation: DepreciationReconciliation | null = null;
  if (statements) {
    const check = reconcileWithStatements(results.total.base, statements);
    reconciliation = { fiscalYear: 2024, ...statements, ...check };
  }
  return DepreciationResultsView.parse({
    ...results,
    byAssetTotal: items.length,
    entitiesPeriod: periods.base,
    reconciliation,
    assetCount: items.length,
  });
}

/** GET /api/cost-allocation/{companyId}/entities: the base period's routes. */
export function entitySet(period = '2024-01'): EntitySetView {
  return EntitySetView.parse({
    companyId: COMPANY_ID,
    period,
    entities: ENTITIES.map((entity) => ({
      ...entity,
      type: 'route',
      distanceKm: 1000,
      vehiclesOperated: 10,
      vehiclesOwned: 10,
      custom: {},
    })),
    customDrivers: [],
    version: 1,
    updatedAt: FIXTURE_NOW,
    updatedBy: null,
    previousPeriod: null,
  });
}
