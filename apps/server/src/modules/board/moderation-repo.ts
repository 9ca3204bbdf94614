import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { boardPosts, boardReports } from '../../platform/db/schema/board';
import type { PostRow } from './post-repo';

export type ReportRow = typeof boardReports.$inferSelect;

const p = boardPosts;
const r = boardReports;

/** Reports of posts and the moderators' decisions on them. */
export function moderationRepo(db: Database) {
  return {
    /**
     * Records one user's report (a second report by the same user changes nothing) and hides the
     * post when `hideNow` or when the reports reach `threshold`. Null when the post is gone.
     */
    async report(
      report: Omit<typeof boardReports.$inferInsert, 'createdAt'>,
      threshold: number,
      hideNow: boolean,
    ): Promise<{ hidden: boolean } | null> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(r)
          .values(report)
          .onConflictDoNothing()
          .returning({ postId: r.postId });
        const count = sql`${p.reportCount} + ${added.length}`;
        const [row] = await tx
          .update(p)
          .set({
            reportCount: count,
            hidden: hideNow ? true : sql`${p.hidden} or ${count} >= ${threshold}`,
          })
          .where(and(eq(p.id, report.postId), isNull(p.deletedAt)))
          .returning({ hidden: p.hidden });
        return row ?? null;
      });
    },

    async reportedBy(postId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ postId: r.postId })
        .from(r)
        .where(and(eq(r.postId, postId), eq(r.userId, userId)));
      return rows.length > 0;
    },

    /** Posts with reports or hidden, most reported first; with their reports, newest first. */
    async queue(limit: number): Promise<{ post: PostRow; reports: ReportRow[] }[]> {
      const posts = await db
        .select()
        .from(p)
        .where(and(isNull(p.deletedAt), sql`(${p.hidden} or ${gt(p.reportCount, 0)})`))
        .orderBy(desc(p.reportCount), desc(p.createdAt))
        .limit(limit);
      if (posts.length === 0) return [];
      const reports = await db
        .select()
        .from(r)
        .where(
          inArray(
            r.postId,
            posts.map((post) => post.id),
          ),
        )
        .orderBy(desc(r.createdAt));
      return posts.map((post) => ({
        post,
        reports: reports.filter((report) => report.postId === post.id),
      }));
    },

    /** Shows the post again and forgets its reports. */
    async restore(postId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(r).where(eq(r.postId, postId));
        const rows = await tx
          .update(p)
          .set({ hidden: false, reportCount: 0 })
          .where(and(eq(p.id, postId), isNull(p.deletedAt)))
          .returning({ id: p.id });
        return rows.length > 0;
      });
    },

    async hide(postId: string): Promise<boolean> {
      const rows = await db
        .update(p)
        .set({ hidden: true })
        .where(and(eq(p.id, postId), isNull(p.deletedAt)))
        .returning({ id: p.id });
      return rows.length > 0;
    },
  };
}

export type ModerationRepo = ReturnType<typeof moderationRepo>;
