import type { InvestmentField, ValidationMessage } from '@bus/domain';
import type { TFunction } from 'i18next';
import { formatKRW, formatPercent } from '../../../lib/format';
import { RATE_FIELDS } from './form';
import { sourceText } from './source-text';

/**
 * Every rule the screen can show: the domain's (grep of investment.ts / investment-inputs.ts) and
 * the field-edit warning of spec §5. A test checks each has a message in both languages.
 */
export const INVESTMENT_RULES = [
  'required',
  'not_a_number',
  'out_of_range',
  'equity_plus_debt_zero',
  'revaluation_exceeds_tangible_assets',
  'deductions_exceed_operating_cost',
  'negative_working_capital',
  'non_positive_operating_assets',
  'abnormal_return_rate',
  'abnormal_result',
  'equity_rate_above_limit',
  'capital_erosion',
  'data_missing',
  'borrowing_rate_missing',
  'abnormal_borrowing_rate',
  'fallback_used',
  'debt_rate_above_limit',
] as const;

/** Fallback codes of investment-inputs.ts (FieldSource.fallback). */
export const FALLBACK_CODES = [
  'ppe_from_detail_lines',
  'tangible_assets_current_year_only',
  'equity_from_total_assets',
  'debt_from_total_assets',
  'cost_of_sales_for_cost_statement',
  'revaluation_surplus_absent',
] as const;

/** Params holding won amounts. */
const AMOUNT_PARAMS = new Set([
  'revaluationDifference',
  'tangibleAssetsBV',
  'deductions',
  'operatingCost',
  'workingCapital',
  'movingEquipmentAssets',
  'investmentCompensation',
  'fareBase',
  'equity',
]);

const isRateField = (field: unknown) =>
  typeof field === 'string' && RATE_FIELDS.includes(field as InvestmentField);

type Lng = 'ko' | 'en';

function paramText(
  key: string,
  value: string | number,
  message: ValidationMessage,
  t: TFunction,
  lng: Lng,
): string {
  if (typeof value === 'string') {
    if (key === 'field') return t(`investment:fields.${value}`);
    if (key === 'fallback') return t(`investment:fallbacks.${value}`, { defaultValue: value });
    if (key === 'policy') return t(`investment:policy.${value}`, { defaultValue: value });
    if (key === 'source') return sourceText(value, String(message.params.field ?? ''), t);
    return value;
  }
  if (key === 'percent') return formatPercent(value);
  if (key === 'rate' || key === 'limit' || (key === 'value' && isRateField(message.params.field)))
    return formatPercent(value * 100);
  if ((key === 'min' || key === 'max') && isRateField(message.params.field))
    return formatPercent(value * 100);
  if (AMOUNT_PARAMS.has(key) || key === 'min' || key === 'max') return formatKRW(value, 'won', lng);
  return String(value);
}

/** The translated text of a validation message (by its stable `rule`, never the domain's Korean). */
export function messageText(message: ValidationMessage, t: TFunction, lng: Lng): string {
  const params = Object.fromEntries(
    Object.entries(message.params).map(([key, value]) => [
      key,
      paramText(key, value, message, t, lng),
    ]),
  );
  return t(`investment:rules.${message.rule}`, {
    ...params,
    defaultValue: t('investment:rules.unknown', { rule: message.rule }),
    interpolation: { escapeValue: false },
  });
}
