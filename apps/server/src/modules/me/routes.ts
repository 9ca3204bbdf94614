import {
  DEFAULT_TIMEZONE,
  isAdminRole,
  isRole,
  type Me,
  Me as MeSchema,
  ServerMeta,
} from '@bus/domain';
import type { Config } from '../../config';
import { listedDemoAccounts } from '../../platform/auth/demo-accounts';
import type { AuthSession, Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { isLocalRequest } from '../../platform/http/local-request';

function toMe({ user, session }: AuthSession): Me {
  const role = isRole(user.role) ? user.role : 'user';
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role,
    isAdmin: isAdminRole(role),
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
    sessionExpiresAt: new Date(session.expiresAt).toISOString(),
    impersonatedBy: session.impersonatedBy ?? null,
    preferredLanguage: user.preferredLanguage ?? 'ko',
    timezone: user.timezone ?? DEFAULT_TIMEZONE,
  };
}

/** GET /api/me (the signed-in user) and GET /api/meta (what the web needs before sign-in). */
export function registerMeRoutes(
  app: App,
  deps: { config: Config; sessions: Sessions; version: string },
) {
  app.get(
    '/api/me',
    {
      // The web polls /me to notice an ended session; that poll must not keep the session alive.
      config: { minRole: 'viewer', passiveSession: true },
      schema: { tags: ['me'], response: { 200: MeSchema } },
    },
    async (request, reply) => toMe(await deps.sessions.require(request, reply)),
  );
  app.get(
    '/api/meta',
    { config: { minRole: 'public' }, schema: { tags: ['me'], response: { 200: ServerMeta } } },
    async (request) => ({
      version: deps.version,
      devMode: deps.config.devMode,
      googleSignIn: Boolean(deps.config.google),
      // The demo passwords, like the other development aids, go only to this machine (§2.1).
      demoAccounts: isLocalRequest(request) ? listedDemoAccounts(deps.config) : [],
    }),
  );
}
