import {
  DEFAULT_TIMEZONE,
  isAdminRole,
  isRole,
  type Me,
  Me as MeSchema,
  type OrganisationRef,
  ServerMeta,
} from '@bus/domain';
import type { Config } from '../../config';
import { listedDemoAccounts } from '../../platform/auth/demo-accounts';
import type { AuthSession, Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { isLocalRequest } from '../../platform/http/local-request';
import { isOverseer, ownAccess, type Scope } from '../../platform/tenancy/scope';
import type { Tenancy } from '../../platform/tenancy/tenancy';
import type { MembershipRepo } from '../organisations/membership';

function toMe(
  { user, session }: AuthSession,
  scope: Scope,
  organisation: OrganisationRef | null,
): Me {
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
    organisation,
    dataAccess: ownAccess(scope),
    oversees: isOverseer(scope),
  };
}

/** GET /api/me (the signed-in user) and GET /api/meta (what the web needs before sign-in). */
export function registerMeRoutes(
  app: App,
  deps: {
    config: Config;
    sessions: Sessions;
    tenancy: Tenancy;
    members: MembershipRepo;
    version: string;
  },
) {
  app.get(
    '/api/me',
    {
      // The web polls /me to notice an ended session; that poll must not keep the session alive.
      config: { minRole: 'viewer', passiveSession: true, tenancy: 'none' },
      schema: { tags: ['me'], response: { 200: MeSchema } },
    },
    async (request, reply) => {
      const current = await deps.sessions.require(request, reply);
      const scope = await deps.tenancy.scopeOf(request, reply);
      const organisation = scope.organisationId
        ? await deps.members.ref(scope.organisationId)
        : null;
      return toMe(current, scope, organisation);
    },
  );
  app.get(
    '/api/meta',
    {
      config: { minRole: 'public', tenancy: 'none' },
      schema: { tags: ['me'], response: { 200: ServerMeta } },
    },
    async (request) => ({
      version: deps.version,
      devMode: deps.config.devMode,
      googleSignIn: Boolean(deps.config.google),
      // The demo passwords, like the other development aids, go only to this machine (§2.1).
      demoAccounts: isLocalRequest(request) ? listedDemoAccounts(deps.config) : [],
    }),
  );
}
