import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema/audit';

/** The audit trail is the one record every server process shares, whatever BACKUP_DIR each has. */
export function backupRepo(db: Database) {
  return {
    /**
     * Whether a scheduled backup was recorded at or after `slot`: on several processes, the one
     * whose clock runs late must not take the same day's backup again after the first released
     * the lock.
     */
    async scheduledSince(slot: Date): Promise<boolean> {
      const rows = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'backup.created'),
            gte(auditEvents.at, slot),
            sql`${auditEvents.detail}->>'trigger' = 'schedule'`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
