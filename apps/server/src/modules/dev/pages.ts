import type { App } from '../../platform/http/app-type';
import { isLocalRequest } from '../../platform/http/local-request';

/**
 * platform.md §2.1: the development pages (/dev/auth-debug) open only on a development server and
 * only from the local host; anything else is sent to /. The pages
 * themselves are the web app's (its history fallback serves index.html), and a production build of
 * the web app has none of them (apps/web/src/components/dev-aids.tsx).
 */
export function registerDevPageGuard(app: App, devMode: boolean): void {
  app.get(
    '/dev/*',
    { config: { minRole: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!devMode || !isLocalRequest(request)) return reply.redirect('/', 302);
      return reply.callNotFound();
    },
  );
}
