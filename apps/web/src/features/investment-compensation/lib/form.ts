import {
  DEBT_RATE_MAX,
  EQUITY_RATE_WARN_ABOVE,
  type EquityPolicy,
  INVESTMENT_FIELDS,
  INVESTMENT_RANGES,
  type InvestmentField,
  type InvestmentInputsBody,
  type InvestmentView,
  STATEMENT_INVESTMENT_FIELDS,
  type ValidationMessage,
} from '@bus/domain';

/** The calculator's twelve inputs as the form holds them: null is an empty input. */
export type FormValues = Record<InvestmentField, number | null>;

export type FormState = { values: FormValues; equityPolicy: EquityPolicy };

/** Spec §5 "Field edits": out-of-range warnings appear 500 ms after the last keystroke. */
export const FIELD_WARNING_DELAY_MS = 500;

/**
 * The fields read from the statements and ratios, each with its own reload button (spec §2): the
 * statement figures, and the debt rate from the ratios.
 */
export const AUTO_LOADED_FIELDS: readonly InvestmentField[] = [
  ...STATEMENT_INVESTMENT_FIELDS,
  'debtRate',
];

/** Fields entered as fractions and shown as percent. */
export const RATE_FIELDS: readonly InvestmentField[] = [
  'equityRate',
  'debtRate',
  'corporateTaxRate',
];

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Form values from any record of numbers (auto-load draft, stored inputs); missing → null. */
export function valuesFrom(source: Partial<Record<string, number | null | undefined>>): FormValues {
  return Object.fromEntries(
    INVESTMENT_FIELDS.map((field) => [field, finite(source[field])]),
  ) as FormValues;
}

/**
 * Spec §4: a company's screen starts from its saved inputs; without them every figure comes
 * from the live auto-load.
 */
export function initialState(view: InvestmentView): FormState {
  if (view.stored) {
    return { values: valuesFrom(view.stored.inputs), equityPolicy: view.stored.equityPolicy };
  }
  return { values: valuesFrom(view.autoLoaded.draft), equityPolicy: 'spec' };
}

/**
 * The save body's inputs. Only called when the calculation has no error, so every required
 * field holds a number; a blank optional deduction is sent as 0 (spec §4 "missing … become 0").
 */
export function inputsBody(values: FormValues): InvestmentInputsBody {
  const n = (field: InvestmentField) => values[field] ?? 0;
  return {
    tangibleAssetsBV: n('tangibleAssetsBV'),
    revaluationDifference: n('revaluationDifference'),
    operatingCost: n('operatingCost'),
    retirementFund: n('retirementFund'),
    depreciationCost: n('depreciationCost'),
    intangibleAssetDepreciation: n('intangibleAssetDepreciation'),
    badDebtExpense: n('badDebtExpense'),
    equity: n('equity'),
    debt: n('debt'),
    equityRate: n('equityRate'),
    debtRate: n('debtRate'),
    corporateTaxRate: n('corporateTaxRate'),
  };
}

/**
 * Spec §5 "Field edits": a value outside its range warns; Rd above 50 % and Re above 30 % have
 * their own messages. Under the clamping policy a negative equity is allowed (capital erosion).
 */
export function fieldWarning(
  field: InvestmentField,
  value: number | null,
  policy: EquityPolicy,
): ValidationMessage | null {
  if (value === null) return null;
  if (field === 'debtRate' && value > DEBT_RATE_MAX) {
    return { rule: 'debt_rate_above_limit', severity: 'warning', params: { field } };
  }
  if (field === 'equityRate' && value > EQUITY_RATE_WARN_ABOVE) {
    return {
      rule: 'equity_rate_above_limit',
      severity: 'warning',
      params: { field, value, limit: EQUITY_RATE_WARN_ABOVE },
    };
  }
  const [min, max] = INVESTMENT_RANGES[field];
  const low = field === 'equity' && policy === 'clamp_equity_at_zero' ? -max : min;
  if (value < low || value > max) {
    return { rule: 'out_of_range', severity: 'warning', params: { field, min: low, max } };
  }
  return null;
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  return INVESTMENT_FIELDS.every((field) => a[field] === b[field]);
}

/** A rate with four decimals of percent, as the formula steps show it ("4.5211%"). */
export function rateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '-';
  return `${(rate * 100).toFixed(4)}%`;
}
