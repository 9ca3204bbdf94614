import type { OrganisationKind, OrganisationRef } from '@bus/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { companies } from '../../platform/db/schema/financial-data';
import {
  organisationInvites,
  organisations,
  oversightGrants,
} from '../../platform/db/schema/organisations';

export type OrganisationRow = typeof organisations.$inferSelect & {
  memberCount: number;
  companyCount: number;
};
export type InviteRow = typeof organisationInvites.$inferSelect;
export type GrantRow = { overseerId: string; targetId: string | null };

/** A unique constraint refused the write (PostgreSQL 23505; drizzle may wrap the driver error). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause = typeof error === 'object' && error !== null ? (error as Error).cause : undefined;
  return code(error) === '23505' || code(cause) === '23505';
}

// Written out in full: drizzle leaves column names unqualified in a one-table select, and both
// subqueries have an `organisation_id` of their own.
const memberCount = sql<number>`(select count(*) from "user" m where m.organisation_id = "organisations"."id")`;
// Live companies only: the trash is shown on its own screen.
const companyCount = sql<number>`(select count(*) from companies c where c.organisation_id = "organisations"."id" and c.deleted_at is null)`;

/** SQL of the organisation administration (issue 14): organisations, grants, invitations. */
export function organisationRepo(db: Database) {
  const withCounts = {
    id: organisations.id,
    name: organisations.name,
    businessNumber: organisations.businessNumber,
    kind: organisations.kind,
    version: organisations.version,
    createdAt: organisations.createdAt,
    updatedAt: organisations.updatedAt,
    memberCount: memberCount.mapWith(Number),
    companyCount: companyCount.mapWith(Number),
  };

  return {
    list(): Promise<OrganisationRow[]> {
      return db.select(withCounts).from(organisations).orderBy(asc(organisations.name));
    },

    async find(id: string): Promise<OrganisationRow | null> {
      const [row] = await db.select(withCounts).from(organisations).where(eq(organisations.id, id));
      return row ?? null;
    },

    async refs(ids: readonly string[]): Promise<OrganisationRef[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
        .from(organisations)
        .where(inArray(organisations.id, [...ids]));
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const same = eq(organisations.name, name);
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(exceptId ? and(same, ne(organisations.id, exceptId)) : same)
        .limit(1);
      return Boolean(row);
    },

    async insert(values: {
      name: string;
      kind: OrganisationKind;
      businessNumber: string | null;
    }): Promise<string> {
      const [row] = await db
        .insert(organisations)
        .values(values)
        .returning({ id: organisations.id });
      if (!row) throw new Error('organisation insert returned nothing');
      return row.id;
    },

    /** Applies the patch when `version` is current; false when another change came first. */
    async update(
      id: string,
      version: number,
      patch: { name?: string; businessNumber?: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(organisations)
        .set({ ...patch, version: sql`${organisations.version} + 1`, updatedAt: new Date() })
        .where(and(eq(organisations.id, id), eq(organisations.version, version)))
        .returning({ id: organisations.id });
      return rows.length > 0;
    },

    /** Every company, the trashed ones too (they still belong to it), and every member. */
    async contents(id: string): Promise<{ companies: number; members: number }> {
      const [[c], [m]] = await Promise.all([
        db.select({ n: count() }).from(companies).where(eq(companies.organisationId, id)),
        db.select({ n: count() }).from(user).where(eq(user.organisationId, id)),
      ]);
      return { companies: c?.n ?? 0, members: m?.n ?? 0 };
    },

    async remove(id: string): Promise<void> {
      await db.delete(organisations).where(eq(organisations.id, id));
    },

    grants(): Promise<GrantRow[]> {
      return db
        .select({ overseerId: oversightGrants.overseerId, targetId: oversightGrants.targetId })
        .from(oversightGrants);
    },

    /** Replaces the overseer's grants: every operator (`all`), or exactly `targetIds`. */
    async setGrants(
      overseerId: string,
      all: boolean,
      targetIds: readonly string[],
      grantedBy: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(oversightGrants).where(eq(oversightGrants.overseerId, overseerId));
        const rows = all
          ? [{ overseerId, targetId: null, grantedBy }]
          : targetIds.map((targetId) => ({ overseerId, targetId, grantedBy }));
        if (rows.length > 0) await tx.insert(oversightGrants).values(rows);
      });
    },

    insertInvite(values: {
      organisationId: string;
      tokenHash: string;
      role: string;
      expiresAt: Date;
      createdBy: string;
    }): Promise<InviteRow[]> {
      return db.insert(organisationInvites).values(values).returning();
    },

    listInvites(organisationId: string): Promise<InviteRow[]> {
      return db
        .select()
        .from(organisationInvites)
        .where(eq(organisationInvites.organisationId, organisationId))
        .orderBy(desc(organisationInvites.createdAt));
    },

    async findInvite(id: string): Promise<InviteRow | null> {
      const [row] = await db
        .select()
        .from(organisationInvites)
        .where(eq(organisationInvites.id, id));
      return row ?? null;
    },

    async inviteByHash(tokenHash: string): Promise<InviteRow | null> {
      const [row] = await db
        .select()
        .from(organisationInvites)
        .where(eq(organisationInvites.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The user's current role and organisation, read fresh (the session cache may lag). */
    async member(userId: string) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          role: user.role,
          organisationId: user.organisationId,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    async removeInvite(id: string): Promise<void> {
      await db.delete(organisationInvites).where(eq(organisationInvites.id, id));
    },

    /**
     * Uses the invite and places the user, in one transaction: the invite is taken only if it is
     * still unused and unexpired, so two acceptances of one link cannot both succeed.
     */
    async accept(
      inviteId: string,
      userId: string,
      now: Date,
      role: string | null,
    ): Promise<InviteRow | null> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .update(organisationInvites)
          .set({ usedBy: userId, usedAt: now })
          .where(
            and(
              eq(organisationInvites.id, inviteId),
              isNull(organisationInvites.usedAt),
              gt(organisationInvites.expiresAt, now),
            ),
          )
          .returning();
        if (!taken) return null;
        await tx
          .update(user)
          .set({ organisationId: taken.organisationId, ...(role ? { role } : {}), updatedAt: now })
          .where(eq(user.id, userId));
        return taken;
      });
    },
  };
}

export type OrganisationRepo = ReturnType<typeof organisationRepo>;
