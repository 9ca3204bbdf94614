import { isRole, type SuperAdminAuditEntry } from '@bus/domain';
import type { i18n as I18n, TFunction } from 'i18next';

/** Actions that are failures by name: their message already says so. */
const FAILURE_BY_NAME = /(failure|failed|\.hit)$/;
/** Detail fields that hold a role: shown by the role's name (조회자, 관리자 …). */
const ROLE_FIELDS = ['from', 'to', 'role'] as const;

/**
 * The translated sentence of an audit row (docs/user-guide/super-admin.md "Audit log"): the
 * action's message under superAdmin:audit.messages with the row's params; an action without one
 * shows its name; a refused action says "(refused)".
 */
export function auditMessage(entry: SuperAdminAuditEntry, t: TFunction, i18n: I18n): string {
  const params: Record<string, unknown> = { ...entry.params };
  params.actor = entry.actorEmail ?? t('superAdmin:audit.someone');
  params.target = entry.targetEmail ?? t('superAdmin:audit.someone');
  for (const field of ROLE_FIELDS) {
    const value = params[field];
    if (isRole(value)) params[field] = t(`common:roles.${value}`);
  }
  if (entry.action === 'super_admin.maintenance') {
    params.run = t(`superAdmin:maintenance.actions.${String(params.run)}`);
    params.status = t(`superAdmin:maintenance.status.${String(params.status)}`);
  }
  const key = `superAdmin:audit.messages.${entry.action}`;
  const message = i18n.exists(key)
    ? t(key, params)
    : t('superAdmin:audit.messages.unknown', { action: entry.action });
  return entry.outcome === 'failure' && !FAILURE_BY_NAME.test(entry.action)
    ? t('superAdmin:audit.refused', { message })
    : message;
}
