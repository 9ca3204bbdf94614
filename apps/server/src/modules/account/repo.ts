import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { auditEvents } from '../../platform/db/schema/audit';
import { account, session, user } from '../../platform/db/schema/auth';

export type UserRow = typeof user.$inferSelect;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'phoneNumber'
    | 'phoneVerified'
    | 'department'
    | 'bio'
    | 'preferredLanguage'
    | 'timezone'
    | 'notifyEmail'
    | 'notifyPush'
    | 'notifySecurity'
    | 'sessionTimeoutMinutes'
  >
>;
export type SignInRow = {
  at: Date;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
};
export type SessionRow = typeof session.$inferSelect;

const SIGN_IN_ACTIONS = ['sign_in.success', 'sign_in.failure'];

/** Audit rows about this account: by id, or by e-mail for failures before anyone signed in. */
function aboutUser(who: { id: string; email: string }) {
  return or(
    eq(auditEvents.targetId, who.id),
    sql`lower(${auditEvents.targetEmail}) = ${who.email.toLowerCase()}`,
  );
}

/** SQL of the account module: the user's own row, sessions, credential and audit rows. */
export function accountRepo(db: Database) {
  return {
    async findUser(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(user).where(eq(user.id, id));
      return row ?? null;
    },

    /**
     * Applies `patch` only when the row's updated_at is still `expected` (optimistic locking);
     * otherwise returns the current row as the conflict. Both read and write in one transaction.
     */
    async updateIfVersion(
      id: string,
      expected: string,
      patch: UserPatch,
    ): Promise<{ row: UserRow } | { conflict: UserRow } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(user).where(eq(user.id, id)).for('update');
        if (!current) return null;
        if (current.updatedAt.getTime() !== Date.parse(expected)) return { conflict: current };
        const [row] = await tx
          .update(user)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(user.id, id))
          .returning();
        return row ? { row } : null;
      });
    },

    /** Applies `patch` whatever the version, and gives the row a new one (updated_at). */
    async update(id: string, patch: UserPatch): Promise<UserRow | null> {
      const [row] = await db
        .update(user)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(user.id, id))
        .returning();
      return row ?? null;
    },

    /** Points the user at a new photo; returns the key it replaced. */
    async setAvatar(id: string, key: string | null, image: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ avatarKey: user.avatarKey })
          .from(user)
          .where(eq(user.id, id))
          .for('update');
        await tx.update(user).set({ avatarKey: key, image }).where(eq(user.id, id));
        return current?.avatarKey ?? null;
      });
    },

    async avatarKeyOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ avatarKey: user.avatarKey })
        .from(user)
        .where(eq(user.id, id));
      return row?.avatarKey ?? null;
    },

    /** The e-mail/password account (better-auth's 'credential'), or null for Google-only users. */
    async credentialOf(userId: string) {
      const [row] = await db
        .select({
          password: account.password,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
        })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      return row?.password ? row : null;
    },

    async countFailedSignIns(who: { id: string; email: string }, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'sign_in.failure'),
            gte(auditEvents.at, since),
            aboutUser(who),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async recentSignIns(who: { id: string; email: string }, limit: number): Promise<SignInRow[]> {
      return db
        .select({
          at: auditEvents.at,
          outcome: auditEvents.outcome,
          ip: auditEvents.ip,
          userAgent: auditEvents.userAgent,
        })
        .from(auditEvents)
        .where(and(inArray(auditEvents.action, SIGN_IN_ACTIONS), aboutUser(who)))
        .orderBy(desc(auditEvents.at))
        .limit(limit);
    },

    async sessionsOf(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt));
    },

    /** Removes every session of the user but `keepId`; returns how many ended. */
    async deleteOtherSessions(userId: string, keepId: string): Promise<number> {
      const removed = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, keepId)))
        .returning({ id: session.id });
      return removed.length;
    },

    /** Deletes the user; own data cascades, authorship columns become null (schema FKs). */
    async deleteUser(id: string): Promise<void> {
      await db.delete(user).where(eq(user.id, id));
    },
  };
}

export type AccountRepo = ReturnType<typeof accountRepo>;
