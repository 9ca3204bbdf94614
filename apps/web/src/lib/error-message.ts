// Narrow paths, not the package entry: this module is in every page's first load, and the entry
// would bring zod and every API schema with it.
import { ERROR_CODES } from '@bus/domain/error-codes';
import type { PasswordIssue } from '@bus/domain/password-policy';
import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/** Every code with a message under `codes.*` of the `errors` namespace. */
export const TRANSLATED_ERROR_CODES: readonly string[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

/** Generic messages a screen may choose for failures without a specific code. */
export type ErrorFallback =
  | 'unknown'
  | 'signUpFailed'
  | 'logoutFailed'
  | 'notificationsLoadFailed'
  // data-center-board-admin.md §8 administration and account messages (issue 6).
  | 'usersLoadFailed'
  | 'userSaveFailed'
  | 'profileUpdateFailed'
  | 'passwordChangeFailed'
  | 'accountDeleteFailed'
  | 'tokenUnavailable'
  | 'tokenRefreshFailed'
  | 'loginRequired';

const PASSWORD_ISSUES: readonly PasswordIssue[] = [
  'tooShort',
  'tooLong',
  'noUppercase',
  'noLowercase',
  'noDigit',
  'noSpecial',
  'forbiddenWord',
];

function isPasswordIssue(value: unknown): value is PasswordIssue {
  return typeof value === 'string' && (PASSWORD_ISSUES as readonly string[]).includes(value);
}

/** Lists unmet password conditions in the current language (data-center-board-admin.md §5). */
export function passwordIssuesText(issues: readonly PasswordIssue[], t: TFunction): string {
  return issues.map((issue) => t(`errors:passwordIssues.${issue}`)).join(', ');
}

function weakPasswordMessage(error: ApiError, t: TFunction): string {
  const base = t('errors:codes.auth/weak-password');
  const raw = error.problem.params?.issues;
  const issues = Array.isArray(raw) ? raw.filter(isPasswordIssue) : [];
  if (issues.length === 0) return base;
  return `${base} ${t('errors:unmetConditions', { issues: passwordIssuesText(issues, t) })}`;
}

/** i18next reads these keys as options (language, plural, context …), never as message values. */
const I18N_OPTION_KEYS = new Set([
  'lng',
  'lngs',
  'ns',
  'count',
  'context',
  'defaultValue',
  'ordinal',
]);

/** A problem's plain values (a limit, a size) for its message; options and nested data left out. */
export function interpolationParams(params: Record<string, unknown> | undefined) {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (I18N_OPTION_KEYS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/**
 * The translated message for a failed call (platform.md §8): known codes get their own text,
 * unknown auth codes the generic retry hint, anything else `fallback`.
 */
export function errorMessage(error: unknown, t: TFunction, fallback: ErrorFallback = 'unknown') {
  if (!(error instanceof ApiError)) return t(`errors:${fallback}`);
  const { code, params } = error.problem;
  if (code === 'auth/weak-password') return weakPasswordMessage(error, t);
  if (code === 'validation_failed' && typeof params?.field === 'string' && params.field) {
    return t('errors:validationField', { field: params.field });
  }
  if (code === 'internal' && fallback !== 'unknown') return t(`errors:${fallback}`);
  if (TRANSLATED_ERROR_CODES.includes(code)) {
    return t(`errors:codes.${code}`, interpolationParams(params));
  }
  if (code.startsWith('auth/')) return t('errors:codes.auth/unknown');
  return t(`errors:${fallback}`);
}
