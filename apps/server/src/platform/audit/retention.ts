import type { AuditAction, AuditOutcome } from '@bus/domain';
import { and, eq, inArray, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpiredTrash, type TrashPurgeDeps } from '../../modules/financial-data/trash-purge';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema/audit';

/** data-center-board-admin.md §9 privacy retention: login records are kept 3 months. */
export const LOGIN_RECORD_RETENTION_MONTHS = 3;

/**
 * The login records: sign-ins and their failures, second-step failures, sign-outs and refused
 * attempts. Account changes, role changes, bans and impersonation are kept while the account exists
 * and go 5 years after its deletion, with its withdrawal record (below).
 */
export const LOGIN_RECORD_ACTIONS = [
  'sign_in.success',
  'sign_in.failure',
  'two_factor.challenge_failed',
  'sign_out',
  'rate_limit.hit',
] as const satisfies readonly AuditAction[];

/** data-center-board-admin.md §9 privacy retention: withdrawal records are kept 5 years. */
export const WITHDRAWAL_RECORD_RETENTION_YEARS = 5;

/**
 * The withdrawal record (회원 탈퇴 기록): an account that ended, by its owner's deletion or by an
 * admin's. Only deletions that happened count; a refused admin deletion is an ordinary security
 * event and is kept.
 */
export const WITHDRAWAL_RECORD_ACTIONS = [
  'account.deleted',
  'user.deleted',
] as const satisfies readonly AuditAction[];
const WITHDRAWAL_RECORD_OUTCOME: AuditOutcome = 'success';

/** The withdrawal records themselves (deletions that went through). */
const isWithdrawalAction = inArray(auditEvents.action, [...WITHDRAWAL_RECORD_ACTIONS]);
const isWithdrawalOutcome = eq(auditEvents.outcome, WITHDRAWAL_RECORD_OUTCOME);
const isWithdrawalRecord = sql`(${isWithdrawalAction} and ${isWithdrawalOutcome})`;

/** How often the purge runs after the one at start-up. */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The oldest moment still kept: `now` minus three calendar months (UTC). */
export function loginRecordCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOGIN_RECORD_RETENTION_MONTHS);
  return cutoff;
}

/** The oldest moment still kept: `now` minus five calendar years (UTC). */
export function withdrawalRecordCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - WITHDRAWAL_RECORD_RETENTION_YEARS);
  return cutoff;
}

/**
 * How many rows each purge deleted. `deletedAccountRecords`: the other security events of accounts
 * whose withdrawal record expired (purgeDeletedAccountRecords).
 */
export type PurgeCounts = {
  loginRecords: number;
  deletedAccountRecords: number;
  withdrawalRecords: number;
};

async function purgeWhere(db: Database, where: SQL | undefined): Promise<number> {
  const deleted = await db.delete(auditEvents).where(where).returning({ id: auditEvents.id });
  return deleted.length;
}

/** The rows naming one deleted account: by id, or by its e-mail up to the deletion. */
function namingAccount(account: { id: string | null; email: string | null; deletedAt: Date }) {
  const byId = account.id
    ? or(eq(auditEvents.actorId, account.id), eq(auditEvents.targetId, account.id))
    : undefined;
  // Up to the deletion only: a later account may sign up with the same e-mail.
  const byEmail = account.email
    ? and(
        or(eq(auditEvents.actorEmail, account.email), eq(auditEvents.targetEmail, account.email)),
        lte(auditEvents.at, account.deletedAt),
      )
    : undefined;
  return or(byId, byEmail);
}

/**
 * A deleted account's other security events (password and two-factor changes, role, approval and
 * ban changes, impersonation, refused attempts, what an admin did to it or it did as an admin) are
 * records about its membership, kept for the same purpose as its withdrawal record, a dispute
 * about the account: they go with that record after its 5 years (docs/user-guide/
 * account-deletion.md). Run before the withdrawal records are purged, which name the accounts; a
 * run cut short is finished by the next. Other accounts' withdrawal records are left to their own
 * 5 years (a deleted admin's user.deleted rows).
 */
async function purgeDeletedAccountRecords(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: auditEvents.targetId, email: auditEvents.targetEmail, at: auditEvents.at })
    .from(auditEvents)
    .where(and(isWithdrawalRecord, lt(auditEvents.at, withdrawalRecordCutoff(now))));
  let purged = 0;
  for (const account of expired) {
    const naming = namingAccount({ id: account.id, email: account.email, deletedAt: account.at });
    if (!naming) continue;
    purged += await purgeWhere(db, and(naming, not(isWithdrawalRecord)));
  }
  return purged;
}

/**
 * Deletes login records, the withdrawal records and the deleted accounts' other security events
 * older than their retention (the guide's promise).
 */
export async function purgeExpiredRecords(db: Database, now: Date): Promise<PurgeCounts> {
  const loginRecords = await purgeWhere(
    db,
    and(
      inArray(auditEvents.action, [...LOGIN_RECORD_ACTIONS]),
      lt(auditEvents.at, loginRecordCutoff(now)),
    ),
  );
  const deletedAccountRecords = await purgeDeletedAccountRecords(db, now);
  const withdrawalRecords = await purgeWhere(
    db,
    and(isWithdrawalRecord, lt(auditEvents.at, withdrawalRecordCutoff(now))),
  );
  return { loginRecords, deletedAccountRecords, withdrawalRecords };
}

export type AuditRetention = {
  /** Runs one purge now (also what the timer runs); returns the rows deleted; never throws. */
  purge(): Promise<number>;
  /** Stops the timer and waits for a running purge. */
  stop(): Promise<void>;
  /** When this process's last purge ended and what it deleted (the super-admin audit reads it). */
  lastRun(): { at: Date; purged: number } | null;
};

/** The audit records past their retention; the count, 0 (logged) on failure. */
function purgeAuditRecords(db: Database, log: FastifyBaseLogger, now: Date): Promise<number> {
  return purgeExpiredRecords(db, now)
    .then((purged) => {
      const count = purged.loginRecords + purged.deletedAccountRecords + purged.withdrawalRecords;
      if (count > 0) log.info({ audit: { purged } }, 'expired audit records purged');
      return count;
    })
    .catch((error: unknown) => {
      log.error({ err: error }, 'audit record purge failed');
      return 0;
    });
}

/** The trash past its 30 days (issue 14 §6); the rows purged, 0 (logged) on failure. */
function purgeTrash(deps: TrashPurgeDeps, now: Date): Promise<number> {
  return purgeExpiredTrash(deps, now)
    .then((count) => {
      if (count > 0) deps.log.info({ trash: { purged: count } }, 'expired trash purged');
      return count;
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error }, 'trash purge failed');
      return 0;
    });
}

/**
 * Purges at start-up and then daily, in this process: expired audit records and, given `trash`,
 * companies and statements trashed more than 30 days ago. With several processes each purges;
 * the deletes are idempotent. `now` is injectable for tests.
 */
export function startAuditRetention(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** Where trashed rows' originals are stored, and the trail their purge is recorded in. */
  trash?: Pick<TrashPurgeDeps, 'storage' | 'audit'>;
  now?: () => Date;
  intervalMs?: number;
}): AuditRetention {
  const now = deps.now ?? (() => new Date());
  const { db, log, trash } = deps;
  let running: Promise<number> | null = null;
  let last: { at: Date; purged: number } | null = null;
  const purge = (): Promise<number> => {
    const at = now();
    running ??= purgeAuditRecords(db, log, at)
      .then(async (records) =>
        trash ? records + (await purgeTrash({ db, log, ...trash }, at)) : records,
      )
      .then((purged) => {
        last = { at: now(), purged };
        return purged;
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
    lastRun: () => last,
  };
}
