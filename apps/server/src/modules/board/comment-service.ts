import {
  type BoardCategoryKey,
  type BoardComment,
  type BoardCommentList,
  canModerate,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { NotificationService } from '../notifications/service';
import type { CommentRepo } from './comment-repo';
import type { BoardEvents } from './events';
import { enforce, type Reader, readRefusal } from './policy';
import type { PostRepo, PostRow } from './post-repo';
import { toComment, toThread } from './views';

type Deps = {
  posts: PostRepo;
  comments: CommentRepo;
  events: BoardEvents;
  notifications: Pick<NotificationService, 'create'>;
  log: FastifyBaseLogger;
};

/** How much of a comment a notification quotes. */
const NOTIFICATION_EXCERPT = 80;

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length <= NOTIFICATION_EXCERPT
    ? chars.join('')
    : `${chars.slice(0, NOTIFICATION_EXCERPT).join('')}…`;
}

export function commentService({ posts, comments, events, notifications, log }: Deps) {
  async function readablePost(postId: string, reader: Reader): Promise<PostRow> {
    const post = await posts.find(postId);
    const seesHidden =
      reader !== null && (post?.authorId === reader.id || canModerate(reader.role));
    if (!post || (post.hidden && !seesHidden)) throw new AppError('board/post-not-found', 404);
    enforce(readRefusal(reader, post.category as BoardCategoryKey));
    return post;
  }

  /**
   * The post's author hears of a comment, a comment's author of a reply (issue 17 §5), through
   * the stored notifications; nobody is told of their own words. A lost notification is logged:
   * the comment itself is saved.
   */
  async function notify(
    post: PostRow,
    parentAuthorId: string | null,
    reader: NonNullable<Reader>,
    text: string,
  ) {
    const recipient = parentAuthorId ?? post.authorId;
    if (!recipient || recipient === reader.id) return;
    const reply = parentAuthorId !== null;
    try {
      await notifications.create(recipient, {
        key: reply ? 'boardReply' : 'boardComment',
        title: reply ? '새 답글' : '새 댓글',
        message: `${post.title} — ${reader.name}: ${excerpt(text)}`,
        type: 'info',
        category: 'user',
        priority: 'low',
      });
    } catch (err) {
      log.error({ err, postId: post.id }, 'board notification not stored');
    }
  }

  return {
    async list(postId: string, reader: Reader): Promise<BoardCommentList> {
      await readablePost(postId, reader);
      return { items: toThread(await comments.listOf(postId), reader?.id ?? null) };
    },

    /** A comment, or a reply to a top-level comment of the same post (one level, §3). */
    async add(
      postId: string,
      input: { content: string; parentId?: string | undefined },
      reader: NonNullable<Reader>,
    ): Promise<BoardComment> {
      const post = await readablePost(postId, reader);
      const content = input.content.trim();
      if (content === '') throw new AppError('board/empty-content', 400);
      let parentAuthorId: string | null = null;
      if (input.parentId) {
        const parent = await comments.find(input.parentId);
        if (!parent || parent.postId !== postId || parent.deletedAt) {
          throw new AppError('board/comment-not-found', 404);
        }
        if (parent.parentId !== null) throw new AppError('board/reply-depth', 400);
        parentAuthorId = parent.authorId;
      }
      const { comment, commentCount } = await comments.insert({
        postId,
        parentId: input.parentId ?? null,
        content,
        authorId: reader.id,
        authorName: reader.name,
      });
      await events.commentAdded(postId, commentCount);
      await notify(post, parentAuthorId, reader, content);
      return toComment(comment, reader.id);
    },

    /** Soft delete by the comment's author: "삭제된 댓글입니다" keeps the thread. */
    async remove(commentId: string, reader: NonNullable<Reader>): Promise<void> {
      const comment = await comments.find(commentId);
      if (!comment || comment.deletedAt) throw new AppError('board/comment-not-found', 404);
      if (comment.authorId !== reader.id) throw new AppError('board/author-only', 403);
      const removed = await comments.softDelete(commentId);
      if (removed) await events.commentAdded(removed.postId, removed.commentCount);
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
