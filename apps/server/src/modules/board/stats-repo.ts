import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { boardPosts } from '../../platform/db/schema/board';

const p = boardPosts;
const live = and(isNull(p.deletedAt), eq(p.hidden, false));

/** The stats card and the tag cloud, over the posts a reader may see (`categories`, else all). */
export function statsRepo(db: Database) {
  const scope = (categories?: readonly string[]) =>
    and(live, categories ? inArray(p.category, [...categories]) : undefined);
  return {
    async totals(categories?: readonly string[]) {
      const [row] = await db
        .select({
          totalPosts: sql<number>`count(*)::int`,
          totalViews: sql<number>`coalesce(sum(${p.views}), 0)::int`,
          totalLikes: sql<number>`coalesce(sum(${p.likeCount}), 0)::int`,
          totalComments: sql<number>`coalesce(sum(${p.commentCount}), 0)::int`,
          // "Today" is the users' day in Seoul, whatever the server's time zone.
          todayPosts: sql<number>`count(*) filter (where ${p.createdAt} >= date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')::int`,
        })
        .from(p)
        .where(scope(categories));
      const [popular] = await db
        .select({ id: p.id, title: p.title, views: p.views })
        .from(p)
        .where(scope(categories))
        .orderBy(desc(p.views), desc(p.createdAt))
        .limit(1);
      return { ...(row ?? emptyTotals), popularPost: popular ?? null };
    },

    /** The most used tags with their post counts. */
    async tags(limit: number, categories?: readonly string[]) {
      return db
        .select({ tag: sql<string>`tag`, count: sql<number>`count(*)::int` })
        .from(sql`${p}, unnest(${p.tags}) as tag`)
        .where(scope(categories))
        .groupBy(sql`tag`)
        .orderBy(sql`count(*) desc, tag asc`)
        .limit(limit);
    },
  };
}

const emptyTotals = {
  totalPosts: 0,
  totalViews: 0,
  totalLikes: 0,
  totalComments: 0,
  todayPosts: 0,
};

export type StatsRepo = ReturnType<typeof statsRepo>;
