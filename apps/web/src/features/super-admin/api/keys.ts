import type { SuperAdminAuditQuery } from '@bus/domain';

/** Every query of the console sits under this root: the header's refresh reads them all again. */
export const SUPER_ADMIN_ROOT = ['super-admin'] as const;
export const SUPER_ADMIN_API = '/super-admin';

/** The audit-log filter of the filter modal (§2): level, part of the action, part of an e-mail. */
export type AuditFilter = Pick<SuperAdminAuditQuery, 'level' | 'action' | 'userEmail'>;

export const superAdminKeys = {
  systemStatus: () => [...SUPER_ADMIN_ROOT, 'system-status'] as const,
  userActivity: (hours: number, page: number) =>
    [...SUPER_ADMIN_ROOT, 'user-activity', hours, page] as const,
  database: () => [...SUPER_ADMIN_ROOT, 'database-management'] as const,
  backups: () => [...SUPER_ADMIN_ROOT, 'backups'] as const,
  auditLogs: (page: number, filter: AuditFilter) =>
    [...SUPER_ADMIN_ROOT, 'audit-logs', page, filter] as const,
};
