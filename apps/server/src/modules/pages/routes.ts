import { PageSlug, StaticPage } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import type { PageService } from './service';

export function registerPageRoutes(app: App, service: PageService) {
  app.get(
    '/api/pages/:slug',
    {
      config: { minRole: 'public', tenancy: 'none' },
      schema: {
        tags: ['pages'],
        summary: 'A static content page (sanitised HTML)',
        params: z.object({ slug: PageSlug }),
        response: { 200: StaticPage },
      },
    },
    async (request) => service.get(request.params.slug),
  );
}
