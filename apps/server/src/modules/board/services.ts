import { type BoardStats, type BoardTags, canUseBoard, PUBLIC_BOARD_CATEGORIES } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { NotificationService } from '../notifications/service';
import { attachmentRepo } from './attachment-repo';
import { attachmentService } from './attachment-service';
import { commentRepo } from './comment-repo';
import { commentService } from './comment-service';
import { boardEvents } from './events';
import { moderationRepo } from './moderation-repo';
import { moderationService } from './moderation-service';
import type { Reader } from './policy';
import { postRepo } from './post-repo';
import { postService } from './post-service';
import { boardPresence } from './presence';
import { statsRepo } from './stats-repo';
import { summaryCache } from './summary-cache';

/** Unclaimed uploads are looked for every hour. */
const CLEANUP_INTERVAL_MS = 60 * 60_000;

type Deps = {
  db: Database;
  hub: RealtimeHub;
  redis: Redis | null;
  audit: AuditLog;
  storage: FileStorage;
  notifications: Pick<NotificationService, 'create'>;
  log: FastifyBaseLogger;
};

/** The board's use cases, wired to their repositories (issue 17). */
export function boardServices(deps: Deps) {
  const posts = postRepo(deps.db);
  const attachments = attachmentRepo(deps.db);
  const moderation = moderationRepo(deps.db);
  const stats = statsRepo(deps.db);
  const summaries = summaryCache();
  const events = boardEvents(deps.hub, deps.audit, deps.log, () => summaries.clear());
  const files = attachmentService({ attachments, storage: deps.storage, log: deps.log });
  const presence = boardPresence(deps.hub, deps.redis, deps.log);
  const cleanup = setInterval(() => {
    files
      .cleanupUnclaimed()
      .catch((err: unknown) => deps.log.error({ err }, 'board upload cleanup failed'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  /** Visitors without board access count and see only the public categories (§6, §7 stats). */
  const scopeOf = (reader: Reader) =>
    canUseBoard(reader?.role) ? undefined : PUBLIC_BOARD_CATEGORIES;

  return {
    posts: postService({ posts, attachments, moderation, events }),
    comments: commentService({
      posts,
      comments: commentRepo(deps.db),
      events,
      notifications: deps.notifications,
      log: deps.log,
    }),
    attachments: files,
    moderation: moderationService({ posts, moderation, events }),
    presence,
    stats: (reader: Reader): Promise<BoardStats> => {
      const scope = scopeOf(reader);
      return summaries.get(`stats|${scope ? 'public' : 'all'}`, () => stats.totals(scope));
    },
    tags: async (limit: number, reader: Reader): Promise<BoardTags> => {
      const scope = scopeOf(reader);
      const tags = await summaries.get(`tags|${scope ? 'public' : 'all'}|${limit}`, () =>
        stats.tags(limit, scope),
      );
      return { tags };
    },
    async close(): Promise<void> {
      clearInterval(cleanup);
      await presence.close();
    },
  };
}

export type BoardServices = ReturnType<typeof boardServices>;
