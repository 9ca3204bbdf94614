import type { FastifyRequest } from 'fastify';
import type { App } from '../http/app-type';
import { type HttpMetrics, UNMATCHED_ROUTE } from './registry';

/** A WebSocket upgrade is handed to its socket and never answered as HTTP: not counted. */
function isUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade !== undefined;
}

/**
 * Counts and times every HTTP answer by method, route PATTERN (`/api/companies/:id`, never the
 * raw URL, so the series stay few) and status class, and keeps the in-flight gauge. Registered
 * ahead of the guards: a request the role guard refuses still counts (onResponse always runs).
 * Callback hooks, not async ones: they run on every request.
 */
export function instrumentHttp(app: App, metrics: HttpMetrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isUpgrade(request)) {
      metrics.inFlight.inc();
      let open = true;
      // 'close' also fires when the client goes away before the answer ('finish' never does).
      const end = () => {
        if (!open) return;
        open = false;
        metrics.inFlight.dec();
      };
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!isUpgrade(request)) {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      metrics.requests.inc(labels);
      metrics.duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
