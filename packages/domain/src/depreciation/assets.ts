/** Asset classes of the depreciation register (issue 15 §4: bus, building, equipment, other). */
export const ASSET_CLASSES = ['bus', 'building', 'equipment', 'other'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** Depreciation methods of the register (issue 15 §4): 정액법 and 정률법. */
export const DEPRECIATION_METHODS = ['straight_line', 'declining_balance'] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];

/** One asset of a company's register; money in integer won, dates as YYYY-MM-DD. */
export type Asset = {
  id: string;
  code: string | null;
  name: string;
  assetClass: AssetClass;
  /** The service entity as entered (matched to the period's entities by results.ts). */
  entityId: string | null;
  acquisitionDate: string;
  cost: number;
  residualValue: number;
  /** Whole years, 1..100. */
  usefulLifeYears: number;
  method: DepreciationMethod;
  disposalDate: string | null;
};

export type AssetProblemCode =
  | 'asset/useful-life'
  | 'asset/residual-above-cost'
  | 'asset/negative-amount'
  | 'asset/invalid-amount'
  | 'asset/disposal-before-acquisition'
  | 'asset/invalid-date'
  | 'asset/empty-name'
  | 'asset/amount-too-large';

/** A problem with one field of an asset; `asset` names it (code, else name) for messages. */
export type AssetProblem = { code: AssetProblemCode; field: keyof Asset; asset?: string };

/** Largest cost or residual value accepted, in won (10조원: far above any bus operator's asset). */
export const MAX_ASSET_AMOUNT = 1e13;
/** Useful life bounds in whole years. */
export const MIN_USEFUL_LIFE_YEARS = 1;
export const MAX_USEFUL_LIFE_YEARS = 100;
/** Calendar years an acquisition or disposal date may fall in. */
export const MIN_ASSET_YEAR = 1950;
export const MAX_ASSET_YEAR = 2100;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for a real calendar date YYYY-MM-DD between 1950-01-01 and 2100-12-31. */
export function isAssetDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_ASSET_YEAR || year > MAX_ASSET_YEAR || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

function amountProblem(value: number): AssetProblemCode | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return 'asset/invalid-amount';
  if (value < 0) return 'asset/negative-amount';
  if (value > MAX_ASSET_AMOUNT) return 'asset/amount-too-large';
  return null;
}

function dateProblems(asset: Omit<Asset, 'id'>): AssetProblem[] {
  const problems: AssetProblem[] = [];
  const acquired = isAssetDate(asset.acquisitionDate);
  if (!acquired) problems.push({ code: 'asset/invalid-date', field: 'acquisitionDate' });
  if (asset.disposalDate === null) return problems;
  if (!isAssetDate(asset.disposalDate)) {
    problems.push({ code: 'asset/invalid-date', field: 'disposalDate' });
  } else if (acquired && asset.disposalDate < asset.acquisitionDate) {
    // Same-format ISO dates compare correctly as strings; disposal on the acquisition day is allowed.
    problems.push({ code: 'asset/disposal-before-acquisition', field: 'disposalDate' });
  }
  return problems;
}

/**
 * Everything wrong with an asset before it enters the register (issue 15 "Bad input": useful life
 * 0, residual value above cost, disposal before acquisition …): an empty list when it is valid.
 * Cost and residual value are integer won 0..1e13, the life a whole number of years 1..100, the
 * dates real calendar dates in 1950..2100.
 */
export function validateAsset(asset: Omit<Asset, 'id'>): AssetProblem[] {
  const problems: AssetProblem[] = [];
  if (asset.name.trim() === '') problems.push({ code: 'asset/empty-name', field: 'name' });
  const costProblem = amountProblem(asset.cost);
  if (costProblem) problems.push({ code: costProblem, field: 'cost' });
  const residualProblem = amountProblem(asset.residualValue);
  if (residualProblem) problems.push({ code: residualProblem, field: 'residualValue' });
  if (!costProblem && !residualProblem && asset.residualValue > asset.cost) {
    problems.push({ code: 'asset/residual-above-cost', field: 'residualValue' });
  }
  const life = asset.usefulLifeYears;
  if (!Number.isInteger(life) || life < MIN_USEFUL_LIFE_YEARS || life > MAX_USEFUL_LIFE_YEARS) {
    problems.push({ code: 'asset/useful-life', field: 'usefulLifeYears' });
  }
  problems.push(...dateProblems(asset));
  const label = asset.code?.trim() || asset.name.trim();
  return label ? problems.map((problem) => ({ ...problem, asset: label })) : problems;
}
