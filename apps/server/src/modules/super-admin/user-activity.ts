import {
  DEFAULT_ROLE,
  isRole,
  RECENT_LOGINS_PAGE_SIZE,
  type UserActivity,
  type UserActivityQuery,
} from '@bus/domain';
import type { SuperAdminRepo } from './repo';

const HOUR_MS = 60 * 60 * 1000;

/**
 * GET /api/super-admin/user-activity?hours=24&page= (§3 user statistics): totals, active in the
 * window, distributions by role, sign-in method and organisation, and every account by latest
 * sign-in, 10 per page.
 */
export async function userActivity(
  repo: SuperAdminRepo,
  query: UserActivityQuery,
  now = new Date(),
): Promise<UserActivity> {
  const since = new Date(now.getTime() - query.hours * HOUR_MS);
  const [totals, byRole, byProvider, byOrganisation, logins] = await Promise.all([
    repo.userTotals(since),
    repo.byRole(),
    repo.byProvider(),
    repo.byOrganisation(),
    repo.recentLogins(query.page, RECENT_LOGINS_PAGE_SIZE),
  ]);
  return {
    hours: query.hours,
    since: since.toISOString(),
    totals,
    byRole,
    byProvider,
    byOrganisation,
    recentLogins: {
      items: logins.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: isRole(row.role) ? row.role : DEFAULT_ROLE,
        lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
        disabled: Boolean(row.banned),
        verified: row.verified,
        twoFactorEnabled: row.twoFactorEnabled,
      })),
      total: totals.total,
      page: query.page,
      pageSize: RECENT_LOGINS_PAGE_SIZE,
    },
  };
}
