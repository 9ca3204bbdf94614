import { DatabaseManagement } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, superAdminKeys } from './keys';

/** GET /api/super-admin/database-management: the database and Redis we actually run. */
export function useDatabaseManagement() {
  return useQuery({
    queryKey: superAdminKeys.database(),
    queryFn: () => api.get(`${SUPER_ADMIN_API}/database-management`, DatabaseManagement),
  });
}
