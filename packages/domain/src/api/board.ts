import { z } from 'zod';
import {
  BOARD_ATTACHMENTS_MAX,
  BOARD_CATEGORIES,
  BOARD_COMMENT_MAX,
  BOARD_CONTENT_MAX,
  BOARD_PAGE_SIZE,
  BOARD_REPORT_REASON_MAX,
  BOARD_SORTS,
  BOARD_TAG_SUGGESTIONS,
  BOARD_TITLE_MAX,
} from '../board/rules';
import { SEARCH_MAX_LENGTH } from '../board/search';

/** The board's HTTP contract (data-center-board-admin.md §3, §7 "Board"; issue 17). */

export const BoardCategory = z.enum(BOARD_CATEGORIES);
export type BoardCategory = z.infer<typeof BoardCategory>;
export const BoardSort = z.enum(BOARD_SORTS);
export type BoardSort = z.infer<typeof BoardSort>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/board/posts (and /public): §7 page, limit=10, category, search, sort, author, dates. */
export const BoardListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BOARD_PAGE_SIZE),
  category: BoardCategory.optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  sort: BoardSort.default('latest'),
  /** Part of the author's name (advanced search). */
  author: z.string().max(100).optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  tag: z.string().max(40).optional(),
});
export type BoardListQuery = z.infer<typeof BoardListQuery>;

export const BoardAttachment = z.object({
  id: z.uuid(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  kind: z.enum(['image', 'video', 'file']),
  /** Where the bytes are served (GET /api/board/attachments/{id}). */
  url: z.string(),
});
export type BoardAttachment = z.infer<typeof BoardAttachment>;

export const BoardPostSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  category: BoardCategory,
  tags: z.array(z.string()),
  pinned: z.boolean(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  views: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** §9: the first 120 characters of the body's text. */
  preview: z.string(),
  attachmentCount: z.number().int(),
});
export type BoardPostSummary = z.infer<typeof BoardPostSummary>;

export const BoardPostList = z.object({
  items: z.array(BoardPostSummary),
  page: z.number().int(),
  limit: z.number().int(),
  /** Matching posts, counted up to 300; `totalCapped` when more matched. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
});
export type BoardPostList = z.infer<typeof BoardPostList>;

export const BoardPost = BoardPostSummary.extend({
  /** HTML sanitised by the server when saved; the web sanitises it again before rendering. */
  content: z.string(),
  attachments: z.array(BoardAttachment),
  version: z.number().int(),
  /** About the reader: whether they like it, may edit or delete it (author only), reported it. */
  liked: z.boolean(),
  mine: z.boolean(),
  reported: z.boolean(),
  hidden: z.boolean(),
});
export type BoardPost = z.infer<typeof BoardPost>;

const Title = z.string().trim().min(1).max(BOARD_TITLE_MAX);
const Content = z.string().min(1).max(BOARD_CONTENT_MAX);
/** Raw tags as typed; the server normalises them (§5) and names the one it refuses. */
const Tags = z.array(z.string().max(100)).max(50).default([]);

/** POST /api/board/posts (§7: title, content, category, tags, attachments, pinned). */
export const BoardPostInput = z.object({
  title: Title,
  content: Content,
  category: BoardCategory,
  tags: Tags,
  attachmentIds: z.array(z.uuid()).max(BOARD_ATTACHMENTS_MAX).default([]),
  pinned: z.boolean().default(false),
});
export type BoardPostInput = z.input<typeof BoardPostInput>;

/** PUT /api/board/posts/{id} (§7: title, content, category, tags), with the version read. */
export const BoardPostUpdate = BoardPostInput.extend({ version: z.number().int().min(1) });
export type BoardPostUpdate = z.input<typeof BoardPostUpdate>;

/** PUT /api/board/posts/{id}/pin: managers pin or unpin a notice. */
export const BoardPinInput = z.object({ pinned: z.boolean() });

export const BoardLikeResult = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type BoardLikeResult = z.infer<typeof BoardLikeResult>;

export const BoardCommentInput = z.object({
  /** §5: non-empty after trimming. Comments are plain text, shown as text. */
  content: z.string().trim().min(1).max(BOARD_COMMENT_MAX),
  parentId: z.uuid().optional(),
});
export type BoardCommentInput = z.input<typeof BoardCommentInput>;

const CommentFields = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  parentId: z.uuid().nullable(),
  /** Empty once deleted; the web shows "삭제된 댓글입니다" in its place. */
  content: z.string(),
  deleted: z.boolean(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export const BoardReply = CommentFields;
export type BoardReply = z.infer<typeof BoardReply>;
/** A top-level comment with its replies (one level, §3). */
export const BoardComment = CommentFields.extend({ replies: z.array(BoardReply) });
export type BoardComment = z.infer<typeof BoardComment>;
export const BoardCommentList = z.object({ items: z.array(BoardComment) });
export type BoardCommentList = z.infer<typeof BoardCommentList>;

export const BoardStats = z.object({
  totalPosts: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
  totalComments: z.number().int(),
  todayPosts: z.number().int(),
  popularPost: z.object({ id: z.uuid(), title: z.string(), views: z.number().int() }).nullable(),
});
export type BoardStats = z.infer<typeof BoardStats>;

export const BoardTagsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BOARD_TAG_SUGGESTIONS).default(BOARD_TAG_SUGGESTIONS),
});
export const BoardTags = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BoardTags = z.infer<typeof BoardTags>;

export const BoardOnlineUser = z.object({ id: z.string(), name: z.string(), role: z.string() });
export const BoardOnlineUsers = z.object({
  onlineUsers: z.array(BoardOnlineUser),
  count: z.number().int(),
});
export type BoardOnlineUsers = z.infer<typeof BoardOnlineUsers>;

export const BoardReportInput = z.object({
  reason: z.string().trim().max(BOARD_REPORT_REASON_MAX).default(''),
});
export const BoardReportResult = z.object({ reported: z.literal(true), hidden: z.boolean() });
export type BoardReportResult = z.infer<typeof BoardReportResult>;

/** GET /api/board/moderation: posts with reports, newest report first (managers and above). */
export const BoardModerationItem = z.object({
  post: BoardPostSummary,
  hidden: z.boolean(),
  reportCount: z.number().int(),
  reports: z.array(
    z.object({ reporterName: z.string(), reason: z.string(), createdAt: z.string() }),
  ),
});
export type BoardModerationItem = z.infer<typeof BoardModerationItem>;
export const BoardModerationQueue = z.object({ items: z.array(BoardModerationItem) });
export type BoardModerationQueue = z.infer<typeof BoardModerationQueue>;

/** POST /api/board/moderation/{id}: restore (clear reports, show again), hide, or delete. */
export const BoardModerationAction = z.object({ action: z.enum(['restore', 'hide', 'delete']) });
export type BoardModerationAction = z.infer<typeof BoardModerationAction>;

/** Messages the board channel pushes to subscribed sockets (issue 17 §5). */
export const BoardRealtimeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board.subscribed') }),
  z.object({ type: z.literal('board.post_created'), post: BoardPostSummary }),
  z.object({ type: z.literal('board.post_changed'), postId: z.uuid() }),
  z.object({ type: z.literal('board.post_removed'), postId: z.uuid() }),
  z.object({ type: z.literal('board.comment_added'), postId: z.uuid(), commentCount: z.number() }),
  z.object({ type: z.literal('board.like_changed'), postId: z.uuid(), likeCount: z.number() }),
  z.object({ type: z.literal('board.online_users'), online: BoardOnlineUsers }),
]);
export type BoardRealtimeMessage = z.infer<typeof BoardRealtimeMessage>;

/** What a client sends on /api/ws to join or leave the board channel. */
export const BoardClientMessage = z.object({
  type: z.enum(['subscribe_board', 'unsubscribe_board']),
});
export type BoardClientMessage = z.infer<typeof BoardClientMessage>;
