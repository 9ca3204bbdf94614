import { BackupStarted } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, superAdminKeys } from './keys';

/** POST /api/super-admin/backups: 202 with the run; 409 backup/already-running. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${SUPER_ADMIN_API}/backups`, {}, BackupStarted),
    // The overview now says `running`, which starts its poll until the backup is listed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.backups() }),
  });
}
