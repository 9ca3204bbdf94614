import type { BoardSort, SearchQuery } from '@bus/domain';
import { and, eq, gte, ilike, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like';
import {
  boardAttachments,
  boardLikes,
  boardPosts,
  boardViews,
} from '../../platform/db/schema/board';

export type PostRow = typeof boardPosts.$inferSelect;
export type NewPost = Pick<
  typeof boardPosts.$inferInsert,
  | 'title'
  | 'content'
  | 'contentText'
  | 'searchGrams'
  | 'category'
  | 'tags'
  | 'pinned'
  | 'authorId'
  | 'authorName'
>;
export type PostChanges = Omit<NewPost, 'authorId' | 'authorName' | 'pinned'> & {
  pinned?: boolean;
};

export type PostFilter = {
  /** Only these categories (the public list), else all. */
  categories?: readonly string[];
  category?: string;
  search?: SearchQuery | null;
  author?: string;
  /** Seoul calendar days, inclusive. */
  startDate?: string;
  endDate?: string;
  tag?: string;
};

const t = boardPosts;
/** Matches are counted up to this many (`totalCapped` beyond). */
export const COUNT_CAP = 300;
const live = and(isNull(t.deletedAt), eq(t.hidden, false));

/**
 * Each sort keeps pinned notices first and breaks ties by recency, in the order of its partial
 * index (schema/board.ts; "nulls last" as the index says, or PostgreSQL sorts instead).
 */
const ORDER: Record<BoardSort, SQL> = {
  latest: sql`${t.pinned} desc nulls last, ${t.createdAt} desc nulls last`,
  views: sql`${t.pinned} desc nulls last, ${t.views} desc nulls last, ${t.createdAt} desc nulls last`,
  likes: sql`${t.pinned} desc nulls last, ${t.likeCount} desc nulls last, ${t.createdAt} desc nulls last`,
  popular: sql`${t.pinned} desc nulls last, ${t.popularity} desc nulls last, ${t.createdAt} desc nulls last`,
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A Seoul calendar day's start as a timestamp (the users' day, whatever the server's zone). */
const seoulDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Seoul'`;

/**
 * Every word of the query: its bigrams through the GIN index, then the substring itself. A
 * two-character word is its own only bigram, so the index match already is the substring match
 * and the row's text is not read again (the common case in Korean: 요금, 노선, 배차).
 */
function searchCondition(search: SearchQuery): SQL | undefined {
  const words = search.words
    .filter((word) => [...word].length !== 2)
    .map((word) => {
      const pattern = containsPattern(word);
      return sql`(${t.title} ilike ${pattern} or ${t.contentText} ilike ${pattern})`;
    });
  const index =
    search.grams.length > 0 ? sql`${t.searchGrams} @> ${textArray(search.grams)}` : undefined;
  return and(index, ...words);
}

function whereOf(filter: PostFilter): SQL | undefined {
  return and(
    live,
    filter.categories ? inArray(t.category, [...filter.categories]) : undefined,
    filter.category ? eq(t.category, filter.category) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.author ? ilike(t.authorName, containsPattern(filter.author)) : undefined,
    filter.startDate ? gte(t.createdAt, seoulDay(filter.startDate)) : undefined,
    filter.endDate
      ? lt(t.createdAt, sql`${seoulDay(filter.endDate)} + interval '1 day'`)
      : undefined,
    filter.tag ? sql`${t.tags} @> ${textArray([filter.tag])}` : undefined,
  );
}

/** Posts, their counts and likes; the caller decides who may see what. */
export function postRepo(db: Database) {
  return {
    /**
     * One page (and whether another follows) with the number of matches counted up to
     * COUNT_CAP: counting every match of a common word read the whole table (0.7 s at 100,000
     * posts, bench part 10). A search with that many matches walks the sort's index instead of
     * collecting every match first: the planner takes the bigrams for independent and expects a
     * few dozen rows where there are thousands (68 ms for "표준운송"; the walk finds a page at once).
     */
    async list(filter: PostFilter, sort: BoardSort, offset: number, limit: number) {
      const where = whereOf(filter);
      const capped = db
        .select({ one: sql`1` })
        .from(t)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped');
      const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
      const count = counted?.count ?? 0;
      const common = count > COUNT_CAP && (filter.search?.grams.length ?? 0) > 0;
      const page = (q: Pick<Database, 'select'>) =>
        q
          .select()
          .from(t)
          .where(where)
          .orderBy(ORDER[sort])
          .offset(offset)
          .limit(limit + 1);
      const rows = common
        ? await db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_bitmapscan = off`);
            return page(tx);
          })
        : await page(db);
      return {
        rows: rows.slice(0, limit),
        hasMore: rows.length > limit,
        total: Math.min(count, COUNT_CAP),
        totalCapped: count > COUNT_CAP,
      };
    },

    /** A post not deleted (hidden ones included: the service decides who sees them). */
    async find(id: string): Promise<PostRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), isNull(t.deletedAt)));
      return row ?? null;
    },

    /** Stores a post and claims its uploads (the uploader's own, not yet in a post) in one go. */
    async insert(values: NewPost, attachmentIds: readonly string[], uploaderId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(t).values(values).returning();
        if (!row) throw new Error('post insert returned no row');
        const claimed = await claim(tx, row.id, attachmentIds, uploaderId);
        if (claimed !== attachmentIds.length) throw new UnclaimableAttachmentError();
        return row;
      });
    },

    /** Saves an edit when `version` is still current; null when someone saved first. */
    async update(
      id: string,
      version: number,
      changes: PostChanges,
      attachmentIds: readonly string[],
      uploaderId: string,
    ): Promise<PostRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ ...changes, version: sql`${t.version} + 1`, updatedAt: new Date() })
          .where(and(eq(t.id, id), eq(t.version, version), isNull(t.deletedAt)))
          .returning();
        if (!row) return null;
        // Uploads dropped from the post become unclaimed again (and are cleaned up later).
        await tx
          .update(boardAttachments)
          .set({ postId: null })
          .where(
            and(
              eq(boardAttachments.postId, id),
              attachmentIds.length > 0
                ? notInArray(boardAttachments.id, [...attachmentIds])
                : undefined,
            ),
          );
        const fresh = attachmentIds.length - (await countOn(tx, id, attachmentIds));
        const claimed = await claim(tx, id, attachmentIds, uploaderId);
        if (claimed !== fresh) throw new UnclaimableAttachmentError();
        return row;
      });
    },

    async setPinned(id: string, pinned: boolean): Promise<PostRow | null> {
      const [row] = await db
        .update(t)
        .set({ pinned, version: sql`${t.version} + 1` })
        .where(and(eq(t.id, id), isNull(t.deletedAt)))
        .returning();
      return row ?? null;
    },

    async softDelete(id: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ deletedAt: new Date() })
        .where(and(eq(t.id, id), isNull(t.deletedAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Likes or unlikes for one user; the count moves in the same transaction. */
    async toggleLike(postId: string, userId: string) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(boardLikes)
          .where(and(eq(boardLikes.postId, postId), eq(boardLikes.userId, userId)))
          .returning({ postId: boardLikes.postId });
        const liked = removed.length === 0;
        if (liked) await tx.insert(boardLikes).values({ postId, userId }).onConflictDoNothing();
        const [row] = await tx
          .update(t)
          .set({ likeCount: sql`${t.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(t.id, postId))
          .returning({ likeCount: t.likeCount });
        return { liked, likeCount: row?.likeCount ?? 0 };
      });
    },

    async likedBy(postId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ postId: boardLikes.postId })
        .from(boardLikes)
        .where(and(eq(boardLikes.postId, postId), eq(boardLikes.userId, userId)));
      return rows.length > 0;
    },

    /** Counts a view the first time this reader opens the post; the count after it. */
    async recordView(postId: string, viewerKey: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(boardViews)
          .values({ postId, viewerKey })
          .onConflictDoNothing()
          .returning({ postId: boardViews.postId });
        if (added.length === 0) return null;
        const [row] = await tx
          .update(t)
          .set({ views: sql`${t.views} + 1` })
          .where(eq(t.id, postId))
          .returning({ views: t.views });
        return row?.views ?? null;
      });
    },
  };
}

/** An attachment id that is not the poster's own unclaimed upload (someone else's, or used). */
export class UnclaimableAttachmentError extends Error {}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function claim(tx: Tx, postId: string, ids: readonly string[], uploaderId: string) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(boardAttachments)
    .set({ postId })
    .where(
      and(
        inArray(boardAttachments.id, [...ids]),
        eq(boardAttachments.uploaderId, uploaderId),
        isNull(boardAttachments.postId),
      ),
    )
    .returning({ id: boardAttachments.id });
  return rows.length;
}

async function countOn(tx: Tx, postId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({ id: boardAttachments.id })
    .from(boardAttachments)
    .where(and(eq(boardAttachments.postId, postId), inArray(boardAttachments.id, [...ids])));
  return rows.length;
}

export type PostRepo = ReturnType<typeof postRepo>;
