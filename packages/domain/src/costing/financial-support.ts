import { z } from 'zod';
import { roundWon } from '../money';
import { isAmountInRange } from '../statements/amounts';
import type { AccountValues, ValidationMessage } from '../statements/types';
import { amountOf, grouped, type ResolvedLine, resolveLines } from './statement-lines';

/**
 * Transport loss and financial support (platform.md §1, costing-and-forecasting.md §1), by the
 * rule proposed in domain.md §6 and worked in expected.md §7:
 *
 * - 운송적자 = 원가 기준 − (운송수입 + 기타 영업수입), subsidies not counted as revenue;
 * - 원가 기준 = 총괄원가 (적정원가 + 적정투자보수), or under 준공영제 the standard cost
 *   (unit cost per bus-day × bus-days) when the user enters it;
 * - 재정지원 필요액 = max(0, 운송적자);
 * - 지원 과부족 = 운송적자 − 장부상 재정지원 수입 (positive: under-compensated);
 * - 수익률 = 운송수입 ÷ 원가 기준.
 *
 * Revenue is read from the detail lines under 매출액: 운송수입 계열 (운송·전세·통근·소화물) is
 * transport revenue; 광고·임대·터미널 and lines the dictionary does not know are other operating
 * revenue; 재정지원금·손실보상금·환승할인보전금·유가보조금 are subsidies received.
 * Documented for users in docs/user-guide/financial-support-rule.md.
 */
export const FINANCIAL_SUPPORT_RULE = 'domain_md_6_total_cost' as const;

const TRANSPORT_REVENUE = new Set([
  'is.fare_revenue',
  'is.charter_revenue',
  'is.contract_revenue',
  'is.parcel_revenue',
]);
const SUBSIDIES = new Set([
  'is.operating_subsidy',
  'is.route_loss_compensation',
  'is.transfer_discount_compensation',
  'is.fuel_subsidy_revenue',
]);

export type RevenueKind = 'transport' | 'other' | 'subsidy';

export type SupportRevenue = {
  /** Null when the income statement has no 매출액 at all. */
  transportRevenue: number | null;
  otherOperatingRevenue: number;
  subsidiesReceived: number;
  lines: Array<{ name: string; amount: number; kind: RevenueKind }>;
};

function kindOf(line: ResolvedLine): RevenueKind {
  if (line.id !== null && TRANSPORT_REVENUE.has(line.id)) return 'transport';
  if (line.id !== null && SUBSIDIES.has(line.id)) return 'subsidy';
  return 'other';
}

const sum = (lines: SupportRevenue['lines'], kind: RevenueKind) =>
  lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);

/**
 * The revenue side of domain.md §6 from an income statement's current year: the detail lines
 * under 매출액 sorted into transport revenue, other operating revenue and subsidies. Problems:
 * `revenue_line_unrecognised` (counted as other revenue), `subsidy_outside_sales` (already in
 * non-operating income, not counted again), `sales_total_as_transport_revenue` (no detail lines),
 * `data_missing` (no 매출액).
 */
export function supportRevenueFromStatement(
  incomeStatement: readonly AccountValues[] | undefined,
): {
  revenue: SupportRevenue;
  problems: ValidationMessage[];
} {
  const is = resolveLines('income_statement', incomeStatement);
  const problems: ValidationMessage[] = [];
  const warn = (rule: string, params: Record<string, string | number>) =>
    problems.push({ rule, severity: 'warning', params });
  const details = is.filter((l) => l.section === 'is.sales' && !l.isTotal && l.current !== null);
  const lines = details.map((l) => ({ name: l.name, amount: l.current ?? 0, kind: kindOf(l) }));
  for (const l of details.filter((d) => d.id === null))
    warn('revenue_line_unrecognised', { account: l.name });
  for (const l of is.filter(
    (d) => d.id !== null && SUBSIDIES.has(d.id) && d.section !== 'is.sales',
  ))
    warn('subsidy_outside_sales', { account: l.name });
  let transportRevenue: number | null = sum(lines, 'transport');
  if (lines.length === 0) {
    transportRevenue = amountOf(is, 'is.sales', 'current');
    if (transportRevenue === null)
      problems.push({
        rule: 'data_missing',
        severity: 'error',
        params: { field: 'transportRevenue', source: '매출액' },
      });
    else warn('sales_total_as_transport_revenue', { sales: transportRevenue });
  }
  return {
    revenue: {
      transportRevenue,
      otherOperatingRevenue: sum(lines, 'other'),
      subsidiesReceived: sum(lines, 'subsidy'),
      lines,
    },
    problems,
  };
}

const Won = z.number().finite();

/**
 * Largest standard cost per bus-day a user may enter (won, issue 14 §7): about fourteen times the
 * 2023 Seoul figure (~705,000 won), so any real 준공영제 unit cost fits, and small enough that
 * the product with {@link MAX_BUS_DAYS} stays 1e14 won, under MAX_AMOUNT_WON (1e15) and far under
 * Number.MAX_SAFE_INTEGER: the standard cost is always an exact integer.
 */
export const MAX_UNIT_COST_PER_BUS_DAY = 10_000_000;

/**
 * Largest number of bus-days a year a user may enter (issue 14 §7): 27,000 buses running every
 * day of the year — more than any city's whole fleet (Seoul's is about 7,400).
 */
export const MAX_BUS_DAYS = 10_000_000;

/** The cost side: 총괄원가 from the v3 summary, or the 준공영제 standard cost the user enters. */
export const SupportCostBase = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('total_cost'),
    appropriateCost: Won,
    investmentCompensation: Won,
  }),
  z.object({
    kind: z.literal('standard_cost'),
    unitCostPerBusDay: z.number().finite().min(0).max(MAX_UNIT_COST_PER_BUS_DAY),
    busDays: z.number().int().min(0).max(MAX_BUS_DAYS),
  }),
]);
export type SupportCostBase = z.infer<typeof SupportCostBase>;

export type SupportStep = {
  label: string;
  formula: string;
  expression: string;
  value: number | null;
};

export type FinancialSupportResult = {
  rule: typeof FINANCIAL_SUPPORT_RULE;
  costBasis: SupportCostBase['kind'];
  /** 총괄원가 or standard cost, whole won. */
  cost: number;
  transportRevenue: number;
  otherOperatingRevenue: number;
  subsidiesReceived: number;
  /** 운송적자; negative when revenue exceeds cost. */
  transportLoss: number;
  /** 재정지원 필요액 = max(0, 운송적자). */
  supportNeed: number;
  /** 운송적자 − 재정지원 수입: positive under-compensated, negative over-compensated. */
  supportGap: number;
  /** 수익률 = 운송수입 ÷ 원가, null when the cost is 0. */
  recoveryRate: number | null;
  steps: SupportStep[];
};

function costOf(base: SupportCostBase): { cost: number; label: string; expression: string } {
  if (base.kind === 'standard_cost') {
    const cost = roundWon(base.unitCostPerBusDay * base.busDays);
    return {
      cost,
      label: '표준운송원가(단가 × 대·일)',
      expression: `${grouped(base.unitCostPerBusDay)} × ${grouped(base.busDays)} = ${grouped(cost)}`,
    };
  }
  const cost = roundWon(base.appropriateCost + base.investmentCompensation);
  return {
    cost,
    label: '총괄원가(적정원가 + 적정투자보수)',
    expression: `${grouped(base.appropriateCost)} + ${grouped(base.investmentCompensation)} = ${grouped(cost)}`,
  };
}

function steps(
  r: Omit<FinancialSupportResult, 'steps'>,
  costLabel: string,
  costExpr: string,
): SupportStep[] {
  const g = grouped;
  return [
    { label: '원가 기준', formula: costLabel, expression: costExpr, value: r.cost },
    {
      label: '운송적자',
      formula: '원가 기준 − (운송수입 + 기타 영업수입)',
      expression: `${g(r.cost)} − (${g(r.transportRevenue)} + ${g(r.otherOperatingRevenue)}) = ${g(r.transportLoss)}`,
      value: r.transportLoss,
    },
    {
      label: '재정지원 필요액',
      formula: 'max(0, 운송적자)',
      expression: `max(0, ${g(r.transportLoss)}) = ${g(r.supportNeed)}`,
      value: r.supportNeed,
    },
    {
      label: '지원 과부족',
      formula: '운송적자 − 재정지원 수입(재정지원금·손실보상금·환승할인보전금 등)',
      expression: `${g(r.transportLoss)} − ${g(r.subsidiesReceived)} = ${g(r.supportGap)}`,
      value: r.supportGap,
    },
    {
      label: '수익률',
      formula: '운송수입 ÷ 원가 기준',
      expression:
        r.recoveryRate === null
          ? '원가 기준이 0'
          : `${g(r.transportRevenue)} ÷ ${g(r.cost)} = ${(r.recoveryRate * 100).toFixed(2)}%`,
      value: r.recoveryRate,
    },
  ];
}

/**
 * `amount_out_of_range` for each figure that is not an exact integer within ±MAX_AMOUNT_WON
 * (issue 14 §7): such a result is neither shown nor stored.
 */
export function amountsOutOfRange(figures: Record<string, number>): ValidationMessage[] {
  return Object.entries(figures)
    .filter(([, value]) => !isAmountInRange(value))
    .map(
      ([field]): ValidationMessage => ({
        rule: 'amount_out_of_range',
        severity: 'error',
        params: { field },
      }),
    );
}

/**
 * Transport loss and support for one company and period under FINANCIAL_SUPPORT_RULE (see the
 * comment at its top). `result` is null when the cost base is invalid, the revenue is missing or a
 * figure leaves ±MAX_AMOUNT_WON; the reasons are in `problems` as stable rules.
 */
export function calculateFinancialSupport(input: {
  costBase: SupportCostBase;
  revenue: SupportRevenue;
}): { result: FinancialSupportResult | null; problems: ValidationMessage[] } {
  const parsed = SupportCostBase.safeParse(input.costBase);
  if (!parsed.success) {
    const field = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    return {
      result: null,
      problems: [{ rule: 'invalid_cost_base', severity: 'error', params: { field } }],
    };
  }
  const { transportRevenue, otherOperatingRevenue, subsidiesReceived } = input.revenue;
  if (transportRevenue === null)
    return {
      result: null,
      problems: [
        {
          rule: 'data_missing',
          severity: 'error',
          params: { field: 'transportRevenue', source: '매출액' },
        },
      ],
    };
  const { cost, label, expression } = costOf(parsed.data);
  const transportLoss = cost - transportRevenue - otherOperatingRevenue;
  const outOfRange = amountsOutOfRange({
    cost,
    transportRevenue,
    otherOperatingRevenue,
    subsidiesReceived,
    transportLoss,
    supportGap: transportLoss - subsidiesReceived,
  });
  if (outOfRange.length > 0) return { result: null, problems: outOfRange };
  const core = {
    rule: FINANCIAL_SUPPORT_RULE,
    costBasis: parsed.data.kind,
    cost,
    transportRevenue,
    otherOperatingRevenue,
    subsidiesReceived,
    transportLoss,
    supportNeed: Math.max(0, transportLoss),
    supportGap: transportLoss - subsidiesReceived,
    recoveryRate: cost === 0 ? null : transportRevenue / cost,
  };
  return { result: { ...core, steps: steps(core, label, expression) }, problems: [] };
}
