import type { Asset, AssetClass } from './assets';
import { ASSET_CLASSES } from './assets';
import type { MonthKey } from './schedule';
import { addMonths, bookValueAt, depreciationForPeriod } from './schedule';

/** A service entity of the company and period, as the depreciation results match assets to it. */
export type EntityRef = { id: string; name: string };

/** costing-and-forecasting.md §3 "Depreciation by entity". */
export type DepreciationByEntity = {
  entityName: string;
  standardEntityId: string | null;
  originalEntityId: string | null;
  currentYearDepreciation: number;
};

export type DepreciationResults = {
  basePeriod: MonthKey;
  estimatePeriod: MonthKey;
  byEntity: { base: DepreciationByEntity[]; estimate: DepreciationByEntity[] };
  byClass: { assetClass: AssetClass; base: number; estimate: number }[];
  byAsset: {
    assetId: string;
    name: string;
    assetClass: AssetClass;
    entityId: string | null;
    base: number;
    estimate: number;
    bookValueEndOfBase: number;
  }[];
  total: { base: number; estimate: number };
};

/** costing-and-forecasting.md §9: depreciation base and estimate period defaults. */
export const DEFAULT_BASE_PERIOD: MonthKey = '2024-01';
export const DEFAULT_ESTIMATE_PERIOD: MonthKey = '2025-01';
/** Months in each results period (a year from its start month). */
export const DEPRECIATION_PERIOD_MONTHS = 12;

/**
 * i18n key the web shows as a by-entity row's name when the row has no standard entity (assets
 * with no entity, or one that matches none of the period's entities). The domain carries no
 * Korean text; the row's originalEntityId still says what was entered.
 */
export const UNASSIGNED_ENTITY_LABEL_KEY = 'depreciation.entity.unassigned';

/** Case-, space- and Unicode-form-insensitive form of an id or name. */
function loose(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, '').toLowerCase();
}

/**
 * Finds an entered entity id's service entity: the exact id, else the id ignoring case and
 * spaces, else the entity's name the same way. When two entities collide loosely the first wins.
 */
export function entityMatcher(
  entities: readonly EntityRef[],
): (entered: string) => EntityRef | null {
  const exact = new Map<string, EntityRef>();
  const byId = new Map<string, EntityRef>();
  const byName = new Map<string, EntityRef>();
  for (const entity of entities) {
    if (!exact.has(entity.id)) exact.set(entity.id, entity);
    if (!byId.has(loose(entity.id))) byId.set(loose(entity.id), entity);
    if (!byName.has(loose(entity.name))) byName.set(loose(entity.name), entity);
  }
  return (entered) =>
    exact.get(entered) ?? byId.get(loose(entered)) ?? byName.get(loose(entered)) ?? null;
}

type EntityRow = { entity: EntityRef | null; originals: Set<string>; amount: number };

/**
 * By-entity rows for one period: every service entity in the given order (0 when it has no asset),
 * then one row per entered id that matches no entity, then one row for assets with no entity.
 * originalEntityId is the id as entered on the entity's assets (distinct ids joined with ', '
 * when they differ, null when it has none).
 */
function byEntity(
  assets: readonly Asset[],
  amounts: readonly number[],
  entities: readonly EntityRef[],
): DepreciationByEntity[] {
  const match = entityMatcher(entities);
  const rows = new Map<string, EntityRow>();
  for (const entity of entities) {
    if (!rows.has(`e:${entity.id}`))
      rows.set(`e:${entity.id}`, { entity, originals: new Set(), amount: 0 });
  }
  const unassigned: EntityRow = { entity: null, originals: new Set(), amount: 0 };
  let hasUnassigned = false;
  assets.forEach((asset, i) => {
    const amount = amounts[i] ?? 0;
    if (asset.entityId === null || asset.entityId.trim() === '') {
      unassigned.amount += amount;
      hasUnassigned = true;
      return;
    }
    const entity = match(asset.entityId);
    const key = entity ? `e:${entity.id}` : `u:${asset.entityId}`;
    const row = rows.get(key) ?? { entity: null, originals: new Set<string>(), amount: 0 };
    row.originals.add(asset.entityId);
    row.amount += amount;
    rows.set(key, row);
  });
  const out = [...rows.values()];
  if (hasUnassigned) out.push(unassigned);
  return out.map(({ entity, originals, amount }) => ({
    entityName: entity ? entity.name : UNASSIGNED_ENTITY_LABEL_KEY,
    standardEntityId: entity ? entity.id : null,
    originalEntityId: originals.size ? [...originals].sort().join(', ') : null,
    currentYearDepreciation: amount,
  }));
}

function byClass(
  assets: readonly Asset[],
  base: readonly number[],
  estimate: readonly number[],
): DepreciationResults['byClass'] {
  const sums = new Map<AssetClass, { base: number; estimate: number }>();
  assets.forEach((asset, i) => {
    const sum = sums.get(asset.assetClass) ?? { base: 0, estimate: 0 };
    sum.base += base[i] ?? 0;
    sum.estimate += estimate[i] ?? 0;
    sums.set(asset.assetClass, sum);
  });
  return ASSET_CLASSES.flatMap((assetClass) => {
    const sum = sums.get(assetClass);
    return sum ? [{ assetClass, ...sum }] : [];
  });
}

/**
 * Depreciation results (issue 15 §5, spec §3 "Depreciation by entity"): a year of depreciation from
 * each period's start month, by entity, by class (classes present, in ASSET_CLASSES order) and by
 * asset (register order, with the book value at the end of the base year).
 */
export function depreciationResults(
  assets: readonly Asset[],
  entities: readonly EntityRef[],
  periods: { base: MonthKey; estimate: MonthKey },
): DepreciationResults {
  const months = DEPRECIATION_PERIOD_MONTHS;
  const base = assets.map((asset) => depreciationForPeriod(asset, periods.base, months));
  const estimate = assets.map((asset) => depreciationForPeriod(asset, periods.estimate, months));
  const endOfBase = addMonths(periods.base, months - 1);
  return {
    basePeriod: periods.base,
    estimatePeriod: periods.estimate,
    byEntity: {
      base: byEntity(assets, base, entities),
      estimate: byEntity(assets, estimate, entities),
    },
    byClass: byClass(assets, base, estimate),
    byAsset: assets.map((asset, i) => ({
      assetId: asset.id,
      name: asset.name,
      assetClass: asset.assetClass,
      entityId: asset.entityId,
      base: base[i] ?? 0,
      estimate: estimate[i] ?? 0,
      bookValueEndOfBase: bookValueAt(asset, endOfBase),
    })),
    total: { base: sum(base), estimate: sum(estimate) },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
