import { SuperAdminAuditList } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AuditFilter, SUPER_ADMIN_API, superAdminKeys } from './keys';

/** The query string of one page of the audit log with its filter (20 per page, §9). */
export function auditLogsPath(page: number, filter: AuditFilter): string {
  const params = new URLSearchParams({ page: String(page) });
  if (filter.level) params.set('level', filter.level);
  if (filter.action?.trim()) params.set('action', filter.action.trim());
  if (filter.userEmail?.trim()) params.set('userEmail', filter.userEmail.trim());
  return `${SUPER_ADMIN_API}/audit-logs?${params}`;
}

/** GET /api/super-admin/audit-logs?page=&level=&action=&userEmail= */
export function useAuditLogs(page: number, filter: AuditFilter) {
  return useQuery({
    queryKey: superAdminKeys.auditLogs(page, filter),
    queryFn: () => api.get(auditLogsPath(page, filter), SuperAdminAuditList),
    placeholderData: keepPreviousData,
  });
}
