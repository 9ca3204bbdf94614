import { NotificationFlags } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/notifications: the e-mail, push and security flags with the version. */
export function getNotificationFlags(): Promise<NotificationFlags> {
  return api.get('/account/notifications', NotificationFlags);
}

export function useNotificationFlags() {
  return useQuery({ queryKey: profileKeys.notifications(), queryFn: getNotificationFlags });
}
