import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Role } from '@bus/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The least role a route needs, or 'public' for anyone (checked on every request). */
export type MinRole = Role | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    minRole?: MinRole;
    /**
     * A background check (GET /api/me, which the web polls every 300 s), not user activity: it
     * does not reset the idle timeout (ADR 0007), or an open tab would keep a session alive.
     */
    passiveSession?: boolean;
    /**
     * Reachable only from this machine under a local host name (development aids, platform.md
     * §2.1); any other caller gets 404 (http/local-request.ts).
     */
    localOnly?: boolean;
  }
}
