import type { TFunction } from 'i18next';
import { i18n } from '../../../lib/i18n';

/** The catalogue's message of an error code (entitiesReason, a problem list), generic if none. */
export function errorMessageOf(code: string, t: TFunction): string {
  const key = `errors:codes.${code}`;
  return i18n.exists(key) ? t(key) : t('errors:unknown');
}
