import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminBanBody,
  type AdminCreateUserBody,
  type AdminStats,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserList,
  type AuditAction,
  type AuditEventList,
  type AuditEventQuery,
  DEFAULT_ROLE,
  isRole,
  passwordIssues,
  type Role,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Auth } from '../../platform/auth/auth';
import type { Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { removePersonalFiles } from '../account/personal-files';
import {
  type Actor,
  canBan,
  canChangeRole,
  canCreateWithRole,
  canDelete,
  canImpersonate,
  canManage,
  canSetEmailApproval,
  type Refusal,
  type Target,
} from './policy';
import type { AdminRepo, ListedUser, UserFilter, UserRow } from './repo';

/** Who calls and from where; `headers` carry the caller's session to better-auth. */
export type AdminContext = {
  actor: Actor & { email: string };
  headers: Headers;
  ip: string | null;
  userAgent: string | null;
};

type Deps = {
  repo: AdminRepo;
  auth: Auth;
  sessions: Sessions;
  audit: AuditLog;
  /** The configured super admin's e-mail (never deleted or demoted). */
  builtInEmail: string | null;
  /** Profile photos: a deleted user's goes with the account (account/personal-files.ts). */
  storage: FileStorage;
  log: FastifyBaseLogger;
};

const roleOf = (row: UserRow): Role => (isRole(row.role) ? row.role : DEFAULT_ROLE);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function adminService({ repo, auth, sessions, audit, builtInEmail, storage, log }: Deps) {
  const isBuiltIn = (row: UserRow) => builtInEmail !== null && row.email === builtInEmail;
  const targetOf = (row: UserRow): Target => ({
    id: row.id,
    role: roleOf(row),
    builtIn: isBuiltIn(row),
  });

  const toAdminUser = (row: ListedUser, actorId: string): AdminUser => ({
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    department: row.department,
    role: roleOf(row),
    disabled: row.banned === true,
    banReason: row.banReason,
    banExpires: iso(row.banExpires),
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.id === actorId,
    isBuiltIn: isBuiltIn(row),
    organisation: row.organisation,
  });

  const record = (
    ctx: AdminContext,
    action: AuditAction,
    target: UserRow | { id: string; email: string },
    detail?: Record<string, unknown>,
    outcome: 'success' | 'failure' = 'success',
  ) =>
    audit.record({
      action,
      outcome,
      actor: { id: ctx.actor.id, email: ctx.actor.email },
      target: { id: target.id, email: target.email },
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      detail: detail ?? null,
    });

  /** Throws the refusal after writing it to the audit trail as a failed attempt. */
  async function enforce(ctx: AdminContext, action: AuditAction, row: UserRow, refusal: Refusal) {
    if (!refusal) return;
    await record(ctx, action, row, { code: refusal.code }, 'failure');
    throw new AppError(refusal.code, refusal.status);
  }

  async function load(id: string): Promise<ListedUser> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('admin/user-not-found', 404);
    return row;
  }

  /** The row after a change, as the table shows it; cached sessions are dropped first. */
  async function changed(ctx: AdminContext, id: string): Promise<AdminUser> {
    await sessions.invalidate();
    return toAdminUser(await load(id), ctx.actor.id);
  }

  async function assertUsernameFree(username: string, exceptId?: string) {
    if (await repo.usernameTaken(username, exceptId)) {
      throw new AppError('admin/username-taken', 409, { field: 'username' });
    }
  }

  return {
    async list(filter: UserFilter, page: number, actorId: string): Promise<AdminUserList> {
      const { rows, total } = await repo.listUsers({ ...filter, q: filter.q || undefined }, page);
      return {
        items: rows.map((row) => toAdminUser(row, actorId)),
        total,
        page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
      };
    },

    async stats(): Promise<AdminStats> {
      const s = await repo.stats(new Date());
      return { ...s, admins: s.byRole.admin + s.byRole.super_admin };
    },

    async create(ctx: AdminContext, body: AdminCreateUserBody): Promise<AdminUser> {
      const refusal = canCreateWithRole(ctx.actor, body.role);
      if (refusal) throw new AppError(refusal.code, refusal.status);
      const issues = passwordIssues(body.password);
      if (issues.length > 0) throw new AppError('auth/weak-password', 400, { issues });
      await assertUsernameFree(body.username);
      if (await repo.emailTaken(body.email)) {
        throw new AppError('auth/email-already-in-use', 409, { field: 'email' });
      }
      const { user } = await auth.api.createUser({
        body: { email: body.email, password: body.password, name: body.name, role: body.role },
        headers: ctx.headers,
      });
      await repo.update(user.id, {
        username: body.username,
        // A super admin always has e-mail approval (data-center-board-admin.md §4).
        emailVerified: body.role === 'super_admin' || body.emailVerified === true,
      });
      const created = await load(user.id);
      await record(ctx, 'user.created', created, { role: body.role });
      return toAdminUser(created, ctx.actor.id);
    },

    async update(ctx: AdminContext, id: string, body: AdminUpdateUserBody): Promise<AdminUser> {
      const row = await load(id);
      await enforce(ctx, 'user.updated', row, canManage(ctx.actor, targetOf(row)));
      if (body.username !== undefined) await assertUsernameFree(body.username, id);
      await repo.update(id, body);
      await record(ctx, 'user.updated', row, { fields: Object.keys(body) });
      return changed(ctx, id);
    },

    async remove(ctx: AdminContext, id: string): Promise<void> {
      const row = await load(id);
      await enforce(ctx, 'user.deleted', row, canDelete(ctx.actor, targetOf(row)));
      await auth.api.removeUser({ body: { userId: id }, headers: ctx.headers });
      await sessions.invalidate();
      await removePersonalFiles(row, { storage, log });
      await record(ctx, 'user.deleted', row, { role: roleOf(row) });
    },

    async setRole(ctx: AdminContext, id: string, role: Role): Promise<AdminUser> {
      const row = await load(id);
      await enforce(ctx, 'role.changed', row, canChangeRole(ctx.actor, targetOf(row), role));
      const from = roleOf(row);
      await auth.api.setRole({ body: { userId: id, role }, headers: ctx.headers });
      if (role === 'super_admin' && !row.emailVerified) {
        await repo.update(id, { emailVerified: true });
        await record(ctx, 'email_approval.granted', row, { reason: 'super_admin' });
      }
      await record(ctx, 'role.changed', row, { from, to: role });
      return changed(ctx, id);
    },

    async setEmailApproval(ctx: AdminContext, id: string, approved: boolean) {
      const row = await load(id);
      const action = approved ? 'email_approval.granted' : 'email_approval.revoked';
      await enforce(ctx, action, row, canSetEmailApproval(ctx.actor, targetOf(row), approved));
      await repo.update(id, { emailVerified: approved });
      await record(ctx, action, row);
      return changed(ctx, id);
    },

    /**
     * Moves a user into an organisation, or out of every one (issue 14 §2). The session cache
     * holds user fields, so it is dropped: the user's next request sees the new organisation.
     */
    async setOrganisation(
      ctx: AdminContext,
      id: string,
      organisationId: string | null,
    ): Promise<AdminUser> {
      const row = await load(id);
      await enforce(ctx, 'membership.changed', row, canManage(ctx.actor, targetOf(row)));
      if (organisationId && !(await repo.organisationRef(organisationId))) {
        throw new AppError('not_found', 404, { field: 'organisationId' });
      }
      await repo.setOrganisation(id, organisationId);
      await audit.record({
        action: 'membership.changed',
        actor: { id: ctx.actor.id, email: ctx.actor.email },
        target: { id: row.id, email: row.email },
        organisationId: organisationId ?? row.organisationId,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        detail: { from: row.organisationId, to: organisationId },
      });
      return changed(ctx, id);
    },

    async ban(ctx: AdminContext, id: string, body: AdminBanBody): Promise<AdminUser> {
      const row = await load(id);
      await enforce(ctx, 'user.banned', row, canBan(ctx.actor, targetOf(row)));
      const seconds = body.expiresAt
        ? Math.ceil((new Date(body.expiresAt).getTime() - Date.now()) / 1000)
        : undefined;
      if (seconds !== undefined && seconds <= 0) {
        throw new AppError('validation_failed', 400, { field: 'expiresAt' });
      }
      await auth.api.banUser({
        body: { userId: id, banReason: body.reason || undefined, banExpiresIn: seconds },
        headers: ctx.headers,
      });
      await record(ctx, 'user.banned', row, {
        reason: body.reason ?? null,
        expiresAt: body.expiresAt ?? null,
      });
      return changed(ctx, id);
    },

    async unban(ctx: AdminContext, id: string): Promise<AdminUser> {
      const row = await load(id);
      await enforce(ctx, 'user.unbanned', row, canManage(ctx.actor, targetOf(row)));
      await auth.api.unbanUser({ body: { userId: id }, headers: ctx.headers });
      await record(ctx, 'user.unbanned', row);
      return changed(ctx, id);
    },

    async revokeSessions(ctx: AdminContext, id: string): Promise<void> {
      const row = await load(id);
      await enforce(ctx, 'sessions.revoked', row, canManage(ctx.actor, targetOf(row)));
      await auth.api.revokeUserSessions({ body: { userId: id }, headers: ctx.headers });
      await sessions.invalidate();
      await record(ctx, 'sessions.revoked', row);
    },

    /** Switches the caller's cookie to a session of the target; returns better-auth's cookies. */
    async impersonate(ctx: AdminContext, id: string): Promise<string[]> {
      const row = await load(id);
      await enforce(ctx, 'impersonation.started', row, canImpersonate(ctx.actor, targetOf(row)));
      const { headers } = await auth.api.impersonateUser({
        body: { userId: id },
        headers: ctx.headers,
        returnHeaders: true,
      });
      await record(ctx, 'impersonation.started', row);
      return headers.getSetCookie();
    },

    /**
     * Ends an impersonation from the impersonated session and restores the admin's own session;
     * the admin is the actor of the audit row, the impersonated user its target.
     */
    async stopImpersonating(
      ctx: Omit<AdminContext, 'actor'>,
      current: { userId: string; email: string; impersonatedBy: string | null | undefined },
    ): Promise<string[]> {
      if (!current.impersonatedBy) throw new AppError('admin/not-impersonating', 400);
      const admin = await repo.findById(current.impersonatedBy);
      const { headers } = await auth.api.stopImpersonating({
        headers: ctx.headers,
        returnHeaders: true,
      });
      await sessions.invalidate();
      await audit.record({
        action: 'impersonation.stopped',
        actor: { id: current.impersonatedBy, email: admin?.email ?? null },
        target: { id: current.userId, email: current.email },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return headers.getSetCookie();
    },

    auditEvents(query: AuditEventQuery): Promise<AuditEventList> {
      const { page, pageSize, ...filter } = query;
      return audit.list(filter, { page, pageSize });
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
