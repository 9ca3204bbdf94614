import type { AuditEvent, AuditEventQuery } from '@bus/domain';
import { and, count, desc, eq, gte, ilike, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { auditEvents } from '../db/schema/audit';

export type NewAuditEvent = typeof auditEvents.$inferInsert;
/**
 * The admin trail's filter, and the super-admin console's (issue 18 §1): part of the action name,
 * part of the actor's or target's e-mail, and an action list in or out (its levels).
 */
export type AuditFilter = Omit<AuditEventQuery, 'page' | 'pageSize'> & {
  actionContains?: string;
  email?: string;
  actionIn?: readonly string[];
  actionNotIn?: readonly string[];
};
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
    filter.actionContains
      ? ilike(auditEvents.action, containsPattern(filter.actionContains))
      : undefined,
    filter.email
      ? or(
          ilike(auditEvents.actorEmail, containsPattern(filter.email)),
          ilike(auditEvents.targetEmail, containsPattern(filter.email)),
        )
      : undefined,
    filter.actionIn ? inArray(auditEvents.action, [...filter.actionIn]) : undefined,
    filter.actionNotIn?.length
      ? not(inArray(auditEvents.action, [...filter.actionNotIn]))
      : undefined,
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
