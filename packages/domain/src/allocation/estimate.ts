import { getAccountEntry } from '../statements/dictionary';
import { exactDecimal, roundHalfAwayDiv } from './exact';
import type { AllocationLine } from './lines';

/** Spec §3 "Inflation rates": the six estimation items (accounts.md "Inflation item"). */
export const ESTIMATION_ITEMS = [
  'labor',
  'diesel',
  'tyres',
  'parts',
  'lubricants',
  'road_passenger_service',
] as const;
export type EstimationItem = (typeof ESTIMATION_ITEMS)[number];

/** Spec §5 "Cost allocation / estimation" and §9: default inflation rates, in percent. */
export const DEFAULT_INFLATION_RATES: Record<EstimationItem, number> = {
  labor: 4.73,
  diesel: 2.44,
  tyres: 2.81,
  parts: 1.29,
  lubricants: 5.42,
  road_passenger_service: 3.81,
};

/** Spec §5: a rate outside 0 to 50 percent is an 'abnormal rate detected' error. */
export const MAX_INFLATION_RATE = 50;

/** 'none' = not inflated (depreciation …); 'unmapped' = no item known, the user's rate applies. */
export type LineItem = EstimationItem | 'none' | 'unmapped';

/** A user's item for one line (AllocationLine.key). */
export type ItemOverride = { lineKey: string; item: EstimationItem | 'none' };

const COST_CATEGORIES: readonly string[] = [
  'transportation_cost',
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
];

/**
 * The estimation item of a line from accounts.md's "Inflation item" column (the same for the
 * cost statement and SG&A). 'unmapped' when the dictionary does not know the account, when the
 * line is a total or revenue the user restored (매출원가 without a cost statement), and for lines
 * that are no account at all (investment compensation, other adjustments).
 */
export function inflationItemOf(line: {
  standardId: string | null;
  category: string;
}): EstimationItem | 'none' | 'unmapped' {
  if (!COST_CATEGORIES.includes(line.category)) return 'unmapped';
  const entry = getAccountEntry(line.standardId);
  if (!entry || entry.isTotal || entry.category === 'exclude' || entry.category === 'balance_sheet')
    return 'unmapped';
  return entry.inflationItem;
}

export type EstimatedLine = {
  key: string;
  name: string;
  category: AllocationLine['category'];
  item: LineItem;
  itemSource: 'dictionary' | 'override' | 'unmapped';
  /** Percent applied. */
  rate: number;
  base: number;
  estimate: number;
};

export type EstimationResult = {
  lines: EstimatedLine[];
  /** The six items always, then 'none' and 'unmapped' when some line has them. */
  items: { item: LineItem; rate: number; base: number; estimate: number; lineNames: string[] }[];
  categories: { category: string; base: number; estimate: number }[];
  unmapped: EstimatedLine[];
  /** changePercent = (estimate − base) ÷ base × 100, 0 when the base is 0. */
  total: { base: number; estimate: number; changePercent: number };
};

/**
 * amount × (1 + rate/100) rounded to the won, half away from zero (domain.md §4 "Estimation
 * rounding"). The rate is read as the decimal it prints as (4.73 → 473/100), so the product is
 * exact: amount × (100·10^k + digits) / (100·10^k) over bigint.
 */
export function inflate(amount: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be integer won: ${amount}`);
  const { digits, scale } = exactDecimal(ratePercent);
  const den = 100n * 10n ** BigInt(scale);
  return Number(roundHalfAwayDiv(BigInt(amount) * (den + digits), den));
}

type Options = { unmappedRate: number; overrides: readonly ItemOverride[] };

function estimateLine(
  line: AllocationLine,
  rates: Record<EstimationItem, number>,
  opts: Options,
): EstimatedLine {
  const override = opts.overrides.findLast((o) => o.lineKey === line.key);
  const item: LineItem = override?.item ?? inflationItemOf(line);
  const itemSource = override ? 'override' : item === 'unmapped' ? 'unmapped' : 'dictionary';
  const rate = item === 'none' ? 0 : item === 'unmapped' ? opts.unmappedRate : rates[item];
  const { key, name, category, amount } = line;
  return {
    key,
    name,
    category,
    item,
    itemSource,
    rate,
    base: amount,
    estimate: inflate(amount, rate),
  };
}

const sum = (lines: readonly EstimatedLine[], field: 'base' | 'estimate') =>
  lines.reduce((total, line) => total + line[field], 0);

function groupItems(
  lines: readonly EstimatedLine[],
  rates: Record<EstimationItem, number>,
  opts: Options,
) {
  const present = (['none', 'unmapped'] as const).filter((item) =>
    lines.some((l) => l.item === item),
  );
  return [...ESTIMATION_ITEMS, ...present].map((item) => {
    const of = lines.filter((line) => line.item === item);
    const rate = item === 'none' ? 0 : item === 'unmapped' ? opts.unmappedRate : rates[item];
    return {
      item,
      rate,
      base: sum(of, 'base'),
      estimate: sum(of, 'estimate'),
      lineNames: of.map((line) => line.name),
    };
  });
}

function groupCategories(lines: readonly EstimatedLine[]) {
  const categories = [...new Set(lines.map((line) => line.category))];
  return categories.map((category) => {
    const of = lines.filter((line) => line.category === category);
    return { category, base: sum(of, 'base'), estimate: sum(of, 'estimate') };
  });
}

/**
 * Next-period cost estimate (spec §2 "Cost estimation", §5 defaults; domain.md §4 "Estimation
 * rounding"): every line takes the rate of its item — from the dictionary (inflationItemOf) or the
 * user's override —, 'none' lines stay as they are, unmapped lines take `unmappedRate`. Each line
 * is rounded on its own (inflate); item, category and total estimates are sums of rounded lines.
 * Rates are percent; range checks are validateRates's job.
 */
export function estimateLines(
  lines: readonly AllocationLine[],
  rates: Record<EstimationItem, number>,
  opts: Options,
): EstimationResult {
  const estimated = lines.map((line) => estimateLine(line, rates, opts));
  const base = sum(estimated, 'base');
  const estimate = sum(estimated, 'estimate');
  return {
    lines: estimated,
    items: groupItems(estimated, rates, opts),
    categories: groupCategories(estimated),
    unmapped: estimated.filter((line) => line.item === 'unmapped'),
    total: { base, estimate, changePercent: base === 0 ? 0 : ((estimate - base) / base) * 100 },
  };
}

/**
 * Spec §5 "abnormal rate detected": every item rate and the unmapped rate must be a number from
 * 0 to MAX_INFLATION_RATE percent. Returns the offending ones ('unmapped' for the unmapped rate;
 * a missing item with value NaN); empty = valid.
 */
export function validateRates(
  rates: Record<string, number>,
  unmappedRate: number,
): { item: string; value: number }[] {
  const all: [string, number][] = [
    ...ESTIMATION_ITEMS.map((item): [string, number] => [item, rates[item] ?? Number.NaN]),
    ['unmapped', unmappedRate],
  ];
  return all
    .filter(([, value]) => !(Number.isFinite(value) && value >= 0 && value <= MAX_INFLATION_RATE))
    .map(([item, value]) => ({ item, value }));
}

/**
 * The lines with their estimated amounts, to allocate the estimate per entity with allocate()
 * (issue 15: "estimate per … entity"); drivers are kept.
 */
export function estimatedAllocationLines(
  lines: readonly AllocationLine[],
  result: EstimationResult,
): AllocationLine[] {
  const estimates = new Map(result.lines.map((line) => [line.key, line.estimate]));
  return lines.map((line) => {
    const estimate = estimates.get(line.key);
    if (estimate === undefined) throw new Error(`no estimate for line ${line.key}`);
    return { ...line, amount: estimate };
  });
}
