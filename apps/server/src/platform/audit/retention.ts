import type { AuditAction } from '@bus/domain';
import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema/audit';

/** data-center-board-admin.md §9 privacy retention: login records are kept 3 months. */
export const LOGIN_RECORD_RETENTION_MONTHS = 3;

/**
 * The login records: sign-ins and their failures, second-step failures, sign-outs and refused
 * attempts. Account changes, role changes, bans, impersonation and deletions are kept.
 */
export const LOGIN_RECORD_ACTIONS = [
  'sign_in.success',
  'sign_in.failure',
  'two_factor.challenge_failed',
  'sign_out',
  'rate_limit.hit',
] as const satisfies readonly AuditAction[];

/** How often the purge runs after the one at start-up. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The oldest moment still kept: `now` minus three calendar months (UTC). */
export function loginRecordCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOGIN_RECORD_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes login records older than the retention; returns how many went. */
export async function purgeLoginRecords(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(
      and(
        inArray(auditEvents.action, [...LOGIN_RECORD_ACTIONS]),
        lt(auditEvents.at, loginRecordCutoff(now)),
      ),
    )
    .returning({ id: auditEvents.id });
  return deleted.length;
}

export type AuditRetention = {
  /** Runs one purge now (also what the timer runs); never throws. */
  purge(): Promise<number>;
  /** Stops the timer and waits for a running purge. */
  stop(): Promise<void>;
};

/**
 * Purges at start-up and then daily, in this process. With several processes each purges; the
 * deletes are idempotent. `now` is injectable for tests.
 */
export function startAuditRetention(deps: {
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  intervalMs?: number;
}): AuditRetention {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  const purge = (): Promise<number> => {
    running ??= purgeLoginRecords(deps.db, now())
      .then((count) => {
        if (count > 0) deps.log.info({ audit: { purged: count } }, 'old login records purged');
        return count;
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'login record purge failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void purge(), deps.intervalMs ?? PURGE_INTERVAL_MS);
  timer.unref();
  void purge();
  return {
    purge,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
