import { roundWon } from '../money';
import type { Asset } from './assets';

/** A calendar month, 'YYYY-MM'. */
export type MonthKey = string;

/**
 * Smallest residual value, as a share of cost, used to derive the declining-balance rate. 법인세법
 * 시행령 §26 computes the 정률법 rate as if 5 % of cost remained, so a residual of 0 still gives a
 * finite rate (1 − 0.05^(1/life)); a larger entered residual value gives the rate that lands on it.
 */
export const DECLINING_BALANCE_MIN_RESIDUAL_SHARE = 0.05;

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** Months since year 0 for 'YYYY-MM' (or the month of a 'YYYY-MM-DD' date): integer month arithmetic. */
export function monthIndex(key: string): number {
  const match = MONTH_KEY.exec(key.length === 10 ? key.slice(0, 7) : key);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new RangeError(`not a month 'YYYY-MM': ${key}`);
  return Number(match[1]) * 12 + month - 1;
}

/** The 'YYYY-MM' key of a month index (inverse of monthIndex). */
export function monthKeyOf(index: number): MonthKey {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** The month `count` months after `key` (negative counts go back). */
export function addMonths(key: MonthKey, count: number): MonthKey {
  return monthKeyOf(monthIndex(key) + count);
}

/**
 * An asset reduced to what the monthly arithmetic needs, computed once per asset. `cumulative(k)`
 * is the rounded depreciation after k months of life (0 ≤ k ≤ life × 12).
 */
type Plan = {
  /** Month index of the first depreciated month (the acquisition month). */
  start: number;
  /** Month index after the last depreciated month: end of life or the month after disposal. */
  stop: number;
  /** Month index of the disposal, or +∞. */
  disposal: number;
  cost: number;
  cumulative: (k: number) => number;
};

/** 정액법: cost − residual spread evenly; integer arithmetic keeps the rounding exact at any size. */
function straightLine(depreciable: number, lifeMonths: number): (k: number) => number {
  const perMonth = Math.floor(depreciable / lifeMonths);
  const remainder = depreciable - perMonth * lifeMonths;
  // round(remainder·k / life) half up; remainder·k < life² ≤ 1.44e6, so this is exact.
  return (k) => perMonth * k + Math.floor((2 * remainder * k + lifeMonths) / (2 * lifeMonths));
}

/**
 * 정률법: each year of the asset's life (counted from the acquisition month) depreciates the book
 * value at its start × r, evenly over its 12 months; the last year takes the book value down to the
 * residual value exactly.
 */
function decliningBalance(
  { cost, residualValue }: Asset,
  depreciable: number,
  life: number,
): (k: number) => number {
  const rateResidual = Math.max(residualValue, DECLINING_BALANCE_MIN_RESIDUAL_SHARE * cost);
  const rate = 1 - (rateResidual / cost) ** (1 / life);
  const yearStart = new Float64Array(life);
  for (let y = 0, book = cost; y < life; y++, book *= 1 - rate) yearStart[y] = book;
  const lifeMonths = life * 12;
  return (k) => {
    if (k >= lifeMonths) return depreciable;
    const year = Math.floor(k / 12);
    const book = yearStart[year] ?? residualValue; // always defined: year < life here
    const yearCharge = year === life - 1 ? book - residualValue : book * rate;
    const exact = cost - book + (yearCharge * (k - year * 12)) / 12;
    return Math.min(depreciable, roundWon(exact));
  };
}

function planOf(asset: Asset): Plan {
  const start = monthIndex(asset.acquisitionDate);
  // validateAsset keeps the life a whole 1..100; clamp so a bad row cannot divide by zero.
  const life = Math.max(1, Math.floor(asset.usefulLifeYears));
  const lifeMonths = life * 12;
  const disposal =
    asset.disposalDate === null ? Number.POSITIVE_INFINITY : monthIndex(asset.disposalDate);
  const depreciable = Math.max(0, asset.cost - asset.residualValue);
  let cumulative: (k: number) => number = () => 0;
  if (depreciable > 0) {
    cumulative =
      asset.method === 'declining_balance'
        ? decliningBalance(asset, depreciable, life)
        : straightLine(depreciable, lifeMonths);
  }
  const stop = Math.max(start, Math.min(start + lifeMonths, disposal + 1));
  return { start, stop, disposal, cost: asset.cost, cumulative };
}

/** Rounded depreciation charged before month index `month` (0 before acquisition). */
function chargedBefore(plan: Plan, month: number): number {
  const clipped = Math.min(Math.max(month, plan.start), plan.stop);
  return plan.cumulative(clipped - plan.start);
}

function monthlyOf(plan: Plan, from: number, months: number): number[] {
  const amounts = new Array<number>(months).fill(0);
  // Only the months the asset depreciates in need arithmetic; the rest stay 0.
  const first = Math.max(from, plan.start);
  const last = Math.min(from + months, plan.stop);
  let previous = first < last ? plan.cumulative(first - plan.start) : 0;
  for (let month = first; month < last; month++) {
    const next = plan.cumulative(month + 1 - plan.start);
    amounts[month - from] = next - previous;
    previous = next;
  }
  return amounts;
}

/**
 * 월할상각: depreciation of each of `months` months from `from`. It starts in the acquisition
 * month, runs usefulLifeYears × 12 months and stops after the disposal month (included). Each
 * month-end cumulative is rounded to the won (half away from zero) and a month's amount is the
 * difference of two of them, so a full life sums to cost − residual exactly.
 */
export function monthlyDepreciation(asset: Asset, from: MonthKey, months: number): number[] {
  return monthlyOf(planOf(asset), monthIndex(from), months);
}

/** Depreciation of `months` months (default 12) from `start`. */
export function depreciationForPeriod(asset: Asset, start: MonthKey, months = 12): number {
  const plan = planOf(asset);
  const from = monthIndex(start);
  return chargedBefore(plan, from + months) - chargedBefore(plan, from);
}

/** Depreciation of a calendar fiscal year, January to December. */
export function depreciationForYear(asset: Asset, fiscalYear: number): number {
  return depreciationForPeriod(asset, monthKeyOf(fiscalYear * 12), 12);
}

/**
 * Book value at the end of `month`, after its depreciation: cost − depreciation so far. 0 before
 * the acquisition month and from the disposal month on (the asset has left the register).
 */
export function bookValueAt(asset: Asset, month: MonthKey): number {
  const plan = planOf(asset);
  const index = monthIndex(month);
  if (index < plan.start || index >= plan.disposal) return 0;
  return plan.cost - chargedBefore(plan, index + 1);
}

/** A register's monthly schedule: one row per asset (register order) and the column totals. */
export type Schedule = {
  months: MonthKey[];
  byAsset: { assetId: string; amounts: number[] }[];
  totals: number[];
};

/** The monthly schedule of a whole register over `months` months from `from` (issue 15 §4). */
export function scheduleOf(assets: readonly Asset[], from: MonthKey, months: number): Schedule {
  const first = monthIndex(from);
  const totals = new Array<number>(months).fill(0);
  const byAsset = assets.map((asset) => {
    const amounts = monthlyOf(planOf(asset), first, months);
    for (let i = 0; i < months; i++) totals[i] = (totals[i] ?? 0) + (amounts[i] ?? 0);
    return { assetId: asset.id, amounts };
  });
  const keys = Array.from({ length: months }, (_, i) => monthKeyOf(first + i));
  return { months: keys, byAsset, totals };
}
