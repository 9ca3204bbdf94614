import { ROLES, type Role } from '@bus/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LOGIN_RECORD_ACTIONS, loginRecordCutoff } from '../../platform/audit/retention';
import type { Database } from '../../platform/db/database';
import { auditEvents } from '../../platform/db/schema/audit';
import { account, session, twoFactor, user } from '../../platform/db/schema/auth';
import { jobs } from '../../platform/db/schema/financial-data';
import { forecastRuns } from '../../platform/db/schema/forecast';
import { organisations } from '../../platform/db/schema/organisations';

const ADMIN_ROLES: Role[] = ['admin', 'super_admin'];
const isAdmin = inArray(user.role, ADMIN_ROLES);
const notBanned = or(isNull(user.banned), eq(user.banned, false));
/** better-auth's admin plugin leaves a lapsed ban's flag set until the user next signs in. */
const bannedNow = and(
  eq(user.banned, true),
  or(isNull(user.banExpires), gte(user.banExpires, sql`now()`)),
);

const toInt = (value: unknown) => Number(value ?? 0);

/** SQL of the super-admin console: read-only questions about users, sessions, audit rows, jobs. */
export function superAdminRepo(db: Database) {
  return {
    /** Every account's totals; `active`: signed in or used a session since `since`. */
    async userTotals(since: Date) {
      const activeSession = db
        .select({ id: session.userId })
        .from(session)
        .where(or(gte(session.lastActiveAt, since), gte(session.createdAt, since)));
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${user.lastLoginAt} >= ${since.toISOString()}::timestamptz or ${user.id} in (${activeSession}))`,
          admins: sql<number>`count(*) filter (where ${isAdmin})`,
          verified: sql<number>`count(*) filter (where ${user.emailVerified})`,
          disabled: sql<number>`count(*) filter (where ${bannedNow})`,
          twoFactorEnabled: sql<number>`count(*) filter (where ${user.twoFactorEnabled})`,
        })
        .from(user);
      return {
        total: toInt(row?.total),
        active: toInt(row?.active),
        admins: toInt(row?.admins),
        verified: toInt(row?.verified),
        disabled: toInt(row?.disabled),
        twoFactorEnabled: toInt(row?.twoFactorEnabled),
      };
    },

    /** Users per role; a missing or unknown role counts as better-auth's default, `user`. */
    async byRole(): Promise<Record<Role, number>> {
      const rows = await db
        .select({ role: user.role, count: count() })
        .from(user)
        .groupBy(user.role);
      const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      for (const row of rows) {
        const role = (ROLES as readonly string[]).includes(row.role ?? '')
          ? (row.role as Role)
          : 'user';
        counts[role] += toInt(row.count);
      }
      return counts;
    },

    /** Users per sign-in method (better-auth's account.provider_id). */
    async byProvider() {
      const rows = await db
        .select({
          provider: account.providerId,
          count: sql<number>`count(distinct ${account.userId})`,
        })
        .from(account)
        .groupBy(account.providerId)
        .orderBy(desc(sql`2`), asc(account.providerId));
      return rows.map((row) => ({ provider: row.provider, count: toInt(row.count) }));
    },

    async byOrganisation() {
      const rows = await db
        .select({
          id: organisations.id,
          name: organisations.name,
          kind: organisations.kind,
          count: count(),
        })
        .from(user)
        .leftJoin(organisations, eq(organisations.id, user.organisationId))
        .groupBy(organisations.id, organisations.name, organisations.kind)
        .orderBy(desc(count()), asc(organisations.name));
      return rows.map((row) => ({ ...row, count: toInt(row.count) }));
    },

    /** A page of accounts, latest sign-in first, those never signed in last. */
    async recentLogins(page: number, pageSize: number) {
      return db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          lastLoginAt: user.lastLoginAt,
          banned: sql<boolean>`coalesce(${bannedNow}, false)`,
          verified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
        })
        .from(user)
        .orderBy(sql`${user.lastLoginAt} desc nulls last`, desc(user.createdAt), asc(user.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    /** Admin accounts that can sign in without a second step. */
    async adminsWithoutTwoFactor(): Promise<string[]> {
      const rows = await db
        .select({ email: user.email })
        .from(user)
        .where(and(isAdmin, notBanned, eq(user.twoFactorEnabled, false)))
        .orderBy(asc(user.email));
      return rows.map((row) => row.email);
    },

    /** Admin accounts not signed in since `cutoff` (never signed in: created before it). */
    async dormantAdmins(cutoff: Date) {
      return db
        .select({ email: user.email, lastLoginAt: user.lastLoginAt, createdAt: user.createdAt })
        .from(user)
        .where(
          and(
            isAdmin,
            notBanned,
            sql`coalesce(${user.lastLoginAt}, ${user.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(user.email));
    },

    /** Stored sessions created before `cutoff`, per account. */
    async sessionsCreatedBefore(cutoff: Date) {
      const rows = await db
        .select({ email: user.email, count: count() })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(lt(session.createdAt, cutoff))
        .groupBy(user.email)
        .orderBy(desc(count()), asc(user.email));
      return rows.map((row) => ({ email: row.email, count: toInt(row.count) }));
    },

    /**
     * E-mails and IPs whose failed sign-in locked them since `since` (auth-audit.ts writes
     * `detail.locked`); the login throttle says which are still locked.
     */
    async lockedSince(since: Date) {
      const locked = (scope: string) =>
        sql`coalesce(${auditEvents.detail}->'locked', '[]'::jsonb) @> ${JSON.stringify([scope])}::jsonb`;
      const rows = await db
        .selectDistinct({
          email: auditEvents.actorEmail,
          ip: auditEvents.ip,
          account: sql<boolean>`${locked('account')}`,
          address: sql<boolean>`${locked('ip')}`,
        })
        .from(auditEvents)
        .where(
          and(
            gte(auditEvents.at, since),
            eq(auditEvents.outcome, 'failure'),
            sql`${auditEvents.detail} -> 'locked' is not null`,
          ),
        );
      return rows;
    },

    /** Accounts whose second step better-auth has locked after wrong codes. */
    async twoFactorLocked(): Promise<string[]> {
      const rows = await db
        .select({ email: user.email })
        .from(twoFactor)
        .innerJoin(user, eq(user.id, twoFactor.userId))
        .where(gte(twoFactor.lockedUntil, sql`now()`))
        .orderBy(asc(user.email));
      return rows.map((row) => row.email);
    },

    /** Login records past their 3 months that the retention should have purged. */
    async overdueLoginRecords(now: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: sql<string | null>`min(${auditEvents.at})` })
        .from(auditEvents)
        .where(
          and(
            inArray(auditEvents.action, [...LOGIN_RECORD_ACTIONS]),
            lt(auditEvents.at, loginRecordCutoff(now)),
          ),
        );
      return {
        count: toInt(row?.count),
        oldest: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Extraction jobs and forecast runs waiting or running, and the oldest waiting one. */
    async jobQueue() {
      const summary = (table: typeof jobs | typeof forecastRuns) =>
        db
          .select({
            queued: sql<number>`count(*) filter (where ${table.status} = 'queued')`,
            running: sql<number>`count(*) filter (where ${table.status} = 'running')`,
            oldestQueued: sql<
              string | null
            >`min(${table.createdAt}) filter (where ${table.status} = 'queued')`,
          })
          .from(table)
          .where(inArray(table.status, ['queued', 'running']));
      const [[extraction], [forecast]] = await Promise.all([summary(jobs), summary(forecastRuns)]);
      const read = (row: typeof extraction) => ({
        queued: toInt(row?.queued),
        running: toInt(row?.running),
        oldestQueuedAt: row?.oldestQueued ? new Date(row.oldestQueued) : null,
      });
      return { extraction: read(extraction), forecast: read(forecast) };
    },

    /** Events per action and outcome since `since` (the report's activity summary). */
    async auditActivity(since: Date) {
      const rows = await db
        .select({ action: auditEvents.action, outcome: auditEvents.outcome, count: count() })
        .from(auditEvents)
        .where(gte(auditEvents.at, since))
        .groupBy(auditEvents.action, auditEvents.outcome)
        .orderBy(desc(count()), asc(auditEvents.action));
      return rows.map((row) => ({ ...row, count: toInt(row.count) }));
    },
  };
}

export type SuperAdminRepo = ReturnType<typeof superAdminRepo>;
