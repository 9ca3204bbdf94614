import { ERROR_CODES, type ErrorCode, type Problem } from '@bus/domain';
import { problem } from '../errors/problem';

/** better-auth error codes → our auth codes (platform.md §8); anything unknown is auth/unknown. */
const CODE_MAP: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  INVALID_EMAIL_OR_PASSWORD: 'auth/invalid-credential',
  INVALID_PASSWORD: 'auth/invalid-credential',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/invalid-credential',
  BANNED_USER: 'auth/user-disabled',
  INVALID_EMAIL: 'auth/invalid-email',
  INVALID_TOKEN: 'auth/invalid-reset-token',
  TOKEN_EXPIRED: 'auth/invalid-reset-token',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/weak-password',
  USER_NOT_FOUND: 'auth/user-not-found',
  SESSION_EXPIRED: 'auth/session-expired',
  UNAUTHORIZED: 'unauthenticated',
  INVALID_ORIGIN: 'forbidden',
  MISSING_OR_NULL_ORIGIN: 'forbidden',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'forbidden',
  FORBIDDEN: 'forbidden',
  VALIDATION_ERROR: 'validation_failed',
  // Second step (two-factor plugin), platform.md §8.3.
  INVALID_CODE: 'auth/invalid-verification-code',
  INVALID_BACKUP_CODE: 'auth/invalid-verification-code',
  OTP_HAS_EXPIRED: 'auth/code-expired',
  INVALID_TWO_FACTOR_COOKIE: 'auth/invalid-verification-id',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth/too-many-requests',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth/too-many-requests',
  OTP_NOT_ENABLED: 'auth/sms-factor-not-enabled',
  OTP_NOT_CONFIGURED: 'auth/sms-factor-not-enabled',
  TWO_FACTOR_NOT_ENABLED: 'auth/sms-factor-not-enabled',
  TOTP_NOT_ENABLED: 'auth/unsupported-factor',
  TOTP_NOT_CONFIGURED: 'auth/unsupported-factor',
  BACKUP_CODES_NOT_ENABLED: 'auth/unsupported-factor',
  TOTP_ALREADY_ENABLED: 'auth/two-factor-already-enabled',
  // Google through genericOAuth (platform.md §8.4).
  ACCOUNT_NOT_LINKED: 'auth/account-exists-with-different-credential',
  OAUTH_LINK_ERROR: 'auth/account-exists-with-different-credential',
  PROVIDER_NOT_FOUND: 'auth/operation-not-allowed',
  INVALID_OAUTH_CONFIGURATION: 'auth/operation-not-allowed',
  TOKEN_URL_NOT_FOUND: 'auth/operation-not-allowed',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
};

/**
 * Where a wrong password is a re-authentication (the user is signed in and confirms who they
 * are), platform.md §8.2's wrong-password applies instead of the sign-in's invalid-credential.
 */
const REAUTH_PATHS = new Set(['/two-factor/enable', '/two-factor/disable', '/change-password']);
const REAUTH_CODES = new Set(['INVALID_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD']);

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

type AuthErrorBody = { code?: unknown; message?: unknown; params?: unknown };

function mapCode(raw: unknown, path: string | undefined): ErrorCode {
  if (isErrorCode(raw)) return raw;
  if (typeof raw !== 'string') return 'auth/unknown';
  if (path && REAUTH_PATHS.has(path) && REAUTH_CODES.has(raw)) return 'auth/wrong-password';
  return CODE_MAP[raw] ?? 'auth/unknown';
}

/**
 * Rewrites a better-auth error body into our problem document, keeping its HTTP status. `path`
 * is the better-auth path (e.g. '/two-factor/enable') where a code's meaning depends on it.
 */
export function authProblem(status: number, body: AuthErrorBody | null, path?: string): Problem {
  const code = mapCode(body?.code, path);
  const params =
    body?.params && typeof body.params === 'object'
      ? (body.params as Record<string, unknown>)
      : undefined;
  return problem(code, status, params);
}
