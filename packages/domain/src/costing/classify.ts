import { type AccountEntry, getAccountEntry } from '../statements/dictionary';
import type {
  ClassifiableAccount,
  Classification,
  ClassificationReasonCode,
  ClassifiedStatement,
  CostCategory,
  ExclusionReason,
} from './classification';

/** Confidence of rules that are weaker than a dictionary match in its own section. */
const CONFIDENCE = {
  /** Unknown account, category from the section it is printed in (issue 4: lower confidence). */
  sectionOnly: 0.6,
  /** Unknown account recognised as total/revenue/subsidy by its name (spec §5). */
  namePattern: 0.6,
  /** Factor when the section overrides the dictionary's own category. */
  sectionOverridesDictionary: 0.8,
  /** Factor for a known detail printed outside any section of the income statement. */
  outsideSection: 0.8,
  /** Factor for a `by statement` account outside any section: CS or SG&A cannot be told. */
  ambiguous: 0.6,
  /** Factor for a netted fuel subsidy printed positive: the sign is probably lost. */
  unexpectedSign: 0.5,
} as const;

type Placement = { category: CostCategory; code: ClassificationReasonCode };

/** domain.md §3 "Mapping used by the app": the section a detail line sits in decides. */
const SECTION_PLACEMENT: Readonly<Record<string, Placement>> = {
  'is.sga': { category: 'administration_cost', code: 'sga_detail' },
  'is.non_operating_expense': {
    category: 'non_operating_expense',
    code: 'non_operating_expense_section',
  },
  'is.non_operating_income': {
    category: 'non_operating_income',
    code: 'non_operating_income_section',
  },
};

/** accounts.md "Category" values that name a cost category directly. */
const DICTIONARY_CATEGORIES: readonly CostCategory[] = [
  'transportation_cost',
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
];

function dictionaryCategory(entry: AccountEntry): CostCategory | null {
  return DICTIONARY_CATEGORIES.find((category) => category === entry.category) ?? null;
}

/** Spec §5 "Exclusion detection by account name", for lines the dictionary does not know. */
const TOTAL_NAME = /(?:합계|소계|총계|누계)$|^계$/;
const SUBSIDY_NAME = /보조금|지원금|보전금|손실보상/;
const REVENUE_NAME = /수입금?$|매출액?$/;

type Context = { statement: ClassifiedStatement; costOfSalesIncluded: 'total' | 'details' | null };

type Decision = Pick<Classification, 'category' | 'confidence' | 'reason'> & {
  excludeReason: ExclusionReason | null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function decide(
  category: CostCategory,
  confidence: number,
  code: ClassificationReasonCode,
  params: Record<string, string | number> = {},
  excludeReason: ExclusionReason | null = null,
): Decision {
  return { category, confidence: round2(confidence), reason: { code, params }, excludeReason };
}

/** The dictionary entry when it describes a P&L account (a balance-sheet match says nothing here). */
function entryOf(account: ClassifiableAccount): AccountEntry | undefined {
  const entry = getAccountEntry(account.standardId);
  return entry && entry.category !== 'balance_sheet' ? entry : undefined;
}

function exclusionOf(entry: AccountEntry): ExclusionReason {
  if (entry.id === 'is.income_tax') return 'income_tax';
  if (entry.excludeReason === 'subsidy') return 'subsidy_line';
  if (entry.excludeReason === 'revenue') return 'revenue_line';
  return 'total_line';
}

/** Category a recommended-to-exclude line returns to if a user restores it. */
function excludedCategory(
  account: ClassifiableAccount,
  ctx: Context,
  reason: ExclusionReason,
): CostCategory {
  if (reason === 'revenue_line' || reason === 'subsidy_line' || reason === 'income_tax') {
    return 'unclassified';
  }
  if (ctx.statement === 'cost_statement') return 'transportation_cost';
  if (reason === 'repeats_cost_statement') return 'transportation_cost';
  const own = account.standardId ? SECTION_PLACEMENT[account.standardId] : undefined;
  const section = account.section ? SECTION_PLACEMENT[account.section] : undefined;
  return own?.category ?? section?.category ?? 'unclassified';
}

function exclude(
  account: ClassifiableAccount,
  ctx: Context,
  reason: ExclusionReason,
  confidence: number,
  code: ClassificationReasonCode,
  params: Record<string, string | number>,
): Decision {
  return decide(excludedCategory(account, ctx, reason), confidence, code, params, reason);
}

/** Unknown lines that name a total, subsidy or revenue (spec §5), null otherwise. */
function exclusionByName(account: ClassifiableAccount, ctx: Context): ExclusionReason | null {
  if (account.isTotal || TOTAL_NAME.test(account.name)) return 'total_line';
  if (SUBSIDY_NAME.test(account.name)) {
    return ctx.statement === 'cost_statement' ? 'contra_subsidy' : 'subsidy_line';
  }
  const inNonOperatingIncome = account.section === 'is.non_operating_income';
  if (ctx.statement === 'income_statement' && !inNonOperatingIncome) {
    if (account.section === 'is.sales' || REVENUE_NAME.test(account.name)) return 'revenue_line';
  }
  return null;
}

/**
 * Cost-statement lines: every detail is transportation_cost (domain.md §3), whatever the
 * dictionary says elsewhere. A fuel subsidy netted against fuel (유가보조금, negative) stays in
 * transportation_cost with its sign: expected.md "Conventions" and accounts.md row 122 — sample A's
 * 67,189,500,000 includes −1,095,000,000 — as 표준운송원가 counts fuel net of the subsidy (domain.md §3,
 * crosswalk "연료비 (유가보조금 차감)"). Any other subsidy or revenue netted here is recommended to
 * exclude as `contra_subsidy`: an operating subsidy must not shrink the cost it is compared with
 * (domain.md §6), so it is the user's call.
 */
function classifyCostLine(account: ClassifiableAccount, ctx: Context, match: number): Decision {
  const entry = entryOf(account);
  const params = { statement: ctx.statement, standardId: account.standardId ?? '' };
  if (entry && (entry.category === 'exclude' || account.isTotal)) {
    const reason = entry.excludeReason === 'subsidy' || entry.excludeReason === 'revenue';
    const exclusion = reason ? 'contra_subsidy' : 'total_line';
    return exclude(account, ctx, exclusion, match, 'dictionary_category', params);
  }
  if (entry?.id === 'cs.fuel_subsidy') {
    const factor = (account.current ?? 0) > 0 ? CONFIDENCE.unexpectedSign : 1;
    return decide('transportation_cost', match * factor, 'fuel_subsidy_netted', params);
  }
  if (entry) {
    const own = entry.statements.includes('cost_statement')
      ? 1
      : CONFIDENCE.sectionOverridesDictionary;
    return decide('transportation_cost', match * own, 'cost_statement_detail', params);
  }
  const byName = exclusionByName(account, ctx);
  if (byName) return exclude(account, ctx, byName, CONFIDENCE.namePattern, 'name_pattern', {});
  return decide('transportation_cost', CONFIDENCE.sectionOnly, 'section_only', {
    section: account.section ?? ctx.statement,
  });
}

/** A detail under 매출원가 in the income statement, or 매출원가 itself. */
function classifyCostOfSales(account: ClassifiableAccount, ctx: Context, match: number) {
  const isTotalLine = account.standardId === 'is.cost_of_sales';
  const included = isTotalLine
    ? ctx.costOfSalesIncluded === 'total'
    : ctx.costOfSalesIncluded === 'details';
  const params = { standardId: account.standardId ?? '' };
  if (included)
    return decide('transportation_cost', match, 'cost_of_sales_without_statement', params);
  const reason = isTotalLine || account.isTotal ? 'total_line' : 'repeats_cost_statement';
  return exclude(account, ctx, reason, match, 'dictionary_category', params);
}

/** A known income-statement line the dictionary recommends to exclude (revenue, subsidy, total). */
function classifyExcludedEntry(
  account: ClassifiableAccount,
  ctx: Context,
  entry: AccountEntry,
  match: number,
) {
  const params = { standardId: entry.id };
  const reason = exclusionOf(entry);
  const underIncome = account.section === 'is.non_operating_income';
  // accounts.md row 68: a fuel subsidy booked in 영업외수익 is non-operating income; other revenue
  // there follows its section; operating subsidies stay excluded wherever they are booked (§6).
  if (
    underIncome &&
    !entry.isTotal &&
    (reason === 'revenue_line' || entry.id === 'is.fuel_subsidy_revenue')
  ) {
    const factor = reason === 'revenue_line' ? CONFIDENCE.sectionOverridesDictionary : 1;
    return decide('non_operating_income', match * factor, 'non_operating_income_section', params);
  }
  return exclude(account, ctx, reason, match, 'dictionary_category', params);
}

/** A known income-statement detail: its section decides, else the dictionary's category. */
function classifyKnownDetail(account: ClassifiableAccount, entry: AccountEntry, match: number) {
  const placement = account.section ? SECTION_PLACEMENT[account.section] : undefined;
  const params = { standardId: entry.id, dictionaryCategory: entry.category };
  if (placement) {
    const agrees =
      entry.category === placement.category ||
      (entry.category === 'by_statement' && placement.category === 'administration_cost');
    const factor = agrees ? 1 : CONFIDENCE.sectionOverridesDictionary;
    return decide(placement.category, match * factor, placement.code, {
      ...params,
      section: account.section ?? '',
    });
  }
  if (entry.category === 'by_statement') {
    return decide(
      'administration_cost',
      match * CONFIDENCE.ambiguous,
      'dictionary_category',
      params,
    );
  }
  const category = dictionaryCategory(entry);
  if (category) {
    return decide(category, match * CONFIDENCE.outsideSection, 'dictionary_category', params);
  }
  return decide('unclassified', 0, 'unknown_account', params);
}

function classifyIncomeLine(account: ClassifiableAccount, ctx: Context, match: number): Decision {
  const entry = entryOf(account);
  if (account.standardId === 'is.cost_of_sales' || account.section === 'is.cost_of_sales') {
    return classifyCostOfSales(account, ctx, match);
  }
  if (entry?.category === 'exclude') return classifyExcludedEntry(account, ctx, entry, match);
  if (account.isTotal && entry) {
    return exclude(account, ctx, 'total_line', match, 'dictionary_category', {
      standardId: entry.id,
    });
  }
  if (account.section === 'is.sales') {
    const reason = entry ? 'revenue_line' : (exclusionByName(account, ctx) ?? 'revenue_line');
    return exclude(
      account,
      ctx,
      reason,
      entry ? match : CONFIDENCE.sectionOnly,
      'sales_section',
      {},
    );
  }
  if (entry) return classifyKnownDetail(account, entry, match);
  const byName = exclusionByName(account, ctx);
  if (byName) return exclude(account, ctx, byName, CONFIDENCE.namePattern, 'name_pattern', {});
  const placement = account.section ? SECTION_PLACEMENT[account.section] : undefined;
  if (placement) {
    return decide(placement.category, CONFIDENCE.sectionOnly, 'section_only', {
      section: account.section ?? '',
    });
  }
  return decide('unclassified', 0, 'unknown_account', {});
}

function matchConfidence(account: ClassifiableAccount): number {
  if (!account.standardId) return 0;
  return account.confidence ?? 1;
}

/** Statement, section (income statement only: 퇴직급여 in SG&A vs elsewhere) and account. */
function baseKey(account: ClassifiableAccount, statement: ClassifiedStatement): string {
  const id = account.standardId ?? `name:${account.name}`;
  if (statement === 'cost_statement') return `cs|${id}`;
  return `is|${account.section ?? ''}|${id}`;
}

function classifyStatement(
  accounts: readonly ClassifiableAccount[],
  ctx: Context,
  seen: Map<string, number>,
): Classification[] {
  return accounts.map((account) => {
    const match = matchConfidence(account);
    const decision =
      ctx.statement === 'cost_statement'
        ? classifyCostLine(account, ctx, match)
        : classifyIncomeLine(account, ctx, match);
    const base = baseKey(account, ctx.statement);
    const repeat = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeat);
    const recommendedExclude = decision.excludeReason !== null;
    return {
      accountId: account.id,
      key: repeat === 1 ? base : `${base}#${repeat}`,
      name: account.name,
      statement: ctx.statement,
      standardId: account.standardId,
      amount: Math.round(account.current ?? 0),
      category: decision.category,
      confidence: decision.confidence,
      reason: decision.reason,
      recommendedExclude,
      excludeReason: decision.excludeReason,
      excluded: recommendedExclude,
      manual: false,
      original: null,
    };
  });
}

/**
 * Auto-classification of the v3 screen (costing-and-forecasting.md §2, §5; domain.md §3;
 * accounts.md "Category"). The statement and the section a line is printed in decide first: a
 * cost-statement detail is transportation_cost, a detail under 판매비와관리비 administration_cost,
 * under 영업외비용/영업외수익 non-operating expense/income; `by statement` accounts follow their
 * section. Totals/subtotals, revenue and subsidy lines, 법인세비용 and 매출원가 (it repeats the cost
 * statement) are recommended to exclude. A line the dictionary does not know takes its section's
 * category at lower confidence (`section_only`), or an exclusion its name suggests, else
 * `unclassified`. Without a cost statement 매출원가 (or its detail lines) is the transport cost.
 */
export function classifyAccounts(input: {
  incomeStatement: readonly ClassifiableAccount[];
  costStatement: readonly ClassifiableAccount[];
}): Classification[] {
  const hasCostStatement = input.costStatement.length > 0;
  const hasCostOfSalesDetails = input.incomeStatement.some((a) => a.section === 'is.cost_of_sales');
  const costOfSalesIncluded = hasCostStatement ? null : hasCostOfSalesDetails ? 'details' : 'total';
  const seen = new Map<string, number>();
  return [
    ...classifyStatement(
      input.costStatement,
      { statement: 'cost_statement', costOfSalesIncluded },
      seen,
    ),
    ...classifyStatement(
      input.incomeStatement,
      { statement: 'income_statement', costOfSalesIncluded },
      seen,
    ),
  ];
}
