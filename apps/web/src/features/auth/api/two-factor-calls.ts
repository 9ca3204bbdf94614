import { type TWO_FACTOR_METHODS, TwoFactorRedirect } from '@bus/domain';
import { api } from '../../../lib/api-client';

/** What the first step of a password sign-in answered. */
export type FirstStepResult =
  | { kind: 'signedIn' }
  | { kind: 'secondStep'; methods: readonly (typeof TWO_FACTOR_METHODS)[number][] };

/**
 * POST /api/auth/sign-in/email. With two-factor on, better-auth answers `twoFactorRedirect` and a
 * short-lived two-factor cookie instead of a session: the login page then asks for the second step.
 */
export async function signInFirstStep(email: string, password: string): Promise<FirstStepResult> {
  const answer: unknown = await api.post('/auth/sign-in/email', { email, password });
  const redirect = TwoFactorRedirect.safeParse(answer);
  if (redirect.success) return { kind: 'secondStep', methods: redirect.data.twoFactorMethods };
  return { kind: 'signedIn' };
}

/** The second-step methods the login screen offers. */
export type SecondStepMethod = 'otp' | 'totp' | 'backup';

/** POST /api/auth/two-factor/send-otp: texts a 6-digit code to the verified phone. */
export function sendSignInCode(): Promise<unknown> {
  return api.post('/auth/two-factor/send-otp', {});
}

const VERIFY_PATHS: Record<SecondStepMethod, string> = {
  otp: '/auth/two-factor/verify-otp',
  totp: '/auth/two-factor/verify-totp',
  backup: '/auth/two-factor/verify-backup-code',
};

/** Completes the sign-in with an SMS code, an authenticator code or a backup code. */
export function verifySecondStep(
  method: SecondStepMethod,
  code: string,
  trustDevice: boolean,
): Promise<unknown> {
  return api.post(VERIFY_PATHS[method], { code, trustDevice });
}
