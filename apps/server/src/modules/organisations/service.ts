import { createHash, randomBytes } from 'node:crypto';
import {
  type AuditAction,
  INVITE_DEFAULT_DAYS,
  type Invite,
  type InviteAccepted,
  type InviteCreate,
  type InviteList,
  type InvitePreview,
  InviteToken,
  normalizeBusinessNumber,
  type Organisation,
  type OrganisationCreate,
  type OrganisationRef,
  type OrganisationUpdate,
  type OversightSet,
} from '@bus/domain';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import {
  canBeOverseen,
  canDeleteOrganisation,
  canJoin,
  canOversee,
  inviteUsable,
  type Refusal,
  roleAfterInvite,
} from './policy';
import {
  type GrantRow,
  type InviteRow,
  isUniqueViolation,
  type OrganisationRepo,
  type OrganisationRow,
} from './repo';

/** Who acts and from where (the admin routes' context fits). */
export type OrganisationContext = {
  actor: { id: string; email: string };
  ip: string | null;
  userAgent: string | null;
};

type Deps = {
  repo: OrganisationRepo;
  sessions: Sessions;
  audit: AuditLog;
  /** Where the web is served: invitation links point there. */
  publicUrl: string;
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes: a link nobody guesses; only its SHA-256 is stored. */
const INVITE_TOKEN_BYTES = 32;

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

const refRow = (row: { id: string; name: string; kind: OrganisationRef['kind'] }) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
});

function fail(refusal: Refusal): void {
  if (refusal) throw new AppError(refusal.code, refusal.status, refusal.params);
}

/** Organisation administration and invitations (issue 14 §2, §3): the rules are in policy.ts. */
export function organisationService({
  repo,
  sessions,
  audit,
  publicUrl,
  now = () => new Date(),
}: Deps) {
  const record = (
    ctx: OrganisationContext,
    action: AuditAction,
    organisationId: string | null,
    detail: Record<string, unknown>,
    target?: { id: string; email: string },
  ) =>
    audit.record({
      action,
      actor: { id: ctx.actor.id, email: ctx.actor.email },
      target: target ?? null,
      organisationId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      detail,
    });

  function toOrganisation(
    row: OrganisationRow,
    grants: readonly GrantRow[],
    byId: ReadonlyMap<string, OrganisationRow>,
  ): Organisation {
    const own = grants.filter((grant) => grant.overseerId === row.id);
    const oversees = own.some((grant) => grant.targetId === null)
      ? ('all' as const)
      : own.flatMap((grant) => {
          const target = grant.targetId ? byId.get(grant.targetId) : undefined;
          return target ? [refRow(target)] : [];
        });
    return {
      ...refRow(row),
      businessNumber: row.businessNumber,
      memberCount: row.memberCount,
      companyCount: row.companyCount,
      oversees,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function list(): Promise<Organisation[]> {
    const [rows, grants] = await Promise.all([repo.list(), repo.grants()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return rows.map((row) => toOrganisation(row, grants, byId));
  }

  async function load(id: string): Promise<OrganisationRow> {
    const row = await repo.find(id);
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  async function one(id: string): Promise<Organisation> {
    const found = (await list()).find((organisation) => organisation.id === id);
    if (!found) throw new AppError('not_found', 404);
    return found;
  }

  async function assertNameFree(name: string, exceptId?: string) {
    if (await repo.nameTaken(name, exceptId)) {
      throw new AppError('organisation/name-taken', 409, { field: 'name' });
    }
  }

  const storedNumber = (value: string | null | undefined) =>
    value ? normalizeBusinessNumber(value) : null;

  const toInvite = (row: InviteRow, organisation: OrganisationRef, url: string | null): Invite => ({
    id: row.id,
    organisation,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    url,
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
  });

  /** The invite behind a link, usable now: unknown (or revoked) 404, used or expired 410. */
  async function usableInvite(token: string): Promise<InviteRow> {
    const invite = InviteToken.safeParse(token).success
      ? await repo.inviteByHash(hashInviteToken(token))
      : null;
    if (!invite) throw new AppError('organisation/invite-invalid', 404);
    if (!inviteUsable(invite, now())) throw new AppError('organisation/invite-invalid', 410);
    return invite;
  }

  return {
    async list(): Promise<{ items: Organisation[] }> {
      return { items: await list() };
    },

    async create(ctx: OrganisationContext, body: OrganisationCreate): Promise<Organisation> {
      await assertNameFree(body.name);
      let id: string;
      try {
        id = await repo.insert({
          name: body.name,
          kind: body.kind,
          businessNumber: storedNumber(body.businessNumber),
        });
      } catch (error) {
        // Two admins creating the same name at once: the constraint decides.
        if (isUniqueViolation(error)) throw new AppError('organisation/name-taken', 409);
        throw error;
      }
      await record(ctx, 'organisation.created', id, { name: body.name, kind: body.kind });
      return one(id);
    },

    async update(
      ctx: OrganisationContext,
      id: string,
      body: OrganisationUpdate,
    ): Promise<Organisation> {
      const before = await load(id);
      if (body.name !== undefined) await assertNameFree(body.name, id);
      const patch = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.businessNumber !== undefined
          ? { businessNumber: storedNumber(body.businessNumber) }
          : {}),
      };
      let applied: boolean;
      try {
        applied = await repo.update(id, body.version, patch);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('organisation/name-taken', 409);
        throw error;
      }
      if (!applied) throw new AppError('conflict', 409, { version: before.version });
      await record(ctx, 'organisation.updated', id, { from: before.name, ...patch });
      // Members' sessions carry their organisation's name (Me.organisation).
      await sessions.invalidate();
      return one(id);
    },

    async remove(ctx: OrganisationContext, id: string): Promise<void> {
      const row = await load(id);
      fail(canDeleteOrganisation(await repo.contents(id)));
      await repo.remove(id);
      await record(ctx, 'organisation.deleted', id, { name: row.name, kind: row.kind });
    },

    async setOversight(
      ctx: OrganisationContext,
      id: string,
      body: OversightSet,
    ): Promise<Organisation> {
      const row = await load(id);
      fail(canOversee(row.kind));
      const targetIds = body.all ? [] : [...new Set(body.targetIds)];
      fail(canBeOverseen(await repo.refs(targetIds), targetIds.length));
      await repo.setGrants(id, body.all, targetIds, ctx.actor.id);
      await record(ctx, 'oversight.changed', id, { all: body.all, targetIds });
      // An overseer's scope is read per request; nothing of it is cached in sessions.
      return one(id);
    },

    async createInvite(
      ctx: OrganisationContext,
      organisationId: string,
      body: InviteCreate,
    ): Promise<Invite> {
      const organisation = refRow(await load(organisationId));
      const token = randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
      const days = body.days ?? INVITE_DEFAULT_DAYS;
      const role = body.role ?? 'user';
      const [row] = await repo.insertInvite({
        organisationId,
        tokenHash: hashInviteToken(token),
        role,
        expiresAt: new Date(now().getTime() + days * DAY_MS),
        createdBy: ctx.actor.id,
      });
      if (!row) throw new Error('invite insert returned nothing');
      await record(ctx, 'invite.created', organisationId, { inviteId: row.id, role, days });
      return toInvite(row, organisation, `${publicUrl}/invite/${token}`);
    },

    async listInvites(organisationId: string): Promise<InviteList> {
      const organisation = refRow(await load(organisationId));
      const rows = await repo.listInvites(organisationId);
      return { items: rows.map((row) => toInvite(row, organisation, null)) };
    },

    async revokeInvite(ctx: OrganisationContext, inviteId: string): Promise<void> {
      const invite = await repo.findInvite(inviteId);
      if (!invite) throw new AppError('not_found', 404);
      await repo.removeInvite(inviteId);
      await record(ctx, 'invite.revoked', invite.organisationId, { inviteId });
    },

    async preview(token: string): Promise<InvitePreview> {
      const invite = await usableInvite(token);
      const organisation = await load(invite.organisationId);
      return {
        organisation: { name: organisation.name, kind: organisation.kind },
        role: invite.role,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    async accept(
      ctx: OrganisationContext,
      token: string,
      move: boolean | undefined,
    ): Promise<InviteAccepted> {
      const invite = await usableInvite(token);
      const member = await repo.member(ctx.actor.id);
      if (!member) throw new AppError('unauthenticated', 401);
      fail(canJoin(member.organisationId, invite.organisationId, move));
      const role = roleAfterInvite(member.role, invite.role);
      const taken = await repo.accept(invite.id, member.id, now(), role);
      // Lost a race with another acceptance of the same link.
      if (!taken) throw new AppError('organisation/invite-invalid', 410);
      await sessions.invalidate();
      const target = { id: member.id, email: member.email };
      const organisation = refRow(await load(invite.organisationId));
      await record(ctx, 'invite.accepted', invite.organisationId, { inviteId: invite.id }, target);
      await record(
        ctx,
        'membership.changed',
        invite.organisationId,
        { from: member.organisationId, to: invite.organisationId, via: 'invite' },
        target,
      );
      return { organisation, role: role ?? member.role ?? 'user' };
    },
  };
}

export type OrganisationService = ReturnType<typeof organisationService>;
