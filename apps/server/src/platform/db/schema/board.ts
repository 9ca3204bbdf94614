import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, author } from '../columns';

/**
 * The community board (issue 17; data-center-board-admin.md §3). One board per installation
 * (docs/adr/0012-one-board-per-installation.md): posts are not operator figures, so they carry no
 * organisation. Counts are kept on the post, updated in the same transaction as the row they count.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** The body's text, for the preview and the substring check of a search. */
    contentText: text('content_text').notNull(),
    /** Distinct bigrams of title and text (packages/domain/src/board/search.ts), GIN-indexed. */
    searchGrams: text('search_grams').array().notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: author('author_id'),
    authorName: text('author_name').notNull(),
    views: integer('views').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** The "popular" sort (docs/user-guide/board.md): a like weighs 3 views, a comment 2. */
    popularity: integer('popularity').generatedAlwaysAs(
      sql`like_count * 3 + comment_count * 2 + views`,
    ),
    /** Hidden from the list by reports or a moderator, until a moderator restores it. */
    hidden: boolean('hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('board_posts_list_idx')
      .on(t.pinned.desc(), t.createdAt.desc())
      .where(sql`${t.deletedAt} is null and ${t.hidden} = false`),
    index('board_posts_category_idx')
      .on(t.category, t.pinned.desc(), t.createdAt.desc())
      .where(sql`${t.deletedAt} is null and ${t.hidden} = false`),
    ...(
      [
        ['views', 'views'],
        ['likeCount', 'likes'],
        ['popularity', 'popularity'],
      ] as const
    ).map(([column, name]) =>
      index(`board_posts_${name}_idx`)
        .on(t.pinned.desc(), t[column].desc(), t.createdAt.desc())
        .where(sql`${t.deletedAt} is null and ${t.hidden} = false`),
    ),
    index('board_posts_grams_idx').using('gin', t.searchGrams),
    index('board_posts_tags_idx').using('gin', t.tags),
    index('board_posts_author_idx').on(t.authorId),
  ],
);

export const boardComments = pgTable(
  'board_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    /** The top-level comment a reply answers (one level, §3); null for a top-level comment. */
    parentId: uuid('parent_id'),
    content: text('content').notNull(),
    authorId: author('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: at('created_at'),
    /** Soft delete: the thread keeps its place ("삭제된 댓글입니다"). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('board_comments_post_idx').on(t.postId, t.createdAt)],
);

export const boardLikes = pgTable(
  'board_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** One row per reader and post: a view is counted once per signed-in user (per day for others). */
export const boardViews = pgTable(
  'board_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey] })],
);

export const boardReports = pgTable(
  'board_reports',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    reporterName: text('reporter_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Uploaded files (§3 Attachment). An upload belongs to its uploader until a post claims it;
 * unclaimed uploads older than a day are removed with their bytes.
 */
export const boardAttachments = pgTable(
  'board_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => boardPosts.id, { onDelete: 'set null' }),
    uploaderId: text('uploader_id').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: uuid('storage_key').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('board_attachments_post_idx').on(t.postId)],
);
