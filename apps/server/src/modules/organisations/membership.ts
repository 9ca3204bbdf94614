import type { OrganisationKind, OrganisationRef } from '@bus/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { organisations, oversightGrants } from '../../platform/db/schema/organisations';

/**
 * The few writes the demo seed, the CLI and tests need to place people and grant oversight; the
 * admin screens' use cases (service.ts) build on the same statements.
 */
export function membershipRepo(db: Database) {
  return {
    /** The organisation of this name, created with `kind` when missing; returns its id. */
    async ensureOrganisation(name: string, kind: OrganisationKind): Promise<string> {
      const [created] = await db
        .insert(organisations)
        .values({ name, kind })
        .onConflictDoNothing({ target: organisations.name })
        .returning({ id: organisations.id });
      if (created) return created.id;
      const [existing] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.name, name));
      if (!existing) throw new Error(`organisation ${name} vanished`);
      return existing.id;
    },

    /** Name and kind of an organisation, or null when there is none with this id. */
    async ref(id: string): Promise<OrganisationRef | null> {
      const [row] = await db
        .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
        .from(organisations)
        .where(eq(organisations.id, id));
      return row ?? null;
    },

    /** Puts the user into `organisationId` (null: out of every organisation). */
    async placeUser(userId: string, organisationId: string | null): Promise<void> {
      await db.update(user).set({ organisationId }).where(eq(user.id, userId));
    },

    /** Grants `overseerId` read-only access to `targetId`, or to every operator when null. */
    async grantOversight(
      overseerId: string,
      targetId: string | null,
      grantedBy: string | null = null,
    ): Promise<void> {
      const existing = await db
        .select({ id: oversightGrants.id })
        .from(oversightGrants)
        .where(
          and(
            eq(oversightGrants.overseerId, overseerId),
            targetId ? eq(oversightGrants.targetId, targetId) : isNull(oversightGrants.targetId),
          ),
        );
      if (existing.length > 0) return;
      await db.insert(oversightGrants).values({ overseerId, targetId, grantedBy });
    },
  };
}
export type MembershipRepo = ReturnType<typeof membershipRepo>;
