import { PageViewBody } from '@bus/domain';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import type { PageViewService } from './service';

/** One record per route change; a browser makes a few a minute, a flood is refused per IP. */
export const PAGE_VIEW_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export function registerPageViewRoutes(app: App, sessions: Sessions, service: PageViewService) {
  app.post(
    '/api/page-views',
    {
      config: {
        minRole: 'public',
        tenancy: 'none',
        rateLimit: {
          ...PAGE_VIEW_RATE_LIMIT,
          errorResponseBuilder: () => new AppError('rate_limited', 429),
        },
      },
      schema: {
        tags: ['page-views'],
        summary: 'Record a page view (anonymous allowed)',
        body: PageViewBody,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      const current = await sessions.of(request, reply);
      await service.record(current?.user.id ?? null, request.body);
      return reply.status(204).send(null);
    },
  );
}
