import {
  Invite,
  InviteAccept,
  InviteAccepted,
  InviteCreate,
  InviteList,
  InvitePreview,
  Organisation,
  OrganisationCreate,
  OrganisationList,
  OrganisationUpdate,
  OversightSet,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import type { Services } from '../../services';
import { organisationRepo } from './repo';
import { type OrganisationContext, organisationService } from './service';

const IdParams = z.object({ id: z.uuid() });
// Any string: a mangled link answers organisation/invite-invalid like an unknown one (service).
const TokenParams = z.object({ token: z.string().min(1).max(128) });
const NoContent = { 204: z.null().describe('Done') };
const tags = ['organisations'];
/** Administration is not organisation data: admins reach every organisation (issue 14 §2). */
const admin = { minRole: 'admin' as const, tenancy: 'none' as const };
/** An invitation link is tried by whoever holds it: a few a minute per address is plenty. */
const INVITE_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('rate_limited', 429),
};

/**
 * /api/admin/organisations/* (create, rename, delete, oversight, invitation links) and the
 * invitation links' own /api/invites/:token (issue 14 §2, §3). Thin: the rules are in policy.ts,
 * the use cases in service.ts.
 */
export function registerOrganisationRoutes(app: App, services: Services): void {
  const { sessions } = services;
  const service = organisationService({
    repo: organisationRepo(services.database.db),
    sessions,
    audit: services.audit,
    publicUrl: services.config.publicUrl,
  });

  const context = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<OrganisationContext> => {
    const { user } = await sessions.require(request, reply);
    return {
      actor: { id: user.id, email: user.email },
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    };
  };

  app.get(
    '/api/admin/organisations',
    { config: admin, schema: { tags, response: { 200: OrganisationList } } },
    async () => service.list(),
  );
  app.post(
    '/api/admin/organisations',
    { config: admin, schema: { tags, body: OrganisationCreate, response: { 201: Organisation } } },
    async (req, reply) => {
      const created = await service.create(await context(req, reply), req.body);
      return reply.status(201).send(created);
    },
  );
  app.patch(
    '/api/admin/organisations/:id',
    {
      config: admin,
      schema: { tags, params: IdParams, body: OrganisationUpdate, response: { 200: Organisation } },
    },
    async (req, reply) => service.update(await context(req, reply), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/organisations/:id',
    { config: admin, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.remove(await context(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/admin/organisations/:id/oversight',
    {
      config: admin,
      schema: { tags, params: IdParams, body: OversightSet, response: { 200: Organisation } },
    },
    async (req, reply) => service.setOversight(await context(req, reply), req.params.id, req.body),
  );
  app.get(
    '/api/admin/organisations/:id/invites',
    { config: admin, schema: { tags, params: IdParams, response: { 200: InviteList } } },
    async (req) => service.listInvites(req.params.id),
  );
  app.post(
    '/api/admin/organisations/:id/invites',
    {
      config: admin,
      schema: { tags, params: IdParams, body: InviteCreate, response: { 201: Invite } },
    },
    async (req, reply) => {
      const invite = await service.createInvite(await context(req, reply), req.params.id, req.body);
      return reply.status(201).send(invite);
    },
  );
  app.delete(
    '/api/admin/invites/:id',
    { config: admin, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.revokeInvite(await context(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invites/:token',
    {
      config: { minRole: 'public', tenancy: 'none', rateLimit: INVITE_RATE_LIMIT },
      schema: { tags, params: TokenParams, response: { 200: InvitePreview } },
    },
    async (req) => service.preview(req.params.token),
  );
  app.post(
    '/api/invites/:token/accept',
    {
      config: { minRole: 'viewer', tenancy: 'none', rateLimit: INVITE_RATE_LIMIT },
      schema: { tags, params: TokenParams, body: InviteAccept, response: { 200: InviteAccepted } },
    },
    async (req, reply) =>
      service.accept(await context(req, reply), req.params.token, req.body?.move),
  );
}
