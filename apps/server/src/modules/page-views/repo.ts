import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { pageViews } from '../../platform/db/schema/page-views';

export type NewPageView = typeof pageViews.$inferInsert;
export type UserPageView = { at: Date; path: string; title: string | null };

export function pageViewRepo(db: Database) {
  return {
    async insert(view: NewPageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },

    /** One user's page views, newest first (the profile's activity tab). */
    async listByUser(
      userId: string,
      page: { page: number; pageSize: number },
    ): Promise<{ items: UserPageView[]; total: number }> {
      const items = await db
        .select({ at: pageViews.createdAt, path: pageViews.path, title: pageViews.title })
        .from(pageViews)
        .where(eq(pageViews.userId, userId))
        .orderBy(desc(pageViews.createdAt))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [row] = await db
        .select({ total: count() })
        .from(pageViews)
        .where(eq(pageViews.userId, userId));
      return { items, total: row?.total ?? 0 };
    },
  };
}

export type PageViewRepo = ReturnType<typeof pageViewRepo>;
