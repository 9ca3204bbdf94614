import {
  type BoardAttachment,
  type BoardCategory,
  type BoardComment,
  type BoardPostSummary,
  type BoardReply,
  previewOf,
} from '@bus/domain';
import type { AttachmentRow } from './attachment-repo';
import type { CommentRow } from './comment-repo';
import type { PostRow } from './post-repo';

/** How stored rows are shown through the API (packages/domain/src/api/board.ts). */

export function attachmentUrl(id: string): string {
  return `/api/board/attachments/${id}`;
}

export function toAttachment(row: AttachmentRow): BoardAttachment {
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    kind: row.kind as BoardAttachment['kind'],
    url: attachmentUrl(row.id),
  };
}

export function toSummary(row: PostRow, attachmentCount = 0): BoardPostSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category as BoardCategory,
    tags: row.tags,
    pinned: row.pinned,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    views: row.views,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    preview: previewOf(row.contentText),
    attachmentCount,
  };
}

function toReply(row: CommentRow, readerId: string | null): BoardReply {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    content: deleted ? '' : row.content,
    deleted,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    mine: !deleted && readerId !== null && row.authorId === readerId,
  };
}

/** Comments as a thread one level deep (§3): each top-level comment with its replies in order. */
export function toThread(rows: readonly CommentRow[], readerId: string | null): BoardComment[] {
  const top = rows.filter((row) => row.parentId === null);
  return top.map((comment) => ({
    ...toReply(comment, readerId),
    replies: rows
      .filter((row) => row.parentId === comment.id)
      .map((reply) => toReply(reply, readerId)),
  }));
}

export function toComment(row: CommentRow, readerId: string | null): BoardComment {
  return { ...toReply(row, readerId), replies: [] };
}
