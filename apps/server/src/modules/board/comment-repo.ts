import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { boardComments, boardPosts } from '../../platform/db/schema/board';

export type CommentRow = typeof boardComments.$inferSelect;
export type NewComment = Pick<
  typeof boardComments.$inferInsert,
  'postId' | 'parentId' | 'content' | 'authorId' | 'authorName'
>;

const c = boardComments;

/** Comments of posts; the post's comment count moves with them in one transaction. */
export function commentRepo(db: Database) {
  return {
    async listOf(postId: string): Promise<CommentRow[]> {
      return db.select().from(c).where(eq(c.postId, postId)).orderBy(asc(c.createdAt), asc(c.id));
    },

    async find(id: string): Promise<CommentRow | null> {
      const [row] = await db.select().from(c).where(eq(c.id, id));
      return row ?? null;
    },

    async insert(values: NewComment): Promise<{ comment: CommentRow; commentCount: number }> {
      return db.transaction(async (tx) => {
        const [comment] = await tx.insert(c).values(values).returning();
        const [post] = await tx
          .update(boardPosts)
          .set({ commentCount: sql`${boardPosts.commentCount} + 1` })
          .where(eq(boardPosts.id, values.postId))
          .returning({ commentCount: boardPosts.commentCount });
        if (!comment) throw new Error('comment insert returned no row');
        return { comment, commentCount: post?.commentCount ?? 0 };
      });
    },

    /** Blanks a comment and keeps its place in the thread; null when it was already deleted. */
    async softDelete(id: string): Promise<{ postId: string; commentCount: number } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(c)
          .set({ deletedAt: new Date(), content: '' })
          .where(and(eq(c.id, id), isNull(c.deletedAt)))
          .returning({ postId: c.postId });
        if (!row) return null;
        const [post] = await tx
          .update(boardPosts)
          .set({ commentCount: sql`greatest(${boardPosts.commentCount} - 1, 0)` })
          .where(eq(boardPosts.id, row.postId))
          .returning({ commentCount: boardPosts.commentCount });
        return { postId: row.postId, commentCount: post?.commentCount ?? 0 };
      });
    },
  };
}

export type CommentRepo = ReturnType<typeof commentRepo>;
