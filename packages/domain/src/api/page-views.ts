import { z } from 'zod';

/** POST /api/page-views: one record per client-side route change (platform.md §2.1). */
export const PageViewBody = z
  .object({
    path: z.string().min(1).max(500).startsWith('/'),
    /** Anonymous per-tab id held in session storage (platform.md §3). */
    sessionId: z.string().min(8).max(64),
    title: z.string().max(200).optional(),
  })
  .strict();
export type PageViewBody = z.infer<typeof PageViewBody>;
