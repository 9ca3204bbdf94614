import type { TFunction } from 'i18next';
import { interpolationParams, TRANSLATED_ERROR_CODES } from '../../../lib/error-message';
import { formatKRW } from '../../../lib/format';

type Params = Record<string, string | number>;

/**
 * The message of an error code carried in data (a failed job), like `errorMessage` for calls;
 * `params` fill the message (a limit the file went past, say).
 */
export function codeMessage(code: string, t: TFunction, params: Params = {}): string {
  return TRANSLATED_ERROR_CODES.includes(code)
    ? t(`errors:codes.${code}`, interpolationParams(params))
    : t('errors:unknown');
}

/** Params of validation findings that are amounts in won (packages/domain statements/validate.ts). */
const AMOUNT_PARAMS = new Set([
  'expected',
  'actual',
  'difference',
  'assets',
  'liabilitiesAndEquity',
  'costOfSales',
  'costStatementTotal',
]);

/** Amounts read with separators, periods and statement types in words; the rest as is. */
function displayParams(params: Params, t: TFunction, lng: 'ko' | 'en'): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number' && AMOUNT_PARAMS.has(key))
      out[key] = formatKRW(value, 'won', lng);
    else if (key === 'period')
      out[key] = t(`financial:periods.${value}`, { defaultValue: String(value) });
    else if (key === 'statement') {
      out[key] = t(`financial:statementTypes.${value}`, { defaultValue: String(value) });
    } else if (key === 'model')
      out[key] = t(`financial:aiModels.${value}`, { defaultValue: String(value) });
    else out[key] = value;
  }
  return out;
}

function paramsText(params: Params): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
}

/**
 * A coded finding (validation rule, extraction problem) in the interface language; a code
 * without its own text shows the code and its params instead of disappearing.
 */
export function codedText(
  t: TFunction,
  group: 'validation.rules' | 'extraction.problems',
  code: string,
  params: Params,
  lng: 'ko' | 'en',
): string {
  const shown = displayParams(params, t, lng);
  const fallback = t('financial:codedFallback', {
    code,
    params: paramsText(params) || '-',
  });
  return t(`financial:${group}.${code}`, { ...shown, defaultValue: fallback });
}
