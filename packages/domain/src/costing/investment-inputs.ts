import { roundWon } from '../money';
import type { AccountValues, RatioSet, ValidationMessage } from '../statements/types';
import {
  DEBT_RATE_MAX,
  DEFAULT_CORPORATE_TAX_RATE,
  EQUITY_RETURN_RATE,
  type InvestmentField,
  type InvestmentInputsDraft,
} from './investment';
import { amountOf, type Period, type ResolvedLine, resolveLines } from './statement-lines';

/**
 * A classified cost line (costing/classify.ts `Classification` fits): when given, operating
 * cost and its deductions are read from the included lines the way the v3 screen shows them.
 */
export type OperatingCostLine = {
  name: string;
  standardId: string | null;
  amount: number;
  category: string;
  excluded: boolean;
};

/** Where an auto-loaded field came from: the accounts read, and the fallback code if one was used. */
export type FieldSource = {
  value: number | null;
  /** Korean description of what was read ("자본총계(당기)"). */
  source: string;
  /** Stable code of the fallback rule used, null when the primary account was found. */
  fallback: string | null;
};

export type GatheredInvestmentInputs = {
  draft: InvestmentInputsDraft;
  fields: Record<InvestmentField, FieldSource>;
  /** Missing data (errors) and fallbacks (warnings), as stable rules with params. */
  problems: ValidationMessage[];
};

/** Detail lines of 유형자산 when its subtotal is not printed. */
const PPE_IDS = [
  'bs.land',
  'bs.buildings',
  'bs.structures',
  'bs.vehicles',
  'bs.accumulated_depreciation',
  'bs.government_grants',
  'bs.machinery',
  'bs.tools_fixtures',
  'bs.construction_in_progress',
  'bs.right_of_use_assets',
];

/** expected.md "Investment compensation inputs": the deduction lines by dictionary id. */
const DEDUCTIONS = {
  retirementFund: ['exp.retirement_benefits', '퇴직급여'],
  depreciationCost: ['exp.depreciation', '감가상각비'],
  intangibleAssetDepreciation: ['exp.amortisation', '무형자산상각비'],
  badDebtExpense: ['is.bad_debt', '대손상각비'],
} as const;
type DeductionField = keyof typeof DEDUCTIONS;

const OPERATING = new Set(['transportation_cost', 'administration_cost']);

const found = (value: number | null, source: string, fallback: string | null = null) => ({
  value,
  source,
  fallback,
});

function ppeOf(bs: ResolvedLine[], period: Period): { value: number | null; fromDetails: boolean } {
  const subtotal = amountOf(bs, 'bs.ppe', period);
  if (subtotal !== null) return { value: subtotal, fromDetails: false };
  const details = bs.filter((l) => l.id !== null && PPE_IDS.includes(l.id) && !l.isTotal);
  if (details.every((l) => l[period] === null)) return { value: null, fromDetails: true };
  return { value: details.reduce((s, l) => s + (l[period] ?? 0), 0), fromDetails: true };
}

/** costing-and-forecasting.md §9: average over both years of (유형자산 − 토지). */
function tangibleAssets(bs: ResolvedLine[]): FieldSource {
  const net = (period: Period) => {
    const ppe = ppeOf(bs, period);
    const land = amountOf(bs, 'bs.land', period) ?? 0;
    return { value: ppe.value === null ? null : ppe.value - land, fromDetails: ppe.fromDetails };
  };
  const current = net('current');
  const previous = net('previous');
  const source = '(유형자산 − 토지)의 전기·당기 평균';
  if (current.value === null) return found(null, source);
  const details = current.fromDetails ? 'ppe_from_detail_lines' : null;
  if (previous.value === null)
    return found(
      current.value,
      '유형자산 − 토지(당기)',
      details ?? 'tangible_assets_current_year_only',
    );
  return found((current.value + previous.value) / 2, source, details);
}

function equityAndDebt(bs: ResolvedLine[]): { equity: FieldSource; debt: FieldSource } {
  const equity = amountOf(bs, 'bs.total_equity', 'current');
  const debt = amountOf(bs, 'bs.total_liabilities', 'current');
  const total =
    amountOf(bs, 'bs.total_liabilities_and_equity', 'current') ??
    amountOf(bs, 'bs.total_assets', 'current');
  const round = (n: number | null) => (n === null ? null : roundWon(n));
  return {
    equity:
      equity !== null || total === null || debt === null
        ? found(round(equity), '자본총계(당기)')
        : found(round(total - debt), '자산총계 − 부채총계(당기)', 'equity_from_total_assets'),
    debt:
      debt !== null || total === null || equity === null
        ? found(round(debt), '부채총계(당기)')
        : found(round(total - equity), '자산총계 − 자본총계(당기)', 'debt_from_total_assets'),
  };
}

/** Operating expense = 당기총운송원가 + 판매비와관리비 (expected.md §3), read from the statements. */
function operatingCostFromStatements(is: ResolvedLine[], cs: ResolvedLine[]): FieldSource {
  const sga = amountOf(is, 'is.sga', 'current');
  const costStatement =
    amountOf(cs, 'cs.total_transport_cost', 'current') ??
    amountOf(cs, 'cs.total_manufacturing_cost', 'current');
  const costOfSales = amountOf(is, 'is.cost_of_sales', 'current');
  if (sga === null) return found(null, '당기총운송원가 + 판매비와관리비');
  if (costStatement !== null) return found(costStatement + sga, '당기총운송원가 + 판매비와관리비');
  if (costOfSales === null) return found(null, '당기총운송원가 + 판매비와관리비');
  return found(costOfSales + sga, '매출원가 + 판매비와관리비', 'cost_of_sales_for_cost_statement');
}

/** Detail lines whose costs count: the cost statement and SG&A (매출원가 details without a CS). */
function costDetails(is: ResolvedLine[], cs: ResolvedLine[]): ResolvedLine[] {
  const sections = cs.length > 0 ? ['is.sga'] : ['is.sga', 'is.cost_of_sales'];
  const income = is.filter((l) => !l.isTotal && l.section !== null && sections.includes(l.section));
  return [...cs.filter((l) => !l.isTotal), ...income];
}

function deduction(
  field: DeductionField,
  details: ResolvedLine[],
  costLines: readonly OperatingCostLine[] | undefined,
): FieldSource {
  const [id, name] = DEDUCTIONS[field];
  if (costLines) {
    const lines = costLines.filter(
      (l) => !l.excluded && OPERATING.has(l.category) && (l.standardId === id || l.name === name),
    );
    return found(
      lines.reduce((s, l) => s + l.amount, 0),
      `${name}(분류된 원가 항목)`,
    );
  }
  const total = details.filter((l) => l.id === id).reduce((s, l) => s + (l.current ?? 0), 0);
  return found(total, `${name}(원가명세서 + 판매비와관리비)`);
}

/**
 * costing-and-forecasting.md §5 "Borrowing average interest rate from ratio data": computeRatios
 * gives percent, so Rd = ⑤ ÷ 100; missing or NaN asks for the ratios first, and a rate outside
 * 0 … 50 % is abnormal. Both leave Rd empty rather than loading a wrong value.
 */
export function debtRateFromRatios(ratios: RatioSet | undefined): {
  field: FieldSource;
  problem: ValidationMessage | null;
} {
  const ratio = ratios?.current.ratios.find((r) => r.key === 'averageBorrowingRate');
  const source = '차입금평균이자율(당기) ÷ 100';
  const value = ratio?.value;
  if (value === null || value === undefined || Number.isNaN(value))
    return {
      field: found(null, source),
      problem: { rule: 'borrowing_rate_missing', severity: 'error', params: {} },
    };
  const rate = value / 100;
  if (rate < 0 || rate > DEBT_RATE_MAX)
    return {
      field: found(null, source),
      problem: { rule: 'abnormal_borrowing_rate', severity: 'error', params: { percent: value } },
    };
  return { field: found(rate, source), problem: null };
}

function operatingCostFromLines(lines: readonly OperatingCostLine[]): FieldSource {
  const included = lines.filter((l) => !l.excluded && OPERATING.has(l.category));
  return found(
    included.reduce((s, l) => s + l.amount, 0),
    '운송원가 + 관리비(분류된 원가 항목, 제외 항목 빼고)',
  );
}

const REQUIRED_FROM_STATEMENTS: InvestmentField[] = [
  'tangibleAssetsBV',
  'operatingCost',
  'equity',
  'debt',
];

/**
 * The auto-loaded fields of the investment screen (costing-and-forecasting.md §2, §7; expected.md
 * "Investment compensation inputs"): tangible BV, 재평가잉여금, operating cost and its non-cash
 * deductions, 자본총계, 부채총계 and Rd from ratio ⑤; Re and Tc take their constants. Each field
 * says what was read and which fallback applied; a missing account becomes `data_missing` (the
 * field stays null) instead of a thrown error.
 */
export function investmentInputsFromStatements(
  balanceSheet: readonly AccountValues[] | undefined,
  incomeStatement: readonly AccountValues[] | undefined,
  ratios: RatioSet | undefined,
  options: {
    costStatement?: readonly AccountValues[];
    costLines?: readonly OperatingCostLine[];
  } = {},
): GatheredInvestmentInputs {
  const bs = resolveLines('balance_sheet', balanceSheet);
  const is = resolveLines('income_statement', incomeStatement);
  const cs = resolveLines('cost_statement', options.costStatement);
  const details = costDetails(is, cs);
  const { equity, debt } = equityAndDebt(bs);
  const rd = debtRateFromRatios(ratios);
  const revaluation = amountOf(bs, 'bs.revaluation_surplus', 'current');
  const fields: Record<InvestmentField, FieldSource> = {
    tangibleAssetsBV: tangibleAssets(bs),
    revaluationDifference:
      revaluation === null
        ? found(0, '재평가잉여금(당기)', 'revaluation_surplus_absent')
        : found(revaluation, '재평가잉여금(당기)'),
    operatingCost: options.costLines
      ? operatingCostFromLines(options.costLines)
      : operatingCostFromStatements(is, cs),
    retirementFund: deduction('retirementFund', details, options.costLines),
    depreciationCost: deduction('depreciationCost', details, options.costLines),
    intangibleAssetDepreciation: deduction(
      'intangibleAssetDepreciation',
      details,
      options.costLines,
    ),
    badDebtExpense: deduction('badDebtExpense', details, options.costLines),
    equity,
    debt,
    equityRate: found(EQUITY_RETURN_RATE, '법정 기준 5.62% (고정)'),
    debtRate: rd.field,
    corporateTaxRate: found(DEFAULT_CORPORATE_TAX_RATE, '법인세율 기본값 22%'),
  };
  const problems: ValidationMessage[] = [];
  for (const field of REQUIRED_FROM_STATEMENTS) {
    if (fields[field].value === null)
      problems.push({
        rule: 'data_missing',
        severity: 'error',
        params: { field, source: fields[field].source },
      });
  }
  if (rd.problem) problems.push(rd.problem);
  for (const [field, f] of Object.entries(fields)) {
    if (f.fallback && f.fallback !== 'revaluation_surplus_absent')
      problems.push({
        rule: 'fallback_used',
        severity: 'warning',
        params: { field, fallback: f.fallback },
      });
  }
  const draft = Object.fromEntries(
    Object.entries(fields).map(([field, f]) => [field, f.value]),
  ) as InvestmentInputsDraft;
  return { draft, fields, problems };
}
