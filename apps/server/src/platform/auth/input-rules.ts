import { type ErrorCode, LoginBody, passwordIssues, RegisterBody } from '@bus/domain';
import { APIError } from 'better-auth/api';
import { z } from 'zod';

// The body rules better-auth does not know: our password policy (data-center-board-admin.md §5),
// name length, privacy consent and strict bodies. Failures carry our auth codes straight away.

const SignUpBody = RegisterBody.extend({
  callbackURL: z.string().max(500).optional(),
  rememberMe: z.boolean().optional(),
}).strict();

const SignInBody = LoginBody.extend({ callbackURL: z.string().max(500).optional() }).strict();

const NewPasswordBody = z.object({ newPassword: z.string() }).loose();

/** Which auth code answers a problem with a given sign-up field; others are generic validation. */
const FIELD_CODES: Record<string, ErrorCode> = {
  name: 'auth/name-too-short',
  email: 'auth/invalid-email',
  privacyConsent: 'auth/privacy-consent-required',
};

export function authFailure(code: ErrorCode, params?: Record<string, unknown>): APIError {
  return new APIError('BAD_REQUEST', { code, message: code, ...(params ? { params } : {}) });
}

function firstIssue(error: z.ZodError): { field: string; code: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', code: 'invalid' };
  const extra = issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : [];
  return { field: [...issue.path, ...extra].join('.'), code: issue.code };
}

function rejectInvalid(error: z.ZodError): never {
  const { field, code } = firstIssue(error);
  const authCode = code === 'unrecognized_keys' ? undefined : FIELD_CODES[field];
  if (authCode) throw authFailure(authCode, { field });
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw authFailure('validation_failed', { field, issues });
}

function rejectWeakPassword(password: string): void {
  const issues = passwordIssues(password);
  if (issues.length > 0) throw authFailure('auth/weak-password', { issues });
}

export function checkSignUp(body: unknown): void {
  const password = (body as { password?: unknown } | null)?.password;
  const parsed = SignUpBody.safeParse(body);
  if (!parsed.success) {
    const { field, code } = firstIssue(parsed.error);
    // A policy failure is more useful than "too long" on the password field itself.
    if (field === 'password' && code !== 'invalid_type' && typeof password === 'string') {
      rejectWeakPassword(password);
    }
    rejectInvalid(parsed.error);
  }
  rejectWeakPassword(parsed.data.password);
}

export function checkSignIn(body: unknown): void {
  const parsed = SignInBody.safeParse(body);
  if (!parsed.success) rejectInvalid(parsed.error);
}

export function checkNewPassword(body: unknown): void {
  const parsed = NewPasswordBody.safeParse(body);
  if (parsed.success) rejectWeakPassword(parsed.data.newPassword);
}

/**
 * sign-in/social also takes a provider's id_token directly and signs in without the callback.
 * The web never uses it (Google is the redirect flow); it would skip the second step and the
 * callback's checks (oauth-second-step.ts), so it is refused.
 */
export function refuseIdTokenSignIn(body: unknown): void {
  const idToken = (body as { idToken?: unknown } | null)?.idToken;
  if (idToken === undefined) return;
  throw new APIError('FORBIDDEN', {
    code: 'auth/operation-not-allowed',
    message: 'auth/operation-not-allowed',
    params: { reason: 'id-token-sign-in' },
  });
}
