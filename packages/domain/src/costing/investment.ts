import { z } from 'zod';
import { roundWon } from '../money';
import type { ValidationMessage } from '../statements/types';
import { type FormulaStep, investmentBreakdown } from './investment-breakdown';

/** costing-and-forecasting.md §9: equity return Re, the legal standard, shown disabled. */
export const EQUITY_RETURN_RATE = 0.0562;
/** costing-and-forecasting.md §9: corporate tax rate Tc, default. */
export const DEFAULT_CORPORATE_TAX_RATE = 0.22;
/**
 * costing-and-forecasting.md §9: working capital = cash operating cost ÷ 12 (one month). The
 * utility rule gives two months (domain.md §9 item 1); the app keeps the spec's divisor.
 */
export const WORKING_CAPITAL_DIVISOR = 12;
/** costing-and-forecasting.md §2: the debt return input steps by 0.0001 (4 decimals). */
export const DEBT_RATE_STEP = 0.0001;
/** costing-and-forecasting.md §2 / §9: Rd input range 0 … 0.5 (also the ratio-load limit of §5). */
export const DEBT_RATE_MAX = 0.5;
/** costing-and-forecasting.md §5 field edits: an equity rate above 30 % warns. */
export const EQUITY_RATE_WARN_ABOVE = 0.3;
/** costing-and-forecasting.md §5: amounts are checked against ±1e12 won. */
const AMOUNT_LIMIT = 1e12;

/**
 * How negative equity (자본잠식) enters the return rate. `spec`: the unclamped formula, with the
 * spec's range (equity 0 … 1e12) blocking the save; `clamp_equity_at_zero`: the alternative of
 * domain.md §9 item 9 — E counts as 0, so the rate becomes Rd·(1−Tc) and saving is allowed.
 */
export const EQUITY_POLICIES = ['spec', 'clamp_equity_at_zero'] as const;
export const EquityPolicy = z.enum(EQUITY_POLICIES);
export type EquityPolicy = z.infer<typeof EquityPolicy>;

/** costing-and-forecasting.md §5 "Investment inputs": allowed range of each field. */
export const INVESTMENT_RANGES = {
  tangibleAssetsBV: [0, AMOUNT_LIMIT],
  revaluationDifference: [-AMOUNT_LIMIT, AMOUNT_LIMIT],
  operatingCost: [0, AMOUNT_LIMIT],
  retirementFund: [0, AMOUNT_LIMIT],
  depreciationCost: [0, AMOUNT_LIMIT],
  intangibleAssetDepreciation: [0, AMOUNT_LIMIT],
  badDebtExpense: [0, AMOUNT_LIMIT],
  equity: [0, AMOUNT_LIMIT],
  debt: [0, AMOUNT_LIMIT],
  equityRate: [0, 1],
  debtRate: [0, DEBT_RATE_MAX],
  corporateTaxRate: [0, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type InvestmentField = keyof typeof INVESTMENT_RANGES;
export const INVESTMENT_FIELDS = Object.keys(INVESTMENT_RANGES) as InvestmentField[];

const ranged = (field: InvestmentField) =>
  z.number().min(INVESTMENT_RANGES[field][0]).max(INVESTMENT_RANGES[field][1]);

/**
 * The twelve inputs of the calculator (costing-and-forecasting.md §3 "Investment data") with the
 * ranges of §5; the five deductions and the revaluation difference default to 0.
 */
export const InvestmentInputs = z.object({
  tangibleAssetsBV: ranged('tangibleAssetsBV'),
  revaluationDifference: ranged('revaluationDifference').default(0),
  operatingCost: ranged('operatingCost'),
  retirementFund: ranged('retirementFund').default(0),
  depreciationCost: ranged('depreciationCost').default(0),
  intangibleAssetDepreciation: ranged('intangibleAssetDepreciation').default(0),
  badDebtExpense: ranged('badDebtExpense').default(0),
  equity: ranged('equity'),
  debt: ranged('debt'),
  equityRate: ranged('equityRate'),
  debtRate: ranged('debtRate'),
  corporateTaxRate: ranged('corporateTaxRate'),
});
export type InvestmentInputs = z.infer<typeof InvestmentInputs>;

/** Under the clamping policy an eroded company may be saved: equity may be negative. */
const InvestmentInputsClamped = InvestmentInputs.extend({
  equity: z.number().min(-AMOUNT_LIMIT).max(AMOUNT_LIMIT),
});

/** What the screen or a loader holds before validation: any field may be absent or not a number. */
export type InvestmentInputsDraft = Partial<Record<InvestmentField, unknown>>;

const OPTIONAL_FIELDS = new Set<InvestmentField>([
  'revaluationDifference',
  'retirementFund',
  'depreciationCost',
  'intangibleAssetDepreciation',
  'badDebtExpense',
]);

/** Warnings that ask "continue saving?" before a save (costing-and-forecasting.md §5). */
export const CONFIRM_BEFORE_SAVE = new Set([
  'negative_working_capital',
  'non_positive_operating_assets',
]);

function rangeOf(field: InvestmentField, policy: EquityPolicy): readonly [number, number] {
  if (field === 'equity' && policy === 'clamp_equity_at_zero') return [-AMOUNT_LIMIT, AMOUNT_LIMIT];
  return INVESTMENT_RANGES[field];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function issueMessage(
  field: InvestmentField,
  code: string,
  draft: InvestmentInputsDraft,
  policy: EquityPolicy,
): ValidationMessage {
  if (isBlank(draft[field])) return { rule: 'required', severity: 'error', params: { field } };
  if (code === 'too_small' || code === 'too_big') {
    const [min, max] = rangeOf(field, policy);
    return { rule: 'out_of_range', severity: 'error', params: { field, min, max } };
  }
  return { rule: 'not_a_number', severity: 'error', params: { field } };
}

/**
 * costing-and-forecasting.md §5 "Investment inputs (checked on save)": required fields, numbers,
 * ranges and E + D ≠ 0, as stable rules (`required`, `not_a_number`, `out_of_range`,
 * `equity_plus_debt_zero`) with the field and range as params. A blank optional field is 0.
 */
export function validateInvestmentInputs(
  draft: InvestmentInputsDraft,
  policy: EquityPolicy = 'spec',
): { inputs: InvestmentInputs | null; errors: ValidationMessage[] } {
  const schema = policy === 'spec' ? InvestmentInputs : InvestmentInputsClamped;
  const cleaned = Object.fromEntries(
    INVESTMENT_FIELDS.map((f) => [f, isBlank(draft[f]) ? undefined : draft[f]]),
  );
  const parsed = schema.safeParse(cleaned);
  const errors: ValidationMessage[] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InvestmentField;
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push(issueMessage(field, issue.code, draft, policy));
    }
  }
  const { equity, debt } = cleaned;
  const equityUsed = typeof equity === 'number' && policy !== 'spec' ? Math.max(0, equity) : equity;
  if (typeof equityUsed === 'number' && typeof debt === 'number' && equityUsed + debt === 0) {
    errors.push({ rule: 'equity_plus_debt_zero', severity: 'error', params: {} });
  }
  return { inputs: parsed.success ? parsed.data : null, errors };
}

/** The inputs as numbers when every required one is a finite number (ranges aside), else null. */
function computable(draft: InvestmentInputsDraft): InvestmentInputs | null {
  const out: Partial<Record<InvestmentField, number>> = {};
  for (const field of INVESTMENT_FIELDS) {
    const value = draft[field];
    if (isBlank(value) && OPTIONAL_FIELDS.has(field)) out[field] = 0;
    else if (typeof value === 'number' && Number.isFinite(value)) out[field] = value;
    else return null;
  }
  return out as InvestmentInputs;
}

/** Which equity policy was applied and what it changed (domain.md §9 item 9). */
export type EquityPolicyOutcome = {
  policy: EquityPolicy;
  /** 자본총계 as entered. */
  equityReported: number;
  /** The E that entered the weights. */
  equityUsed: number;
  capitalErosion: boolean;
  /** Korean explanation for the screen: why the policy matters for this company. */
  note: string;
  /** Under capital erosion: the rate and compensation the other policy would give. */
  otherPolicy: { policy: EquityPolicy; returnRate: number; investmentCompensation: number } | null;
};

export type InvestmentResult = {
  /** 순가동설비자산 = tangible BV − revaluation difference (spec name). */
  movingEquipmentAssets: number;
  /** 운전자본, whole won. */
  workingCapital: number;
  /** 요금기저, whole won. */
  fareBase: number;
  equityWeight: number;
  debtWeight: number;
  /** 적정투자보수율 (spec name appropriateInvestmentReturn), full precision. */
  appropriateInvestmentReturn: number;
  /** 적정투자보수, rounded once to whole won from the unrounded fare base × rate. */
  investmentCompensation: number;
  /** The same before rounding (expected.md shows it with two decimals). */
  investmentCompensationExact: number;
  /** The inputs used (equity as it entered the weights). */
  inputs: InvestmentInputs;
  breakdown: FormulaStep[];
};

export type InvestmentCalculation = {
  result: InvestmentResult | null;
  errors: ValidationMessage[];
  warnings: ValidationMessage[];
  equityPolicy: EquityPolicyOutcome | null;
  /** No error; warnings in CONFIRM_BEFORE_SAVE still ask for confirmation. */
  canSave: boolean;
};

function returnRate(v: InvestmentInputs, equity: number) {
  const capital = equity + v.debt;
  if (capital === 0) return { rate: 0, equityWeight: 0, debtWeight: 0 };
  const equityWeight = equity / capital;
  const debtWeight = v.debt / capital;
  const rate = v.equityRate * equityWeight + v.debtRate * (1 - v.corporateTaxRate) * debtWeight;
  return { rate, equityWeight, debtWeight };
}

function fareBaseOf(v: InvestmentInputs) {
  const assets = v.tangibleAssetsBV - v.revaluationDifference;
  const deductions =
    v.retirementFund + v.depreciationCost + v.intangibleAssetDepreciation + v.badDebtExpense;
  const workingCapital = (v.operatingCost - deductions) / WORKING_CAPITAL_DIVISOR;
  return { assets, deductions, workingCapital, fareBase: assets + workingCapital };
}

const usedEquity = (equity: number, policy: EquityPolicy) =>
  policy === 'clamp_equity_at_zero' ? Math.max(0, equity) : equity;

function policyOutcome(v: InvestmentInputs, policy: EquityPolicy): EquityPolicyOutcome {
  const erosion = v.equity < 0;
  const other: EquityPolicy = policy === 'spec' ? 'clamp_equity_at_zero' : 'spec';
  const otherRate = returnRate(v, usedEquity(v.equity, other)).rate;
  const note = !erosion
    ? '자본총계가 양수이므로 두 정책의 결과가 같습니다.'
    : policy === 'spec'
      ? '자본잠식: 명세 규칙대로 음수 자본을 그대로 가중치에 넣어 타인자본 비중이 1을 넘습니다. 명세의 입력 범위(자본 0 이상) 때문에 저장할 수 없습니다.'
      : '자본잠식: 자본을 0으로 보고 보수율 = 타인자본수익률 × (1 − 법인세율)로 계산했습니다(domain.md §9 대안 정책).';
  return {
    policy,
    equityReported: v.equity,
    equityUsed: usedEquity(v.equity, policy),
    capitalErosion: erosion,
    note,
    otherPolicy: erosion
      ? {
          policy: other,
          returnRate: otherRate,
          investmentCompensation: roundWon(fareBaseOf(v).fareBase * otherRate),
        }
      : null,
  };
}

function warningsOf(
  v: InvestmentInputs,
  parts: ReturnType<typeof fareBaseOf>,
  rate: number,
  compensation: number,
  policy: EquityPolicy,
): ValidationMessage[] {
  const out: ValidationMessage[] = [];
  const warn = (rule: string, params: Record<string, string | number> = {}) =>
    out.push({ rule, severity: 'warning', params });
  if (v.revaluationDifference > v.tangibleAssetsBV)
    warn('revaluation_exceeds_tangible_assets', {
      revaluationDifference: v.revaluationDifference,
      tangibleAssetsBV: v.tangibleAssetsBV,
    });
  if (parts.deductions > v.operatingCost)
    warn('deductions_exceed_operating_cost', {
      deductions: parts.deductions,
      operatingCost: v.operatingCost,
    });
  if (parts.workingCapital < 0)
    warn('negative_working_capital', { workingCapital: roundWon(parts.workingCapital) });
  if (parts.assets <= 0)
    warn('non_positive_operating_assets', { movingEquipmentAssets: parts.assets });
  if (rate < 0 || rate > 1) warn('abnormal_return_rate', { rate });
  if (compensation <= 0 || parts.fareBase <= 0)
    warn('abnormal_result', {
      investmentCompensation: compensation,
      fareBase: roundWon(parts.fareBase),
    });
  if (v.equityRate > EQUITY_RATE_WARN_ABOVE)
    warn('equity_rate_above_limit', { value: v.equityRate, limit: EQUITY_RATE_WARN_ABOVE });
  if (v.equity < 0) warn('capital_erosion', { equity: v.equity, policy });
  return out;
}

/**
 * The investment compensation calculator (costing-and-forecasting.md §2, §9): fare base =
 * (tangible BV − revaluation difference) + (operating cost − non-cash deductions) ÷ 12; rate =
 * Re·E/(E+D) + Rd·(1−Tc)·D/(E+D), 0 when E+D is 0; compensation = fare base × rate, rounded
 * once to whole won. Validation (§5) never stops the figures from being shown: `result` is null
 * only when a required input is missing or not a number, and `canSave` says whether it may be saved.
 */
export function calculateInvestmentCompensation(
  draft: InvestmentInputsDraft,
  options: { equityPolicy?: EquityPolicy } = {},
): InvestmentCalculation {
  const policy = options.equityPolicy ?? 'spec';
  const { errors } = validateInvestmentInputs(draft, policy);
  const v = computable(draft);
  if (!v) return { result: null, errors, warnings: [], equityPolicy: null, canSave: false };
  const equity = usedEquity(v.equity, policy);
  const parts = fareBaseOf(v);
  const { rate, equityWeight, debtWeight } = returnRate(v, equity);
  const exact = parts.fareBase * rate;
  const compensation = roundWon(exact);
  const used = { ...v, equity };
  const result: InvestmentResult = {
    movingEquipmentAssets: roundWon(parts.assets),
    workingCapital: roundWon(parts.workingCapital),
    fareBase: roundWon(parts.fareBase),
    equityWeight,
    debtWeight,
    appropriateInvestmentReturn: rate,
    investmentCompensation: compensation,
    investmentCompensationExact: exact,
    inputs: used,
    breakdown: investmentBreakdown(used, { ...parts, rate, equityWeight, debtWeight, exact }),
  };
  const warnings = warningsOf(v, parts, rate, compensation, policy);
  const equityPolicy = policyOutcome(v, policy);
  return { result, errors, warnings, equityPolicy, canSave: errors.length === 0 };
}
