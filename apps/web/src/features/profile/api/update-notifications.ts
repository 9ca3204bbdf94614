import { NotificationFlags } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** PUT /api/account/notifications with the version read; a stale one answers 409 `conflict`. */
export function updateNotificationFlags(body: NotificationFlags): Promise<NotificationFlags> {
  return api.put('/account/notifications', body, NotificationFlags);
}

export function useUpdateNotificationFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationFlags,
    onSuccess: (flags) => {
      queryClient.setQueryData(profileKeys.notifications(), flags);
      // Same row, new version: the profile's copy is stale now.
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile() });
    },
  });
}
