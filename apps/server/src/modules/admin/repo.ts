import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserListQuery,
  type OrganisationRef,
  ROLES,
  type Role,
} from '@bus/domain';
import { and, count, desc, eq, gte, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { user } from '../../platform/db/schema/auth';
import { organisations } from '../../platform/db/schema/organisations';

export type UserRow = typeof user.$inferSelect;
/** A user with its organisation, as the admin table shows it (issue 14). */
export type ListedUser = UserRow & { organisation: OrganisationRef | null };
export type UserFilter = Pick<AdminUserListQuery, 'q' | 'organisation' | 'approval'>;
export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'username' | 'department' | 'emailVerified' | 'updatedAt'>
>;

/** LIKE wildcards in a search term are matched literally. */
function likeTerm(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * E-mail, name or user ID contains `q`, case-insensitively: `search_text` holds the three fields
 * lower-cased (migration 0004), so only the term is lower-cased here, by the same lower().
 * Control characters are dropped: the fields are joined with one.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const term = likeTerm(q.replace(/\p{Cc}/gu, ''));
  return sql`${user.searchText} like lower(${term})`;
}

/** The filters of the admin table: search, organisation (or none) and approval (issue 14). */
function filterCondition(filter: UserFilter): SQL | undefined {
  const organisation =
    filter.organisation === 'none'
      ? isNull(user.organisationId)
      : filter.organisation
        ? eq(user.organisationId, filter.organisation)
        : undefined;
  const approval = filter.approval
    ? eq(user.emailVerified, filter.approval === 'approved')
    : undefined;
  return and(searchCondition(filter.q), organisation, approval);
}

function withOrganisation(row: {
  user: UserRow;
  organisation: OrganisationRef | null;
}): ListedUser {
  return { ...row.user, organisation: row.organisation };
}

/** SQL on `user` for the admin dashboard. */
export function adminRepo(db: Database) {
  const listed = () =>
    db
      .select({
        user,
        organisation: { id: organisations.id, name: organisations.name, kind: organisations.kind },
      })
      .from(user)
      .leftJoin(organisations, eq(organisations.id, user.organisationId));

  return {
    /** A page of users matching the filter, newest first. */
    async listUsers(filter: UserFilter, page: number) {
      const where = filterCondition(filter);
      const [rows, [totals]] = await Promise.all([
        listed()
          .where(where)
          .orderBy(desc(user.createdAt), desc(user.id))
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
        db.select({ total: count() }).from(user).where(where),
      ]);
      return { rows: rows.map(withOrganisation), total: totals?.total ?? 0 };
    },

    async findById(id: string): Promise<ListedUser | null> {
      const [row] = await listed().where(eq(user.id, id));
      return row ? withOrganisation(row) : null;
    },

    /** Puts the user into `organisationId` (null: out of every organisation). */
    async setOrganisation(id: string, organisationId: string | null): Promise<void> {
      await db.update(user).set({ organisationId, updatedAt: new Date() }).where(eq(user.id, id));
    },

    async organisationRef(id: string): Promise<OrganisationRef | null> {
      const [row] = await db
        .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
        .from(organisations)
        .where(eq(organisations.id, id));
      return row ?? null;
    },

    /** Another user holding this username (case-insensitive). */
    async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
      const same = sql`lower(${user.username}) = lower(${username})`;
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(exceptId ? and(same, ne(user.id, exceptId)) : same)
        .limit(1);
      return Boolean(row);
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = lower(${email})`)
        .limit(1);
      return Boolean(row);
    },

    async update(id: string, patch: UserPatch): Promise<void> {
      await db
        .update(user)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(user.id, id));
    },

    /** The stat cards (data-center-board-admin.md §2). */
    async stats(now: Date) {
      const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
      const flag = (condition: SQL | undefined) =>
        sql<number>`count(*) filter (where ${condition})`;
      const [[totals], perRole] = await Promise.all([
        db
          .select({
            total: count(),
            emailVerified: flag(eq(user.emailVerified, true)).mapWith(Number),
            disabled: flag(eq(user.banned, true)).mapWith(Number),
            twoFactorEnabled: flag(eq(user.twoFactorEnabled, true)).mapWith(Number),
            activeLast7Days: flag(gte(user.lastLoginAt, weekAgo)).mapWith(Number),
          })
          .from(user),
        db.select({ role: user.role, n: count() }).from(user).groupBy(user.role),
      ]);
      const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      for (const { role, n } of perRole) {
        const key = (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';
        byRole[key] += n;
      }
      return {
        total: totals?.total ?? 0,
        emailVerified: totals?.emailVerified ?? 0,
        disabled: totals?.disabled ?? 0,
        twoFactorEnabled: totals?.twoFactorEnabled ?? 0,
        activeLast7Days: totals?.activeLast7Days ?? 0,
        byRole,
      };
    },
  };
}

export type AdminRepo = ReturnType<typeof adminRepo>;
