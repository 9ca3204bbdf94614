import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { boardAttachments, boardPosts } from '../../platform/db/schema/board';

export type AttachmentRow = typeof boardAttachments.$inferSelect;
export type NewAttachment = Omit<
  typeof boardAttachments.$inferInsert,
  'id' | 'postId' | 'createdAt'
>;

const a = boardAttachments;

export function attachmentRepo(db: Database) {
  return {
    async insert(values: NewAttachment): Promise<AttachmentRow> {
      const [row] = await db.insert(a).values(values).returning();
      if (!row) throw new Error('attachment insert returned no row');
      return row;
    },

    async listOf(postId: string): Promise<AttachmentRow[]> {
      return db.select().from(a).where(eq(a.postId, postId)).orderBy(asc(a.createdAt), asc(a.id));
    },

    /** How many attachments each of these posts has (absent: none). */
    async countsOf(postIds: readonly string[]): Promise<Map<string, number>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select({ postId: a.postId, count: sql<number>`count(*)::int` })
        .from(a)
        .where(inArray(a.postId, [...postIds]))
        .groupBy(a.postId);
      return new Map(rows.map((row) => [row.postId ?? '', row.count]));
    },

    /** An attachment with the post that claimed it (category and state decide who may read it). */
    async findWithPost(id: string) {
      const [row] = await db
        .select({
          attachment: a,
          post: {
            category: boardPosts.category,
            hidden: boardPosts.hidden,
            deletedAt: boardPosts.deletedAt,
            authorId: boardPosts.authorId,
          },
        })
        .from(a)
        .leftJoin(boardPosts, eq(boardPosts.id, a.postId))
        .where(eq(a.id, id));
      return row ?? null;
    },

    /** Removes uploads no post claimed before `before`; their storage keys, to delete the bytes. */
    async deleteUnclaimed(before: Date): Promise<string[]> {
      const rows = await db
        .delete(a)
        .where(and(isNull(a.postId), lt(a.createdAt, before)))
        .returning({ storageKey: a.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /** Removes the attachments of posts deleted before `before`; their storage keys. */
    async deleteOfPostsDeletedBefore(before: Date): Promise<string[]> {
      const removed = db
        .select({ id: boardPosts.id })
        .from(boardPosts)
        .where(lt(boardPosts.deletedAt, before));
      const rows = await db
        .delete(a)
        .where(inArray(a.postId, removed))
        .returning({ storageKey: a.storageKey });
      return rows.map((row) => row.storageKey);
    },
  };
}

export type AttachmentRepo = ReturnType<typeof attachmentRepo>;
