import { z } from 'zod';

export { ERROR_CODES, type ErrorCode } from '../error-codes';

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
