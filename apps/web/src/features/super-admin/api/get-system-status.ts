import { SystemStatus } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, superAdminKeys } from './keys';

/** The overview reads live figures again every 30 s while it is open (a poll: not activity). */
export const SYSTEM_STATUS_POLL_MS = 30_000;

/** GET /api/super-admin/system-status */
export function useSystemStatus() {
  return useQuery({
    queryKey: superAdminKeys.systemStatus(),
    queryFn: () => api.get(`${SUPER_ADMIN_API}/system-status`, SystemStatus, { background: true }),
    refetchInterval: SYSTEM_STATUS_POLL_MS,
    staleTime: 0,
  });
}
