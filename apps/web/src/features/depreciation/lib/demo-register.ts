import {
  type Asset,
  type AssetSchedule,
  type DepreciationReconciliation,
  type DepreciationResultsView,
  depreciationForYear,
  depreciationResults,
  reconcileWithStatements,
  SAMPLE_ASSETS,
  SAMPLE_ENTITIES,
  scheduleOf,
} from '@bus/domain';
import { useSyncExternalStore } from 'react';
import type { AssetFields } from './asset-form';
import type { Periods } from './periods';

/**
 * 감가상각비 of sample A's FY2024 statements (docs/domain/samples/expected.md: cost statement
 * 3,980,000,000 + SG&A 88,000,000), which the demo reconciles its register with.
 */
export const SAMPLE_STATEMENT_YEAR = 2024;
export const SAMPLE_STATEMENT_DEPRECIATION = { costStatement: 3_980_000_000, sga: 88_000_000 };

/**
 * The public demo's register (issue 15 §6): kept in this browser tab only, in memory, so the
 * management and results demos show the same edits and a reload starts again from the sample.
 * Nothing is sent anywhere.
 */
let assets: readonly Asset[] = SAMPLE_ASSETS;
let sequence = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Asset[]) {
  assets = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const demoRegister = {
  add(fields: AssetFields): void {
    sequence += 1;
    publish([...assets, { ...fields, id: `demo-${sequence}` }]);
  },
  update(id: string, fields: AssetFields): void {
    publish(assets.map((asset) => (asset.id === id ? { ...fields, id } : asset)));
  },
  remove(id: string): void {
    publish(assets.filter((asset) => asset.id !== id));
  },
  reset(): void {
    publish(SAMPLE_ASSETS);
  },
};

export function useDemoAssets(): readonly Asset[] {
  return useSyncExternalStore(subscribe, () => assets);
}

/** The demo's results in the API's shape, so the signed-in tables and charts draw them. */
export function demoResults(register: readonly Asset[], periods: Periods): DepreciationResultsView {
  const results = depreciationResults(register, SAMPLE_ENTITIES, periods);
  return {
    ...results,
    byAssetTotal: results.byAsset.length,
    entitiesPeriod: periods.base,
    reconciliation: demoReconciliation(register, Number(periods.base.slice(0, 4))),
    assetCount: register.length,
  };
}

/** The register against sample A's statements; null for a year the sample has none of. */
export function demoReconciliation(
  register: readonly Asset[],
  fiscalYear: number,
): DepreciationReconciliation | null {
  if (fiscalYear !== SAMPLE_STATEMENT_YEAR) return null;
  const year = register.reduce((sum, asset) => sum + depreciationForYear(asset, fiscalYear), 0);
  const reconciliation = reconcileWithStatements(year, SAMPLE_STATEMENT_DEPRECIATION);
  return { fiscalYear, ...SAMPLE_STATEMENT_DEPRECIATION, ...reconciliation };
}

/** One page of the demo's monthly schedule, in the API's shape (totals over every asset). */
export function demoSchedule(
  register: readonly Asset[],
  from: string,
  months: number,
  page: number,
  pageSize: number,
): AssetSchedule {
  const schedule = scheduleOf(register, from, months);
  const start = (page - 1) * pageSize;
  return {
    from,
    months: schedule.months,
    rows: register.slice(start, start + pageSize).map((asset, index) => ({
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      assetClass: asset.assetClass,
      amounts: schedule.byAsset[start + index]?.amounts ?? [],
    })),
    totals: schedule.totals,
    total: register.length,
  };
}
