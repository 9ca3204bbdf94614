import type { OrganisationKind } from '@bus/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditLog } from '../audit/audit-log';
import type { Sessions } from '../auth/session';
import type { Database } from '../db/database';
import { organisations, oversightGrants } from '../db/schema/organisations';
import { AppError } from '../errors/app-error';
import { type OwnedResource, ownerOf } from './owners';
import {
  accessTo,
  isOverseer,
  type Owner,
  ownWriteRefusal,
  type Scope,
  scopeOfUser,
  writeRefusal,
} from './scope';

/**
 * The organisation scope of requests (issue 14 §4): who the caller is, which organisations it
 * may read and write, and the checks every route goes through (guard.ts) or a service calls for
 * rows it reaches by other means.
 */
export type Tenancy = ReturnType<typeof createTenancy>;

export function createTenancy(deps: { db: Database; sessions: Sessions; audit: AuditLog }) {
  const { db, sessions, audit } = deps;
  const perRequest = new WeakMap<FastifyRequest, Promise<Scope>>();

  /** The kind of the user's organisation and what it oversees, in one query. */
  async function organisationOf(
    organisationId: string | null,
  ): Promise<{ kind: OrganisationKind | null; oversees: Scope['oversees'] }> {
    if (!organisationId) return { kind: null, oversees: [] };
    const rows = await db
      .select({
        kind: organisations.kind,
        grantId: oversightGrants.id,
        targetId: oversightGrants.targetId,
      })
      .from(organisations)
      .leftJoin(oversightGrants, eq(oversightGrants.overseerId, organisations.id))
      .where(eq(organisations.id, organisationId));
    // Without grants the join gives one row with a null grant id (not an "all operators" grant).
    const grants = rows.filter((row) => row.grantId !== null);
    const oversees = grants.some((grant) => grant.targetId === null)
      ? 'all'
      : grants.map((grant) => grant.targetId as string);
    return { kind: rows[0]?.kind ?? null, oversees };
  }

  async function load(request: FastifyRequest, reply: FastifyReply | null): Promise<Scope> {
    const current = await sessions.of(request, reply);
    if (!current) throw new AppError('unauthenticated', 401);
    const user = current.user as typeof current.user & { organisationId?: string | null };
    const organisation = await organisationOf(user.organisationId ?? null);
    return scopeOfUser(user, organisation.oversees, organisation.kind);
  }

  /** The scope of a signed-in request, computed once per request. */
  function scopeOf(request: FastifyRequest, reply: FastifyReply | null = null): Promise<Scope> {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = load(request, reply);
      perRequest.set(request, pending);
    }
    return pending;
  }

  /** Every read of another organisation's data by an overseer goes into the audit trail. */
  async function noteOversightRead(
    request: FastifyRequest,
    scope: Scope,
    owner: Owner | null,
    what: Record<string, unknown>,
  ) {
    if (scope.everywhere || !isOverseer(scope)) return;
    if (owner && owner.organisationId === scope.organisationId) return;
    await audit.record({
      action: 'oversight.read',
      actor: { id: scope.userId },
      organisationId: owner?.organisationId ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      detail: { method: request.method, route: request.routeOptions.url, ...what },
    });
  }

  /**
   * Checks row `id` of `resource` for `access`: 404 when the caller may not see it (existence
   * does not leak), 403 when it may read but not write. Returns the row's owner.
   */
  async function require(
    request: FastifyRequest,
    resource: OwnedResource,
    id: string,
    access: 'read' | 'write',
  ): Promise<Owner> {
    const scope = await scopeOf(request);
    const owner = await ownerOf(db, resource, id);
    if (!owner) throw new AppError('not_found', 404);
    const allowed = accessTo(scope, owner);
    if (allowed === 'none') throw new AppError('not_found', 404);
    if (access === 'write' && allowed !== 'write') {
      throw new AppError(writeRefusal(scope, owner), 403);
    }
    if (access === 'read') await noteOversightRead(request, scope, owner, { resource, id });
    return owner;
  }

  /**
   * The organisation new data goes into (an upload): the caller's own, which it must be allowed
   * to write; an admin may name another one.
   */
  async function requireWritableOrganisation(
    request: FastifyRequest,
    requested?: string | null,
  ): Promise<string> {
    const scope = await scopeOf(request);
    if (requested && requested !== scope.organisationId) {
      if (!scope.everywhere) throw new AppError('forbidden', 403);
      return requested;
    }
    const refusal = ownWriteRefusal(scope);
    if (refusal) throw new AppError(refusal, 403);
    if (!scope.organisationId) throw new AppError('organisation/none', 403);
    return scope.organisationId;
  }

  return { scopeOf, require, requireWritableOrganisation, noteOversightRead };
}
