import { USER_ACTIVITY_HOURS_DEFAULT, UserActivity } from '@bus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUPER_ADMIN_API, superAdminKeys } from './keys';

/** GET /api/super-admin/user-activity?hours=24&page= (recent sign-ins 10 per page, §9). */
export function useUserActivity(page: number, hours = USER_ACTIVITY_HOURS_DEFAULT) {
  return useQuery({
    queryKey: superAdminKeys.userActivity(hours, page),
    queryFn: () =>
      api.get(
        `${SUPER_ADMIN_API}/user-activity?${new URLSearchParams({ hours: String(hours), page: String(page) })}`,
        UserActivity,
      ),
    placeholderData: keepPreviousData,
  });
}
