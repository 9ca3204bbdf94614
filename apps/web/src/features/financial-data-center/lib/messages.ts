import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import {
  errorMessage,
  interpolationParams,
  TRANSLATED_ERROR_CODES,
} from '../../../lib/error-message';
import { formatKRW } from '../../../lib/format';
import { monthOf, registerName } from './payroll';

type Params = Record<string, string | number>;

/**
 * The message of an error code carried in data (a failed job), like `errorMessage` for calls;
 * `params` fill the message (a limit the file went past, say).
 */
export function codeMessage(
  code: string,
  t: TFunction,
  params: Record<string, unknown> = {},
): string {
  if (!TRANSLATED_ERROR_CODES.includes(code)) return t('errors:unknown');
  const values = interpolationParams(params);
  // An existing register is named by its period: "2024년 3월 급여대장" or the annual one, whose
  // refusal carries no month.
  if (code === 'payroll/period-exists')
    values.period = registerName({ month: monthOf(params.month), months: [] }, t);
  return t(`errors:codes.${code}`, values);
}

/** A refused upload in words; a payroll refusal names its line, column or period from params. */
export function uploadErrorText(error: Error | null, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'timeout') return t('financial:upload.timeout');
  const text =
    error instanceof ApiError && error.code.startsWith('payroll/')
      ? codeMessage(error.code, t, error.problem.params)
      : errorMessage(error, t);
  return `${t('financial:upload.failed')}: ${text}`;
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
