import {
  AdminBanBody,
  AdminCreateUserBody,
  AdminRoleBody,
  AdminStats,
  AdminUpdateUserBody,
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  AuditEventList,
  AuditEventQuery,
  DEFAULT_ROLE,
  isRole,
  MembershipSet,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toWebHeaders } from '../../platform/auth/web-headers';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import type { Services } from '../../services';
import { adminRepo } from './repo';
import { type AdminContext, adminService } from './service';

const IdParams = z.object({ id: z.string().trim().min(1).max(64) });
const NoContent = { 204: z.null().describe('Done') };
const tags = ['admin'];
/** User administration is not organisation data (issue 14: admins reach every organisation). */
const admin = { minRole: 'admin' as const, tenancy: 'none' as const };

/** §5 admin form: the e-mail is locked once the account exists; say so rather than "invalid". */
async function refuseEmailChange(request: FastifyRequest) {
  const body = request.body;
  if (body && typeof body === 'object' && 'email' in body) {
    throw new AppError('admin/email-not-editable', 400, { field: 'email' });
  }
}

/**
 * /api/admin/* — user management, roles, approval, bans, impersonation and the audit trail
 * (issue 6 §1, §7). Every route calls better-auth server-side (`services.auth.api`), never
 * through the public /api/auth wildcard, which refuses /admin/*; the rules are in policy.ts.
 */
export function registerAdminRoutes(app: App, services: Services): void {
  const { sessions } = services;
  const service = adminService({
    repo: adminRepo(services.database.db),
    auth: services.auth,
    sessions,
    audit: services.audit,
    builtInEmail: services.config.superAdmin?.email ?? null,
    storage: services.storage,
    log: app.log,
  });

  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<AdminContext> => {
    const { user } = await sessions.require(request, reply);
    return {
      actor: { id: user.id, email: user.email, role: isRole(user.role) ? user.role : DEFAULT_ROLE },
      headers: toWebHeaders(request.headers),
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    };
  };

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: { tags, querystring: AdminUserListQuery, response: { 200: AdminUserList } },
    },
    async (req, reply) => {
      const { actor } = await context(req, reply);
      const { q, organisation, approval, page } = req.query;
      return service.list({ q, organisation, approval }, page, actor.id);
    },
  );
  app.get(
    '/api/admin/stats',
    { config: admin, schema: { tags, response: { 200: AdminStats } } },
    async () => service.stats(),
  );
  app.post(
    '/api/admin/users',
    { config: admin, schema: { tags, body: AdminCreateUserBody, response: { 201: AdminUser } } },
    async (req, reply) => {
      const created = await service.create(await context(req, reply), req.body);
      return reply.status(201).send(created);
    },
  );
  app.patch(
    '/api/admin/users/:id',
    {
      config: admin,
      preValidation: refuseEmailChange,
      schema: { tags, params: IdParams, body: AdminUpdateUserBody, response: { 200: AdminUser } },
    },
    async (req, reply) => service.update(await context(req, reply), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/users/:id',
    { config: admin, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.remove(await context(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: { tags, params: IdParams, body: AdminRoleBody, response: { 200: AdminUser } },
    },
    async (req, reply) => service.setRole(await context(req, reply), req.params.id, req.body.role),
  );
  app.post(
    '/api/admin/users/:id/email-approval',
    { config: admin, schema: { tags, params: IdParams, response: { 200: AdminUser } } },
    async (req, reply) => service.setEmailApproval(await context(req, reply), req.params.id, true),
  );
  app.delete(
    '/api/admin/users/:id/email-approval',
    { config: admin, schema: { tags, params: IdParams, response: { 200: AdminUser } } },
    async (req, reply) => service.setEmailApproval(await context(req, reply), req.params.id, false),
  );
  app.put(
    '/api/admin/users/:id/organisation',
    {
      config: admin,
      schema: { tags, params: IdParams, body: MembershipSet, response: { 200: AdminUser } },
    },
    async (req, reply) =>
      service.setOrganisation(await context(req, reply), req.params.id, req.body.organisationId),
  );
  app.post(
    '/api/admin/users/:id/ban',
    {
      config: admin,
      schema: { tags, params: IdParams, body: AdminBanBody, response: { 200: AdminUser } },
    },
    async (req, reply) => service.ban(await context(req, reply), req.params.id, req.body ?? {}),
  );
  app.post(
    '/api/admin/users/:id/unban',
    { config: admin, schema: { tags, params: IdParams, response: { 200: AdminUser } } },
    async (req, reply) => service.unban(await context(req, reply), req.params.id),
  );
  app.post(
    '/api/admin/users/:id/revoke-sessions',
    { config: admin, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      await service.revokeSessions(await context(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/admin/users/:id/impersonate',
    { config: admin, schema: { tags, params: IdParams, response: NoContent } },
    async (req, reply) => {
      const cookies = await service.impersonate(await context(req, reply), req.params.id);
      return reply.header('set-cookie', cookies).status(204).send(null);
    },
  );
  // Called from the impersonated session, whatever its role; the service refuses any other.
  app.post(
    '/api/admin/impersonation/stop',
    { config: { minRole: 'viewer', tenancy: 'none' }, schema: { tags, response: NoContent } },
    async (req, reply) => {
      const { user, session } = await sessions.require(req, reply);
      const cookies = await service.stopImpersonating(
        {
          headers: toWebHeaders(req.headers),
          ip: req.ip ?? null,
          userAgent: req.headers['user-agent'] ?? null,
        },
        { userId: user.id, email: user.email, impersonatedBy: session.impersonatedBy },
      );
      return reply.header('set-cookie', cookies).status(204).send(null);
    },
  );
  app.get(
    '/api/admin/audit-events',
    {
      config: { minRole: 'super_admin', tenancy: 'none' },
      schema: { tags, querystring: AuditEventQuery, response: { 200: AuditEventList } },
    },
    async (req) => service.auditEvents(req.query),
  );
}
