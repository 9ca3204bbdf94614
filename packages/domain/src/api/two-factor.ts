import { z } from 'zod';

/** platform.md §5: the second-step code is six digits (input at most 6 characters). */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** better-auth OTP period used for SMS codes (minutes). */
export const SMS_CODE_PERIOD_MINUTES = 3;

/** Six digits; the web maps a failure to auth/invalid-code-format ('6자리 인증 코드를 입력해주세요'). */
export const TwoFactorCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'auth/invalid-code-format' });

/** POST /api/two-factor/phone/send — phone as typed; the server normalises to +82 (phone.ts). */
export const PhoneEnrolSendBody = z.object({ phoneNumber: z.string().trim().min(1).max(30) });
export type PhoneEnrolSendBody = z.infer<typeof PhoneEnrolSendBody>;

/**
 * POST /api/two-factor/phone/verify — the code received by SMS, and the account password that
 * confirms turning SMS two-factor on (accounts without a password cannot enrol).
 */
export const PhoneEnrolVerifyBody = z.object({
  code: TwoFactorCode,
  password: z.string().min(1).max(128),
});
export type PhoneEnrolVerifyBody = z.infer<typeof PhoneEnrolVerifyBody>;

export const TWO_FACTOR_METHODS = ['otp', 'totp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** GET /api/two-factor/status */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Verified phone in local display form (010-****-5678), or null. */
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** An authenticator app is set up and verified. */
  totp: z.boolean(),
  /** Backup codes still unused (null when unknown). */
  backupCodesRemaining: z.number().int().nullable(),
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
  /** The account has a password (Google-only accounts do not and cannot enrol). */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** better-auth's answer to sign-in/email when a second step is needed (login switches step). */
export const TwoFactorRedirect = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type TwoFactorRedirect = z.infer<typeof TwoFactorRedirect>;

/**
 * A Google sign-in of a two-factor account ends on the login page instead of in a session
 * (platform.md §4 "multi-factor sign-in", §8.3): the callback sends the browser to
 * `/login?twoFactor=totp,otp&next=…`, naming the methods a password sign-in gets as
 * `twoFactorMethods`, and the page opens its second step.
 */
export const SECOND_STEP_PATH = '/login';
export const SECOND_STEP_PARAM = 'twoFactor';
/** `?error=` of a Google sign-in refused because the account or address is locked (throttle). */
export const SIGN_IN_LOCKED_ERROR = 'too_many_requests';

/** The login page's address with `params`, keeping `next` (where the sign-in was going). */
export function loginPageLocation(params: Record<string, string>, next: string | null): string {
  const query = new URLSearchParams(params);
  if (next) query.set('next', next);
  return `${SECOND_STEP_PATH}?${query}`;
}

/** The methods named by the login page's `twoFactor` parameter; null when absent or unknown. */
export function secondStepMethods(value: string | null): TwoFactorMethod[] | null {
  if (!value) return null;
  const parsed = z.array(z.enum(TWO_FACTOR_METHODS)).safeParse(value.split(','));
  return parsed.success ? parsed.data : null;
}
