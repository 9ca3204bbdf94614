import { DEFAULT_ROLE, hasRole } from '@bus/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors/app-error';
import type { App } from '../http/app-type';
import type { TenancyRule } from '../tenancy/guard';
import type { AuthSession, Sessions } from './session';

/**
 * Response header naming the caller's current role on every guarded route: the web compares it
 * with the role its page data was loaded under and shows the role-mismatch notice (issue 6 §1).
 */
export const SESSION_ROLE_HEADER = 'x-session-role';

export type RouteRecord = {
  method: string;
  url: string;
  minRole: string | undefined;
  /** The route's organisation rule (platform/tenancy/guard.ts). */
  tenancy: TenancyRule | undefined;
};

/**
 * Enforces each route's `config.minRole` before the body is even parsed: 401 without a session,
 * 403 below the role. WebSocket upgrades are left to their handler, which closes with 4401.
 * Returns a listing of every route so a test can prove each /api route declares a role.
 */
export function registerRoleGuard(app: App, sessions: Sessions): () => RouteRecord[] {
  // Route options are kept by reference: a plugin's own onRoute hook may set the role after ours.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
  });
  app.addHook('onRequest', async (request, reply) => {
    const minRole = request.routeOptions.config.minRole;
    if (!minRole || minRole === 'public' || request.ws) return;
    await requireRole(sessions, request, reply, minRole);
  });
  return () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method,
        url: route.url,
        minRole: route.config?.minRole,
        tenancy: route.config?.tenancy,
      })),
    );
}

/** The signed-in user with at least `least`, or an AppError (401/403). */
export async function requireRole(
  sessions: Sessions,
  request: FastifyRequest,
  reply: FastifyReply,
  least: Exclude<NonNullable<FastifyRequest['routeOptions']['config']['minRole']>, 'public'>,
): Promise<AuthSession> {
  const current = await sessions.of(request, reply);
  if (!current) throw new AppError('unauthenticated', 401);
  reply.header(SESSION_ROLE_HEADER, current.user.role ?? DEFAULT_ROLE);
  if (!hasRole(current.user.role, least)) throw new AppError('forbidden', 403);
  return current;
}
