import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnedResource } from '../../platform/tenancy/owners';
import type { Actor } from './policy';
import type { Caller } from './trash-service';

export const PREFIX = '/api/financial-data';
export const tags = ['financial-data'];
/** Least roles (policy.ts): reading for viewers, writing for users, the workspace for admins. */
export const READ = { minRole: 'viewer' as const };
export const WRITE = { minRole: 'user' as const };
export const ADMIN = { minRole: 'admin' as const };

/**
 * The organisation check of a route that names one row (platform/tenancy/guard.ts): `id` in the
 * path must be a row the caller may read, or write; another organisation's answers 404.
 */
export const reads = (resource: OwnedResource, param = 'id') =>
  ({ resource, param, access: 'read' }) as const;
export const writes = (resource: OwnedResource, param = 'id') =>
  ({ resource, param, access: 'write' }) as const;

/** The signed-in user of a request with its organisation scope (the guards have let it through). */
export type ActorOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Actor>;

/** The caller as the audit trail records it. */
export async function callerOf(
  actorOf: ActorOf,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  return {
    scope: await actorOf(request, reply),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
