import { BackupOverview } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, superAdminKeys } from './keys';

/** While a backup runs the card asks again this often, until `running` is gone. */
export const BACKUP_POLL_MS = 2_000;

/** GET /api/super-admin/backups (the backup module's route; shape BackupOverview). */
export function useBackups() {
  return useQuery({
    queryKey: superAdminKeys.backups(),
    queryFn: () => api.get(`${SUPER_ADMIN_API}/backups`, BackupOverview, { background: true }),
    refetchInterval: (query) => (query.state.data?.running ? BACKUP_POLL_MS : false),
    staleTime: 0,
  });
}
