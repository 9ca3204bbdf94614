import type { FastifyRequest } from 'fastify';
import type { App } from './app-type';

/** Host names that name this machine (the Host header, without its port). */
const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The clients a proxy says it forwarded for (X-Forwarded-For, Forwarded `for=`), if any. */
function forwardedFor(request: FastifyRequest): string[] {
  const header = (name: string) => [request.headers[name] ?? []].flat().join(',');
  const listed = header('x-forwarded-for').split(',');
  const forwarded = [...header('forwarded').matchAll(/for="?\[?([^\]",;]+)/gi)];
  return [...listed, ...forwarded.map((match) => match[1] ?? '')]
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * A request from this machine to a local host name (platform.md §2.1: development aids only on the
 * local host). All count: the address, so another machine cannot reach the aids through a port
 * forward or a LAN address; the Host header, so a page of another site cannot reach them through a
 * name that resolves here (DNS rebinding); and any forwarded-for client, so a proxy on this machine
 * (the Vite dev server's, vite.config.ts) does not make a remote visitor look local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    isLoopbackAddress(request.ip) &&
    LOCAL_HOST_NAMES.includes(host) &&
    forwardedFor(request).every(isLoopbackAddress)
  );
}

/**
 * Answers a route marked `config: { localOnly: true }` with the ordinary 404 unless the request is
 * local, so another machine cannot tell the route exists. Registered before the role guard, so a
 * remote caller gets the 404 rather than a 401 or 403 that would reveal it.
 */
export function registerLocalOnlyGuard(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.localOnly || isLocalRequest(request)) return;
    reply.callNotFound();
    return reply;
  });
}
