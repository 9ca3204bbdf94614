import {
  type ErrorCode,
  type ForgotPasswordBody,
  type RegisterBody,
  type ResetPasswordBody,
  SIGN_IN_LOCKED_ERROR,
} from '@bus/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Where the reset e-mail's link lands (the server appends ?token=...). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). */
export function registerAccount(body: RegisterBody): Promise<unknown> {
  return api.post('/auth/sign-up/email', body);
}

/** POST /api/auth/request-password-reset: always 200, so nobody learns which e-mails exist. */
export function requestPasswordReset(email: string): Promise<unknown> {
  const body: ForgotPasswordBody = { email, redirectTo: RESET_PASSWORD_PATH };
  return api.post('/auth/request-password-reset', body);
}

/** POST /api/auth/reset-password with the token from the e-mail link. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post('/auth/reset-password', body);
}

const SocialRedirect = z.object({ url: z.string() });

/** Where a failed Google sign-in comes back, with `?error=` (read by GoogleSignInButton). */
export const GOOGLE_ERROR_PATH = '/login';

/**
 * better-auth's OAuth callback error codes (the `error` query parameter) → our problem codes of
 * platform.md §8.4; the redirect flow's "cancelled" is the provider's access_denied.
 */
const GOOGLE_ERRORS: Record<string, ErrorCode> = {
  access_denied: 'auth/sign-in-cancelled',
  account_not_linked: 'auth/account-exists-with-different-credential',
  unable_to_link_account: 'auth/account-exists-with-different-credential',
  account_already_linked_to_different_user: 'auth/account-exists-with-different-credential',
  email_does_not_match: 'auth/account-exists-with-different-credential',
  BANNED_USER: 'auth/user-disabled',
  banned: 'auth/user-disabled',
  signup_disabled: 'auth/operation-not-allowed',
  oauth_provider_not_found: 'auth/operation-not-allowed',
  // Ours: a two-factor account or an address locked by failed sign-ins gets no Google challenge.
  [SIGN_IN_LOCKED_ERROR]: 'auth/too-many-requests',
};

export function googleErrorCode(error: string): ErrorCode {
  return GOOGLE_ERRORS[error] ?? 'auth/oauth-failed';
}

/**
 * Starts Google OAuth; the browser leaves for Google and comes back to `callbackPath`, or, for an
 * account with two-factor on, to the login page's second step (`?twoFactor=`). Google is
 * better-auth's genericOAuth provider 'google' (OpenID discovery, configurable for tests), which
 * uses the core sign-in/social and callback/:id endpoints like a built-in provider.
 */
export async function startGoogleSignIn(callbackPath: string): Promise<void> {
  const { url } = await api.post(
    '/auth/sign-in/social',
    {
      provider: 'google',
      callbackURL: callbackPath,
      errorCallbackURL: `${GOOGLE_ERROR_PATH}?next=${encodeURIComponent(callbackPath)}`,
    },
    SocialRedirect,
  );
  window.location.assign(url);
}
