import type { InvestmentField } from './investment';

/**
 * The calculator inputs that come from the statements (balance sheet, income and cost
 * statements). The rates (equity return, debt return, corporate tax) are the user's choice and are
 * not among them.
 */
export const STATEMENT_INVESTMENT_FIELDS = [
  'tangibleAssetsBV',
  'revaluationDifference',
  'operatingCost',
  'retirementFund',
  'depreciationCost',
  'intangibleAssetDepreciation',
  'badDebtExpense',
  'equity',
  'debt',
] as const satisfies readonly InvestmentField[];

type Inputs = Partial<Record<InvestmentField, number>>;

/**
 * The inputs an investment sync saves (costing-and-forecasting.md §4 "Investment compensation
 * source … synced"): the stored inputs with every statement figure replaced by the one read from
 * the current statements, so a corrected statement reaches the total cost, while the rates the
 * user chose stay as saved. A figure the statements no longer give keeps its stored value.
 */
export function syncedInvestmentInputs<T extends Inputs>(
  stored: T,
  loaded: Partial<Record<string, number | null>>,
): T {
  const next: Inputs = { ...stored };
  for (const field of STATEMENT_INVESTMENT_FIELDS) {
    const value = loaded[field];
    if (typeof value === 'number' && Number.isFinite(value)) next[field] = value;
  }
  return next as T;
}
