import { z } from 'zod';

/**
 * Stable error codes carried in every problem document (`code`). The web translates each one;
 * a test keeps the ko and en catalogues complete. Auth codes keep the spec's names
 * (platform.md §8) so its message table applies unchanged.
 */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'route_not_found',
  'unauthenticated',
  'forbidden',
  'conflict',
  'rate_limited',
  'internal',
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/weak-password',
  'auth/name-too-short',
  'auth/privacy-consent-required',
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/invalid-reset-token',
  'auth/session-expired',
  'auth/unknown',
  // Financial data center uploads (issue 3): each refusal names what is wrong with the file.
  'file/required',
  'file/multiple',
  'file/too-large',
  'file/unsupported-type',
  'file/empty',
  'file/corrupt',
  'file/encrypted',
  'file/zip-bomb',
  'file/no-text',
  'file/no-accounts',
  'file/ocr-failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** RFC 9457 problem document with our stable `code` and optional `params` (e.g. the field). */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  instance: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;
