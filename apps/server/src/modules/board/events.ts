import type { BoardPost } from '@bus/domain';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { Reader } from './policy';
import type { PostRow } from './post-repo';

/**
 * What the board announces after a change is stored (issue 17 §4–§5): live messages to the sockets
 * on the board channel, and audit records of moderator actions. A message that cannot be sent
 * never fails the change; readers pick it up on their next load.
 */
export function boardEvents(
  hub: RealtimeHub,
  audit: AuditLog,
  log: { warn: (o: object, m: string) => void },
  /** Called on every announced change (the summaries' cache is dropped). */
  changed: () => void = () => undefined,
) {
  const push = async (message: Parameters<RealtimeHub['publishBoard']>[0]) => {
    changed();
    try {
      await hub.publishBoard(message);
    } catch (err) {
      log.warn({ err, type: message.type }, 'board message not published');
    }
  };
  const moderated = (
    action:
      | 'board.post_hidden'
      | 'board.post_restored'
      | 'board.post_removed'
      | 'board.post_pinned'
      | 'board.reported',
    postId: string,
    reader: NonNullable<Reader>,
    detail: Record<string, unknown> = {},
  ) =>
    audit.record({
      action,
      actor: { id: reader.id, email: reader.email },
      target: { id: postId },
      detail: { postId, ...detail },
    });

  return {
    postCreated: (post: BoardPost) => push({ type: 'board.post_created', post: toSummaryOf(post) }),
    postChanged: (postId: string) => push({ type: 'board.post_changed', postId }),
    postRemoved: (postId: string) => push({ type: 'board.post_removed', postId }),
    likeChanged: (postId: string, likeCount: number) =>
      push({ type: 'board.like_changed', postId, likeCount }),
    commentAdded: (postId: string, commentCount: number) =>
      push({ type: 'board.comment_added', postId, commentCount }),
    async pinned(row: PostRow, reader: NonNullable<Reader>) {
      await moderated('board.post_pinned', row.id, reader, { pinned: row.pinned });
      await push({ type: 'board.post_changed', postId: row.id });
    },
    /** A report; when it hid the post, the post leaves every open list. */
    async reported(postId: string, reader: NonNullable<Reader>, hidden: boolean, reason: string) {
      await moderated('board.reported', postId, reader, { hidden, reason });
      if (hidden) await push({ type: 'board.post_removed', postId });
    },
    async moderatorActed(
      action: 'restore' | 'hide' | 'delete',
      postId: string,
      reader: NonNullable<Reader>,
    ) {
      const audited = {
        restore: 'board.post_restored',
        hide: 'board.post_hidden',
        delete: 'board.post_removed',
      } as const;
      await moderated(audited[action], postId, reader);
      await push(
        action === 'restore'
          ? { type: 'board.post_changed', postId }
          : { type: 'board.post_removed', postId },
      );
    },
  };
}

/** The list's shape of a post just created (its detail carries more than the list shows). */
function toSummaryOf(post: BoardPost) {
  const {
    content: _c,
    attachments: _a,
    version: _v,
    liked: _l,
    mine: _m,
    reported: _r,
    hidden: _h,
    ...summary
  } = post;
  return summary;
}

export type BoardEvents = ReturnType<typeof boardEvents>;
