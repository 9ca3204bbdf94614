import {
  NotificationList,
  type NotificationSettings,
  VersionedNotificationSettings,
} from '@bus/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const NOTIFICATION_SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'] as const;

/** GET /api/notifications: newest first, at most 100, with the unread count. */
export function useNotificationList() {
  return useQuery({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: () => api.get('/notifications', NotificationList),
  });
}

/** GET /api/notifications/settings (defaults with version 0 when never saved). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: () => api.get('/notifications/settings', VersionedNotificationSettings),
  });
}

/** One list-changing call; the list is re-read afterwards whatever happened. */
function useListMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY }),
  });
}

export const useMarkRead = () =>
  useListMutation((id: string) => api.post(`/notifications/${encodeURIComponent(id)}/read`));
export const useMarkAllRead = () => useListMutation(() => api.post('/notifications/read-all'));
export const useDeleteNotification = () =>
  useListMutation((id: string) => api.del(`/notifications/${encodeURIComponent(id)}`));
export const useDeleteAllNotifications = () => useListMutation(() => api.del('/notifications'));

/** PUT /api/notifications/settings with the version read; a stale version answers 409. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { settings: NotificationSettings; version: number }) =>
      api.put('/notifications/settings', body, VersionedNotificationSettings),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, saved),
  });
}
