import {
  ADMIN_AUDIT_ACTIONS,
  type AuditEvent,
  type AuditLevel,
  type AuditParams,
  auditLevelOf,
  auditSourceOf,
  type SuperAdminAuditEntry,
  type SuperAdminAuditList,
  type SuperAdminAuditQuery,
  WARNING_AUDIT_ACTIONS,
} from '@bus/domain';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { AuditFilter } from '../../platform/audit/repo';

/** A detail value longer than this is cut: the message is one sentence, not a dump. */
const PARAM_TEXT_MAX = 120;

/**
 * The filter for one level, as auditLevelOf decides it: error = any failure; warning and admin =
 * a success of their actions; info = a success of any other action.
 */
export function levelFilter(level: AuditLevel | undefined): AuditFilter {
  switch (level) {
    case 'error':
      return { outcome: 'failure' };
    case 'warning':
      return { outcome: 'success', actionIn: WARNING_AUDIT_ACTIONS };
    case 'admin':
      return { outcome: 'success', actionIn: ADMIN_AUDIT_ACTIONS };
    case 'info':
      return {
        outcome: 'success',
        actionNotIn: [...WARNING_AUDIT_ACTIONS, ...ADMIN_AUDIT_ACTIONS],
      };
    default:
      return {};
  }
}

/**
 * The event's details that can go into a sentence: texts (cut), numbers, booleans, lists of
 * texts joined; nested objects are left out. Actor and target e-mails come as `actor`/`target`.
 */
export function paramsOf(event: AuditEvent): AuditParams {
  const params: AuditParams = {};
  for (const [key, value] of Object.entries(event.detail ?? {})) {
    if (typeof value === 'string') params[key] = value.slice(0, PARAM_TEXT_MAX);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      params[key] = value;
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      params[key] = value.join(', ').slice(0, PARAM_TEXT_MAX);
    }
  }
  params.actor = event.actorEmail;
  params.target = event.targetEmail;
  return params;
}

export function toEntry(event: AuditEvent): SuperAdminAuditEntry {
  return {
    id: event.id,
    at: event.at,
    level: auditLevelOf(event.action, event.outcome),
    action: event.action,
    outcome: event.outcome,
    source: auditSourceOf(event.action),
    actorEmail: event.actorEmail,
    targetEmail: event.targetEmail,
    ip: event.ip,
    params: paramsOf(event),
  };
}

/** GET /api/super-admin/audit-logs: the audit trail with level, source and message parameters. */
export async function auditLogView(
  audit: AuditLog,
  query: SuperAdminAuditQuery,
): Promise<SuperAdminAuditList> {
  const filter: AuditFilter = {
    ...levelFilter(query.level),
    ...(query.action ? { actionContains: query.action } : {}),
    ...(query.userEmail ? { email: query.userEmail } : {}),
  };
  const page = await audit.list(filter, { page: query.page, pageSize: query.pageSize });
  return { ...page, items: page.items.map(toEntry) };
}
