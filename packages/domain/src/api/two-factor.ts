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
