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
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

type AuthErrorBody = { code?: unknown; message?: unknown; params?: unknown };

/** Rewrites a better-auth error body into our problem document, keeping its HTTP status. */
export function authProblem(status: number, body: AuthErrorBody | null): Problem {
  const raw = body?.code;
  const code: ErrorCode = isErrorCode(raw)
    ? raw
    : typeof raw === 'string'
      ? (CODE_MAP[raw] ?? 'auth/unknown')
      : 'auth/unknown';
  const params =
    body?.params && typeof body.params === 'object'
      ? (body.params as Record<string, unknown>)
      : undefined;
  return problem(code, status, params);
}
