import { createHash } from 'node:crypto';
import {
  type BoardCategoryKey,
  type BoardListQuery,
  type BoardPost,
  type BoardPostInput,
  type BoardPostList,
  type BoardPostUpdate,
  canModerate,
  canUseBoard,
  documentGrams,
  normalizeTags,
  PUBLIC_BOARD_CATEGORIES,
  parseSearch,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { AttachmentRepo } from './attachment-repo';
import type { BoardEvents } from './events';
import type { ModerationRepo } from './moderation-repo';
import { authorRefusal, enforce, postRefusal, type Reader, readRefusal } from './policy';
import { type PostRepo, type PostRow, UnclaimableAttachmentError } from './post-repo';
import { BodyTooComplexError, sanitizeBody } from './sanitize';
import { toAttachment, toSummary } from './views';

type Deps = {
  posts: PostRepo;
  attachments: AttachmentRepo;
  moderation: ModerationRepo;
  events: BoardEvents;
};

/** Who is reading, for counting a view once: the user, else the address and browser of the day. */
export type ViewerKey = { userId: string } | { ip: string; userAgent: string };

function viewerKeyOf(viewer: ViewerKey): string {
  if ('userId' in viewer) return `user:${viewer.userId}`;
  const day = new Date().toISOString().slice(0, 10);
  const digest = createHash('sha256').update(`${viewer.ip}|${viewer.userAgent}|${day}`);
  return `anon:${digest.digest('hex').slice(0, 32)}`;
}

/** Title, body and tags as stored: sanitised HTML, its text, the search keys, normalised tags. */
function contentOf(input: { title: string; content: string; tags?: string[] }) {
  const tags = normalizeTags(input.tags ?? []);
  if (!tags.ok) {
    throw tags.code === 'board/invalid-tag'
      ? new AppError(tags.code, 400, { tag: tags.tag })
      : new AppError(tags.code, 400, { max: tags.max });
  }
  const body = cleanBody(input.content);
  // A body of nothing but removed markup (only a script, say) is empty, like an empty one (§5).
  if (body.text === '' && !/<img\b/i.test(body.html))
    throw new AppError('board/empty-content', 400);
  return {
    title: input.title.trim(),
    content: body.html,
    contentText: body.text,
    searchGrams: documentGrams(`${input.title} ${body.text}`),
    tags: tags.tags,
  };
}

function cleanBody(content: string) {
  try {
    return sanitizeBody(content);
  } catch (error) {
    if (error instanceof BodyTooComplexError) throw new AppError('board/content-too-complex', 400);
    throw error;
  }
}

function claimError(error: unknown): unknown {
  return error instanceof UnclaimableAttachmentError
    ? new AppError('board/attachment-unavailable', 400)
    : error;
}

export function postService({ posts, attachments, moderation, events }: Deps) {
  async function detail(row: PostRow, reader: Reader): Promise<BoardPost> {
    const [files, liked, reported] = await Promise.all([
      attachments.listOf(row.id),
      reader ? posts.likedBy(row.id, reader.id) : false,
      reader ? moderation.reportedBy(row.id, reader.id) : false,
    ]);
    return {
      ...toSummary(row, files.length),
      content: row.content,
      attachments: files.map(toAttachment),
      version: row.version,
      liked,
      mine: reader !== null && row.authorId === reader.id,
      reported,
      hidden: row.hidden,
    };
  }

  /** A post the reader may see: hidden ones only to their author and moderators. */
  async function visible(id: string, reader: Reader): Promise<PostRow> {
    const row = await posts.find(id);
    const seesHidden = reader !== null && (row?.authorId === reader.id || canModerate(reader.role));
    if (!row || (row.hidden && !seesHidden)) throw new AppError('board/post-not-found', 404);
    enforce(readRefusal(reader, row.category as BoardCategoryKey));
    return row;
  }

  async function mine(id: string, reader: NonNullable<Reader>): Promise<PostRow> {
    const row = await posts.find(id);
    if (!row) throw new AppError('board/post-not-found', 404);
    enforce(authorRefusal(reader, row.authorId));
    return row;
  }

  return {
    /** The list (§7): everything for users and above; questions and notices for everyone else. */
    async list(query: BoardListQuery, reader: Reader): Promise<BoardPostList> {
      const categories = canUseBoard(reader?.role) ? undefined : PUBLIC_BOARD_CATEGORIES;
      const { rows, total, totalCapped, hasMore } = await posts.list(
        {
          categories,
          category: query.category,
          search: query.search ? parseSearch(query.search) : null,
          author: query.author?.trim() || undefined,
          startDate: query.startDate,
          endDate: query.endDate,
          tag: query.tag?.trim().toLowerCase() || undefined,
        },
        query.sort,
        (query.page - 1) * query.limit,
        query.limit,
      );
      const counts = await attachments.countsOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toSummary(row, counts.get(row.id) ?? 0)),
        page: query.page,
        limit: query.limit,
        total,
        totalCapped,
        hasMore,
      };
    },

    /** One post; the first read by each reader counts as a view (§3 views, issue 17 §3). */
    async get(id: string, reader: Reader, viewer: ViewerKey): Promise<BoardPost> {
      const row = await visible(id, reader);
      const views = await posts.recordView(row.id, viewerKeyOf(viewer));
      return detail(views === null ? row : { ...row, views }, reader);
    },

    async create(input: BoardPostInput, reader: NonNullable<Reader>): Promise<BoardPost> {
      const pinned = input.pinned ?? false;
      enforce(postRefusal(reader, input.category, pinned));
      const values = {
        ...contentOf(input),
        category: input.category,
        pinned,
        authorId: reader.id,
        authorName: reader.name,
      };
      const row = await posts
        .insert(values, input.attachmentIds ?? [], reader.id)
        .catch((error: unknown) => {
          throw claimError(error);
        });
      const post = await detail(row, reader);
      await events.postCreated(post);
      return post;
    },

    /** §7 edit: title, content, category, tags (and the attachment list), at the version read. */
    async update(id: string, input: BoardPostUpdate, reader: NonNullable<Reader>) {
      const current = await mine(id, reader);
      // Editing keeps the pin only where it is still allowed (a notice moved to general loses it).
      const pinned = current.pinned && input.category === 'notice';
      enforce(postRefusal(reader, input.category, pinned));
      const row = await posts
        .update(
          id,
          input.version,
          { ...contentOf(input), category: input.category, pinned },
          input.attachmentIds ?? [],
          reader.id,
        )
        .catch((error: unknown) => {
          throw claimError(error);
        });
      if (!row) {
        // The post as saved by the other edit, so the conflict dialog needs no second request.
        throw new AppError('conflict', 409, {
          version: current.version,
          current: await detail(current, reader),
        });
      }
      await events.postChanged(row.id);
      return detail(row, reader);
    },

    async remove(id: string, reader: NonNullable<Reader>): Promise<void> {
      await mine(id, reader);
      await posts.softDelete(id);
      await events.postRemoved(id);
    },

    async pin(id: string, pinned: boolean, reader: NonNullable<Reader>): Promise<BoardPost> {
      const row = await visible(id, reader);
      enforce(postRefusal(reader, row.category as BoardCategoryKey, pinned));
      const updated = await posts.setPinned(id, pinned);
      if (!updated) throw new AppError('board/post-not-found', 404);
      await events.pinned(updated, reader);
      return detail(updated, reader);
    },

    async like(id: string, reader: NonNullable<Reader>) {
      await visible(id, reader);
      const result = await posts.toggleLike(id, reader.id);
      await events.likeChanged(id, result.likeCount);
      return result;
    },
  };
}

export type PostService = ReturnType<typeof postService>;
