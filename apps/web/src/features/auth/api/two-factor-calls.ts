import {
  type PhoneEnrolVerifyBody,
  type TWO_FACTOR_METHODS,
  TwoFactorRedirect,
  TwoFactorStatus,
} from '@bus/domain';
import { z } from 'zod';
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

/** GET /api/two-factor/status */
export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return api.get('/two-factor/status', TwoFactorStatus);
}

export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const;

const PhoneSent = z.object({ sentTo: z.string(), expiresInSeconds: z.number() });
export type PhoneSent = z.infer<typeof PhoneSent>;

/** POST /api/two-factor/phone/send: the server normalises to +82 and texts a code. */
export function sendPhoneCode(phoneNumber: string): Promise<PhoneSent> {
  return api.post('/two-factor/phone/send', { phoneNumber }, PhoneSent);
}

/** POST /api/two-factor/phone/verify: marks the phone verified and turns SMS two-factor on. */
export function verifyPhoneCode(body: PhoneEnrolVerifyBody): Promise<unknown> {
  return api.post('/two-factor/phone/verify', body);
}

const TotpSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TotpSetup = z.infer<typeof TotpSetup>;

/** POST /api/auth/two-factor/enable (totp): a new secret and backup codes, to be confirmed. */
export function startTotpSetup(password: string): Promise<TotpSetup> {
  return api.post('/auth/two-factor/enable', { password, method: 'totp' }, TotpSetup);
}

/** POST /api/auth/two-factor/verify-totp while signed in: confirms the app and turns 2FA on. */
export function confirmTotp(code: string): Promise<unknown> {
  return api.post('/auth/two-factor/verify-totp', { code });
}

/** POST /api/auth/two-factor/disable: removes every factor (authenticator, backup codes). */
export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/auth/two-factor/disable', { password });
}

const BackupCodes = z.object({ backupCodes: z.array(z.string()) });

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  return (await api.post('/auth/two-factor/generate-backup-codes', { password }, BackupCodes))
    .backupCodes;
}

/** The secret shown beside the QR code, for apps where it is typed in. */
export function totpSecretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
