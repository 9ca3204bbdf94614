/**
 * Vocabulary of the v3 cost classification (costing-and-forecasting.md §2 "Total transportation
 * cost v3"), shared by classify.ts, adjustments.ts and summary.ts.
 */

/** The v3 screen's category tables (costing-and-forecasting.md §2 "Total transportation cost v3"). */
export const COST_CATEGORIES = [
  'transportation_cost',
  'administration_cost',
  'non_operating_expense',
  'non_operating_income',
  'unclassified',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** Why a line is recommended to exclude (spec §5 "Exclusion detection"); the web translates it. */
export type ExclusionReason =
  | 'total_line'
  | 'revenue_line'
  | 'subsidy_line'
  | 'contra_subsidy'
  | 'income_tax'
  | 'repeats_cost_statement';

/** Why a line got its category; a stable code the web translates, params fill its message. */
export type ClassificationReasonCode =
  | 'cost_statement_detail'
  | 'fuel_subsidy_netted'
  | 'cost_of_sales_without_statement'
  | 'sga_detail'
  | 'non_operating_expense_section'
  | 'non_operating_income_section'
  | 'sales_section'
  | 'dictionary_category'
  | 'section_only'
  | 'name_pattern'
  | 'unknown_account';

export type ClassificationReason = {
  code: ClassificationReasonCode;
  params: Record<string, string | number>;
};

/** A mapped statement line (MappedAccount fields) as the classifier reads it. */
export type ClassifiableAccount = {
  id: string;
  name: string;
  standardId: string | null;
  /** Dictionary id of the enclosing section header (`is.sga` …), null at top level. */
  section: string | null;
  isTotal: boolean;
  current: number | null;
  /** The match confidence (MappedAccount.confidence); 1 when absent and the line is matched. */
  confidence?: number;
};

export type ClassifiedStatement = 'income_statement' | 'cost_statement';

export type Classification = {
  accountId: string;
  /**
   * Identity that survives a re-import (new account ids): statement, section (income statement
   * only) and dictionary id or normalised name, `#2`… for a repeat. Adjustments are keyed by it.
   */
  key: string;
  name: string;
  statement: ClassifiedStatement;
  standardId: string | null;
  /** Integer won, current period (0 when the line has no amount). */
  amount: number;
  category: CostCategory;
  /** 0..1; the screen colours >= 0.8 green, >= 0.6 orange, else red. */
  confidence: number;
  reason: ClassificationReason;
  recommendedExclude: boolean;
  excludeReason: ExclusionReason | null;
  /** Left out of the totals: the recommendation until a user decides (applyAdjustments). */
  excluded: boolean;
  /** A user decision changed this line. */
  manual: boolean;
  /** The automatic result before a manual decision; null when not adjusted. */
  original: { category: CostCategory; amount: number; excluded: boolean } | null;
};
