import {
  BOARD_REPORT_HIDE_THRESHOLD,
  type BoardModerationAction,
  type BoardModerationQueue,
  type BoardReportResult,
  canModerate,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { BoardEvents } from './events';
import type { ModerationRepo } from './moderation-repo';
import { enforce, moderatorRefusal, type Reader } from './policy';
import type { PostRepo } from './post-repo';
import { toSummary } from './views';

/** The queue shows this many reported posts, most reported first. */
const QUEUE_LIMIT = 200;

/**
 * Reports and the moderation queue (issue 17 §4): enough distinct reports, or one by a manager,
 * hide a post from the list; managers restore, hide or delete; every action is audited.
 */
export function moderationService(deps: {
  posts: PostRepo;
  moderation: ModerationRepo;
  events: BoardEvents;
}) {
  const { posts, moderation, events } = deps;
  return {
    async report(
      postId: string,
      reason: string,
      reader: NonNullable<Reader>,
    ): Promise<BoardReportResult> {
      const post = await posts.find(postId);
      if (!post || (post.hidden && !canModerate(reader.role))) {
        throw new AppError('board/post-not-found', 404);
      }
      const result = await moderation.report(
        { postId, userId: reader.id, reporterName: reader.name, reason: reason.trim() },
        BOARD_REPORT_HIDE_THRESHOLD,
        canModerate(reader.role),
      );
      if (!result) throw new AppError('board/post-not-found', 404);
      await events.reported(postId, reader, result.hidden && !post.hidden, reason.trim());
      return { reported: true, hidden: result.hidden };
    },

    async queue(reader: NonNullable<Reader>): Promise<BoardModerationQueue> {
      enforce(moderatorRefusal(reader));
      const items = await moderation.queue(QUEUE_LIMIT);
      return {
        items: items.map(({ post, reports }) => ({
          post: toSummary(post),
          hidden: post.hidden,
          reportCount: post.reportCount,
          reports: reports.map((report) => ({
            reporterName: report.reporterName,
            reason: report.reason,
            createdAt: report.createdAt.toISOString(),
          })),
        })),
      };
    },

    async act(
      postId: string,
      action: BoardModerationAction['action'],
      reader: NonNullable<Reader>,
    ) {
      enforce(moderatorRefusal(reader));
      const done =
        action === 'restore'
          ? await moderation.restore(postId)
          : action === 'hide'
            ? await moderation.hide(postId)
            : await posts.softDelete(postId);
      if (!done) throw new AppError('board/post-not-found', 404);
      await events.moderatorActed(action, postId, reader);
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
