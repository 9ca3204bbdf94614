import { z } from 'zod';

/** URL-safe slug of a static page (/page/{slug}). */
export const PageSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** GET /api/pages/{slug}: content is HTML already sanitised by the server. */
export const StaticPage = z.object({
  slug: PageSlug,
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type StaticPage = z.infer<typeof StaticPage>;
