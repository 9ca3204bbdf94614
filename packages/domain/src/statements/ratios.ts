import { getAccountEntry } from './dictionary';
import { matchAccount } from './match';
import { sectionsOf } from './structure';
import type {
  AccountValues,
  PeriodRatios,
  RatioKey,
  RatioSet,
  RatioValue,
  StatementType,
} from './types';

type Period = 'current' | 'previous';
type Line = AccountValues & { id: string | null; section: string | null };
type Input = { name: string; value: number | null };

/** domain.md §8 ⑤ ⑩: borrowings; absent ones count as 0, all absent is missing. */
const BORROWINGS: ReadonlyArray<[string, string]> = [
  ['bs.short_term_borrowings', '단기차입금'],
  ['bs.long_term_borrowings', '장기차입금'],
  ['bs.bonds', '사채'],
  ['bs.current_portion_long_term_debt', '유동성장기부채'],
];

/**
 * domain.md §8 ③ / expected.md "Personnel cost": salaries, executive pay, bonuses, allowances,
 * casual wages, retirement pay and welfare, plus drivers' and mechanics' wages of the cost statement.
 */
const PERSONNEL_IDS = new Set([
  'exp.executive_pay',
  'exp.salaries',
  'exp.bonuses',
  'exp.allowances',
  'exp.casual_wages',
  'exp.retirement_benefits',
  'exp.welfare',
  'cs.driver_wages',
  'cs.mechanic_wages',
]);

/** domain.md §8: ④⑥⑧⑨ lose their meaning under negative equity (자본잠식). */
const EROSION_AFFECTED = new Set<RatioKey>([
  'returnOnEquity',
  'equityRatio',
  'debtToEquity',
  'currentLiabilitiesToEquity',
]);

function resolve(type: StatementType, accounts: AccountValues[] | undefined): Line[] {
  if (!accounts) return [];
  const withIds = accounts.map((a) => {
    const id = a.standardId ?? matchAccount(a.name, { statementType: type }).standardId;
    return { ...a, standardId: id, id };
  });
  const sections = sectionsOf(type, withIds);
  return withIds.map((line, i) => ({ ...line, section: sections[i] ?? null }));
}

/** A total's amount (its first line) or, for detail accounts, the sum of their lines. */
function amount(lines: Line[], id: string, period: Period): number | null {
  const matching = lines.filter((l) => l.id === id);
  if (matching.length === 0) return null;
  const total = matching.find((l) => l.isTotal);
  if (total) return total[period];
  if (matching.every((l) => l[period] === null)) return null;
  return matching.reduce((sum, l) => sum + (l[period] ?? 0), 0);
}

function ratio(
  key: RatioKey,
  formula: string,
  inputs: Input[],
  numerator: number | null,
  denominator: number | null,
  missing: string[],
  erosion: boolean,
): RatioValue {
  const value =
    missing.length === 0 && numerator !== null && denominator !== null && denominator !== 0
      ? (numerator / denominator) * 100
      : null;
  return {
    key,
    value,
    formula,
    inputs,
    missing,
    affectedByCapitalErosion: erosion && EROSION_AFFECTED.has(key),
  };
}

/** A simple "A ÷ B × 100" ratio. */
function simple(
  key: RatioKey,
  erosion: boolean,
  [numName, num]: [string, number | null],
  [denName, den]: [string, number | null],
): RatioValue {
  const missing = [num === null ? numName : null, den === null ? denName : null].filter(
    (n): n is string => n !== null,
  );
  const inputs = [
    { name: numName, value: num },
    { name: denName, value: den },
  ];
  return ratio(key, `${numName} ÷ ${denName} × 100`, inputs, num, den, missing, erosion);
}

type Statements = { bs: Line[]; is: Line[]; cs: Line[] };

function salesGrowth(st: Statements, period: Period): RatioValue {
  const formula = '당기 매출액 ÷ 전기 매출액 × 100 − 100';
  const current = amount(st.is, 'is.sales', period);
  const before = period === 'current' ? amount(st.is, 'is.sales', 'previous') : null;
  const names =
    period === 'current' ? ['당기 매출액', '전기 매출액'] : ['전기 매출액', '전전기 매출액'];
  const inputs = [
    { name: names[0] as string, value: current },
    { name: names[1] as string, value: before },
  ];
  const missing = inputs.filter((i) => i.value === null).map((i) => i.name);
  const result = ratio('salesGrowth', formula, inputs, current, before, missing, false);
  return { ...result, value: result.value === null ? null : result.value - 100 };
}

/** Personnel lines: SG&A (not inside 매출원가 when a cost statement is given) + cost statement. */
function personnelInputs(st: Statements, period: Period): Input[] {
  const fromIncome = st.is.filter(
    (l) =>
      l.id !== null &&
      PERSONNEL_IDS.has(l.id) &&
      !l.isTotal &&
      (st.cs.length === 0 || l.section !== 'is.cost_of_sales'),
  );
  const fromCost = st.cs.filter((l) => l.id !== null && PERSONNEL_IDS.has(l.id) && !l.isTotal);
  const label = (l: Line, where: string) => `${getAccountEntry(l.id)?.name ?? l.name}(${where})`;
  return [
    ...fromIncome.map((l) => ({ name: label(l, '판매비와관리비'), value: l[period] })),
    ...fromCost.map((l) => ({ name: label(l, '원가명세서'), value: l[period] })),
  ];
}

function personnelCost(st: Statements, period: Period): RatioValue {
  const formula =
    '(급여 + 임원급여 + 상여금 + 제수당 + 잡급 + 퇴직급여 + 복리후생비 + 운전직급여 + 정비직급여, 판매비와관리비 및 원가명세서) ÷ 매출액 × 100';
  const lines = personnelInputs(st, period);
  const sales = amount(st.is, 'is.sales', period);
  const known = lines.filter((l) => l.value !== null);
  const total = known.length > 0 ? known.reduce((s, l) => s + (l.value ?? 0), 0) : null;
  const missing = [total === null ? '인건비' : null, sales === null ? '매출액' : null].filter(
    (n): n is string => n !== null,
  );
  const inputs = [
    ...lines,
    { name: '인건비 합계', value: total },
    { name: '매출액', value: sales },
  ];
  return ratio('personnelCostToSales', formula, inputs, total, sales, missing, false);
}

function borrowings(st: Statements, period: Period): { inputs: Input[]; total: number | null } {
  const found = BORROWINGS.map(([id, name]) => ({ name, value: amount(st.bs, id, period) }));
  const none = found.every((b) => b.value === null);
  const inputs = found.map((b) => ({ name: b.name, value: b.value ?? 0 }));
  return { inputs, total: none ? null : inputs.reduce((s, b) => s + (b.value ?? 0), 0) };
}

const BORROWING_TEXT = '(단기차입금 + 장기차입금 + 사채 + 유동성장기부채)';
const BORROWING_NAMES = BORROWINGS.map(([, name]) => name);

function borrowingRatio(
  key: 'averageBorrowingRate' | 'borrowingDependence',
  st: Statements,
  period: Period,
): RatioValue {
  const b = borrowings(st, period);
  const missingBorrowings = b.total === null ? BORROWING_NAMES : [];
  if (key === 'averageBorrowingRate') {
    const interest = amount(st.is, 'is.interest_expense', period);
    const missing = [...(interest === null ? ['이자비용'] : []), ...missingBorrowings];
    const inputs = [{ name: '이자비용', value: interest }, ...b.inputs];
    return ratio(
      key,
      `이자비용 ÷ ${BORROWING_TEXT} × 100`,
      inputs,
      interest,
      b.total,
      missing,
      false,
    );
  }
  const assets = amount(st.bs, 'bs.total_assets', period);
  const missing = [...missingBorrowings, ...(assets === null ? ['자산총계'] : [])];
  const inputs = [...b.inputs, { name: '자산총계', value: assets }];
  return ratio(key, `${BORROWING_TEXT} ÷ 자산총계 × 100`, inputs, b.total, assets, missing, false);
}

function periodRatios(st: Statements, period: Period, fiscalYear: number): PeriodRatios {
  const bs = (id: string) => amount(st.bs, id, period);
  const is = (id: string) => amount(st.is, id, period);
  const equity = bs('bs.total_equity');
  const erosion = equity !== null && equity < 0;
  const totalCapital = bs('bs.total_liabilities_and_equity') ?? bs('bs.total_assets');
  const ratios: RatioValue[] = [
    salesGrowth(st, period),
    simple(
      'costOfSalesToSales',
      erosion,
      ['매출원가', is('is.cost_of_sales')],
      ['매출액', is('is.sales')],
    ),
    personnelCost(st, period),
    simple('returnOnEquity', erosion, ['당기순이익', is('is.net_income')], ['자본총계', equity]),
    borrowingRatio('averageBorrowingRate', st, period),
    simple('equityRatio', erosion, ['자본총계', equity], ['부채와자본총계', totalCapital]),
    simple(
      'currentRatio',
      erosion,
      ['유동자산', bs('bs.current_assets')],
      ['유동부채', bs('bs.current_liabilities')],
    ),
    simple('debtToEquity', erosion, ['부채총계', bs('bs.total_liabilities')], ['자본총계', equity]),
    simple(
      'currentLiabilitiesToEquity',
      erosion,
      ['유동부채', bs('bs.current_liabilities')],
      ['자본총계', equity],
    ),
    borrowingRatio('borrowingDependence', st, period),
  ];
  return { fiscalYear, ratios, capitalErosion: erosion };
}

/** The growth ratio of the earlier year always needs a third year, which a statement never holds. */
const STRUCTURALLY_MISSING = '전전기 매출액';

/**
 * The ten financial ratios (domain.md §8, costing-and-forecasting.md §9) for the statements'
 * current year and the year before (their previous_value columns), in percent at full
 * precision. A ratio is null when its denominator is 0 or an account it needs is absent
 * (`missing` names it); ④⑥⑧⑨ are flagged when 자본총계 is negative. `insufficientData` is set
 * when a ratio lacks an account — except the earlier year's sales growth, which always does.
 * 부채와자본총계 falls back to 자산총계 (equal on a balanced sheet).
 */
export function computeRatios(input: {
  fiscalYear: number;
  balanceSheet?: AccountValues[];
  incomeStatement?: AccountValues[];
  costStatement?: AccountValues[];
}): RatioSet {
  const st: Statements = {
    bs: resolve('balance_sheet', input.balanceSheet),
    is: resolve('income_statement', input.incomeStatement),
    cs: resolve('cost_statement', input.costStatement),
  };
  const current = periodRatios(st, 'current', input.fiscalYear);
  const previous = periodRatios(st, 'previous', input.fiscalYear - 1);
  const insufficientData = [...current.ratios, ...previous.ratios].some((r) =>
    r.missing.some((m) => m !== STRUCTURALLY_MISSING),
  );
  return { current, previous, insufficientData };
}
