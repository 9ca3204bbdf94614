import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, TRANSLATED_ERROR_CODES } from '../../../lib/error-message';

type Params = Record<string, unknown> | undefined;

function isModelKey(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z-]+$/.test(value);
}

/** The `{{range}}` of forecast/invalid-parameter: "from 1 to 20" or "one of linear, flat". */
function rangeText(params: Record<string, unknown>, t: TFunction): string {
  const options = Array.isArray(params.options) ? params.options.join(', ') : params.options;
  if (typeof options === 'string' && options !== '') {
    return t('forecast:errorRange.options', { options });
  }
  if (typeof params.min === 'number' && typeof params.max === 'number') {
    return t('forecast:errorRange.between', { min: params.min, max: params.max });
  }
  return '';
}

/**
 * The values a forecast error message interpolates: lists joined (the columns of a file), the
 * model by its display name, and the parameter's allowed range. The shared errorMessage drops
 * arrays, so `{{columns}}` would otherwise stay empty.
 */
function values(params: Params, t: TFunction): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(String).join(', ');
  }
  if (isModelKey(params?.model)) {
    out.model = t(`forecast:models.${params.model}.name`, { defaultValue: params.model });
  }
  out.range = rangeText(params ?? {}, t);
  return out;
}

/** A forecast error code with its params (a refused call, or a failed run) in the user's language. */
export function forecastCodeText(code: string, params: Params, t: TFunction): string {
  if (!TRANSLATED_ERROR_CODES.includes(code)) return t('errors:unknown');
  return t(`errors:codes.${code}`, values(params, t));
}

/** Any failed call of the forecasting screens, translated (spec §8 "Forecasting"). */
export function forecastErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code.startsWith('forecast/')) {
    return forecastCodeText(error.code, error.problem.params, t);
  }
  return errorMessage(error, t);
}
