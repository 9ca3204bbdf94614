import { AppError } from '../errors/app-error';
import type { App } from '../http/app-type';
import type { OwnedResource } from './owners';
import type { Tenancy } from './tenancy';

/**
 * How a route meets the organisation rule (issue 14 §4), declared in its `config.tenancy`:
 * - a row check: the row named by `param` (in the path, else the query) must be readable, or
 *   writable, by the caller — checked here, before the handler;
 * - `listed`: the handler reads through a repository filtered by the caller's scope
 *   (visible.ts), or creates rows only in an organisation the caller may write;
 * - `none`: not organisation data (the caller's own account, notifications, administration,
 *   public pages).
 * A test proves every /api route declares one.
 */
export type TenancyRule =
  | { resource: OwnedResource; param: string; access: 'read' | 'write' }
  | 'listed'
  | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    tenancy?: TenancyRule;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerTenancyGuard(app: App, tenancy: Tenancy) {
  // preValidation: after the role guard (onRequest), before the body is validated, so a row of
  // another organisation answers 404 whatever the body says (a 400 would confirm the route took
  // the id). Ids are not validated yet: anything but a uuid cannot name a row.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.tenancy;
    if (!rule || rule === 'none' || request.ws) return;
    if (rule === 'listed') {
      if (request.method === 'GET') {
        const scope = await tenancy.scopeOf(request);
        await tenancy.noteOversightRead(request, scope, null, { query: request.query });
      }
      return;
    }
    const params = (request.params ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const id = params[rule.param] ?? query[rule.param];
    if (id === undefined) return;
    if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('not_found', 404);
    await tenancy.require(request, rule.resource, id, rule.access);
  });
}
