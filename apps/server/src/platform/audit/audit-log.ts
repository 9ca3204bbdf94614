import type { AuditAction, AuditEventList, AuditOutcome } from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditFilter, AuditPage, AuditRepo } from './repo';

/** One security event (issue 6 §7). Only `action` is required; outcome defaults to success. */
export type AuditRecord = {
  action: AuditAction;
  outcome?: AuditOutcome;
  actor?: { id?: string | null; email?: string | null } | null;
  target?: { id?: string | null; email?: string | null } | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown> | null;
  /** The organisation whose data the event concerns (issue 14). */
  organisationId?: string | null;
  /** Defaults to now; tests and imports may set it. */
  at?: Date;
};

/** The audit trail's write side and the super-admin console's read side. */
export type AuditLog = {
  /** Writes the event; never throws into the caller (a failed write is logged as an error). */
  record(event: AuditRecord): Promise<void>;
  list(filter: AuditFilter, page: AuditPage): Promise<AuditEventList>;
};

/** User agents can be long; what is kept is enough to tell devices apart. */
const USER_AGENT_MAX = 512;

export function auditLog(repo: AuditRepo, log: FastifyBaseLogger): AuditLog {
  return {
    async record(event) {
      try {
        await repo.insert({
          action: event.action,
          outcome: event.outcome ?? 'success',
          actorId: event.actor?.id ?? null,
          actorEmail: event.actor?.email ?? null,
          targetId: event.target?.id ?? null,
          targetEmail: event.target?.email ?? null,
          ip: event.ip ?? null,
          userAgent: event.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
          detail: event.detail ?? null,
          organisationId: event.organisationId ?? null,
          ...(event.at ? { at: event.at } : {}),
        });
      } catch (error) {
        // The action being audited already happened; losing its row must not undo or fail it.
        log.error({ err: error, audit: { action: event.action } }, 'audit event not recorded');
      }
    },
    async list(filter, page) {
      const { items, total } = await repo.list(filter, page);
      return { items, total, page: page.page, pageSize: page.pageSize };
    },
  };
}
