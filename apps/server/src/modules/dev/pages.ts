import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-type';

/** Host names that name this machine (the Host header, without its port). */
const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * A request from this machine to a local host name. Both count: the address, so another machine
 * cannot reach the pages through a port forward or a LAN address, and the Host header, so a page
 * of another site cannot reach them through a name that resolves here (DNS rebinding).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return isLoopbackAddress(request.ip) && LOCAL_HOST_NAMES.includes(host);
}

/**
 * platform.md §2.1: the development pages (/dev/auth-debug, /dev/two-factor) open only on a
 * development server and only from the local host; anything else is sent to /. The pages
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
