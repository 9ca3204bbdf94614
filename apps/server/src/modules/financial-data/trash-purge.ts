import { TRASH_RETENTION_DAYS } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { trashRepo } from './trash-repo';

export type TrashPurgeDeps = {
  db: Database;
  storage: FileStorage;
  audit: AuditLog;
  log: FastifyBaseLogger;
};

/** The oldest deletion still restorable: `now` minus TRASH_RETENTION_DAYS (issue 14 §6). */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Removes for good the companies and statements trashed more than TRASH_RETENTION_DAYS ago,
 * with their stored originals, and records `trash.purged` with the counts for each organisation.
 * Run by the retention job (platform/audit/retention.ts); returns the rows purged.
 */
export async function purgeExpiredTrash(deps: TrashPurgeDeps, now: Date): Promise<number> {
  const purged = await trashRepo(deps.db).transaction((repo) => repo.purge(trashCutoff(now)));
  // Bytes go after the commit: a rolled-back purge must not lose an original.
  for (const key of purged.storageKeys) {
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.error({ err, key }, 'purged file not deleted'));
  }
  let total = 0;
  for (const [organisationId, counts] of purged.byOrganisation) {
    total += counts.companies + counts.statements;
    await deps.audit.record({
      action: 'trash.purged',
      organisationId,
      detail: { ...counts, retentionDays: TRASH_RETENTION_DAYS },
    });
  }
  return total;
}
