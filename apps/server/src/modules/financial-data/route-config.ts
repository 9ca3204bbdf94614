import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from './policy';

export const PREFIX = '/api/financial-data';
export const tags = ['financial-data'];
/** Least roles (policy.ts): reading for viewers, writing for users, the workspace for admins. */
export const READ = { minRole: 'viewer' as const };
export const WRITE = { minRole: 'user' as const };
export const ADMIN = { minRole: 'admin' as const };

/** The signed-in user of a request (the role guard has already let it through). */
export type ActorOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Actor>;
