import {
  ASSET_COLUMN_KO,
  ASSET_COLUMNS,
  type Asset,
  type AssetColumn,
  type DepreciationResultsView,
} from '@bus/domain';
import type { TFunction } from 'i18next';
import { resultEntityName } from './entity-label';
import { entityResultRows } from './results-rows';

type Cell = string | number | null;

const CELL: Record<AssetColumn, (asset: Asset) => Cell> = {
  code: (asset) => asset.code,
  name: (asset) => asset.name,
  class: (asset) => asset.assetClass,
  entity_id: (asset) => asset.entityId,
  acquisition_date: (asset) => asset.acquisitionDate,
  cost: (asset) => asset.cost,
  residual_value: (asset) => asset.residualValue,
  useful_life_years: (asset) => asset.usefulLifeYears,
  method: (asset) => asset.method,
  disposal_date: (asset) => asset.disposalDate,
};

/**
 * The demo register in the import template's columns (Korean headers in Korean), so the file the
 * demo saves is one a signed-in user can import.
 */
export function registerRows(assets: readonly Asset[], lng: 'ko' | 'en'): Cell[][] {
  const header = ASSET_COLUMNS.map((column) => (lng === 'ko' ? ASSET_COLUMN_KO[column] : column));
  return [header, ...assets.map((asset) => ASSET_COLUMNS.map((column) => CELL[column](asset)))];
}

/** The demo results: by entity, by class and by asset, one block after another. */
export function resultsRows(
  results: DepreciationResultsView,
  t: TFunction<'depreciation'>,
): Cell[][] {
  const base = `${t('periods.base')} ${results.basePeriod}`;
  const estimate = `${t('periods.estimate')} ${results.estimatePeriod}`;
  const entityHeader = [
    t('results.columns.entityName'),
    t('results.columns.standardEntityId'),
    t('results.columns.originalEntityId'),
    base,
    estimate,
  ];
  return [
    [t('results.byEntity')],
    entityHeader,
    ...entityResultRows(results.byEntity).map((row) => [
      resultEntityName(row.entityName, t),
      row.standardEntityId,
      row.originalEntityId,
      row.base,
      row.estimate,
    ]),
    [],
    [t('results.byClass')],
    [t('results.columns.assetClass'), base, estimate],
    ...results.byClass.map((row) => [t(`classes.${row.assetClass}`), row.base, row.estimate]),
    [],
    [t('results.byAsset')],
    [
      t('results.columns.name'),
      t('results.columns.assetClass'),
      t('results.columns.entity'),
      base,
      estimate,
    ],
    ...results.byAsset.map((row) => [
      row.name,
      t(`classes.${row.assetClass}`),
      row.entityId,
      row.base,
      row.estimate,
    ]),
  ];
}
