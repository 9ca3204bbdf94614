import { type SystemMaintenanceBody, SystemMaintenanceResult } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, SUPER_ADMIN_ROOT } from './keys';

/** The checks take a few seconds on a large database; the default 120 s timeout is ample. */
export function useRunMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemMaintenanceBody) =>
      api.post(`${SUPER_ADMIN_API}/system-maintenance`, body, SystemMaintenanceResult),
    // The run is in the audit log now.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...SUPER_ADMIN_ROOT, 'audit-logs'] }),
  });
}
