import type { AuditEvent, AuditEventQuery } from '@bus/domain';
import { and, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema/audit';

export type NewAuditEvent = typeof auditEvents.$inferInsert;
export type AuditFilter = Omit<AuditEventQuery, 'page' | 'pageSize'>;
export type AuditPage = { page: number; pageSize: number };

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.outcome ? eq(auditEvents.outcome, filter.outcome) : undefined,
    filter.userId
      ? or(eq(auditEvents.actorId, filter.userId), eq(auditEvents.targetId, filter.userId))
      : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.at, new Date(filter.from)) : undefined,
    filter.to ? lte(auditEvents.at, new Date(filter.to)) : undefined,
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

function toRow(row: typeof auditEvents.$inferSelect): AuditEvent {
  return {
    ...row,
    at: row.at.toISOString(),
    outcome: row.outcome === 'failure' ? 'failure' : 'success',
    detail: row.detail ?? null,
  };
}

/** SQL for audit_events; newest first. */
export function auditRepo(db: Database) {
  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },

    async list(
      filter: AuditFilter,
      { page, pageSize }: AuditPage,
    ): Promise<{ items: AuditEvent[]; total: number }> {
      const where = conditions(filter);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { items: rows.map(toRow), total: totals?.total ?? 0 };
    },
  };
}

export type AuditRepo = ReturnType<typeof auditRepo>;
