import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../../config';
import { problem, sendProblem } from '../errors/problem';
import type { App } from '../http/app-type';
import { bearerCheck } from './access';
import { allowList } from './allow-list';

/** Exactly this path, outside /api: where Prometheus looks by default. */
export const METRICS_PATH = '/metrics';

/** The answer of an unknown path: the SPA fallback must not turn /metrics into index.html. */
const notFound = (reply: FastifyReply) => sendProblem(reply, problem('not_found', 404));

/**
 * GET /metrics. Off (no METRICS_TOKEN): 404, as any unknown path answers. On: a client outside
 * METRICS_ALLOW gets the same 404, so it cannot tell the endpoint exists; a request without the
 * bearer token, or with a wrong one, 401 with nothing more; otherwise the registry in the
 * Prometheus text format. The token is the credential, so the route needs no session
 * (`minRole: 'public'`) and no organisation (the figures are the whole server's).
 */
export function registerMetricsRoute(
  app: App,
  on: { settings: NonNullable<Config['metrics']>; registry: Registry } | null,
): void {
  const route = { config: { minRole: 'public', tenancy: 'none' }, schema: { hide: true } } as const;
  if (!on) {
    app.get(METRICS_PATH, route, (_request, reply) => notFound(reply));
    return;
  }
  const { settings, registry } = on;
  const allowed = allowList(settings.allow);
  const authorised = bearerCheck(settings.token);
  app.get(METRICS_PATH, route, async (request, reply) => {
    if (!allowed(request.ip)) return notFound(reply);
    if (!authorised(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, problem('unauthenticated', 401));
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
