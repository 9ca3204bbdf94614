import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationSettings,
  notificationDisplayMs,
  shouldShowNotification,
} from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { connectRealtime } from '../../../lib/realtime-socket';
import { NOTIFICATION_LIST_KEY, useNotificationSettings } from '../api/notifications';
import {
  playNotificationSound,
  requestDesktopPermission,
  showDesktopNotification,
} from '../lib/alerts';
import { localizeNotification } from '../lib/localize';

const TOAST_KIND = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  security: 'warning',
  info: 'info',
} as const;

/**
 * Live notifications (platform.md §2.4): keeps the list fresh from /api/ws and, for new ones that
 * pass the user's filters, shows a toast (critical sticky, else 4.5 s), a desktop notification and
 * an optional sound.
 */
export function useRealtimeNotifications(): void {
  const queryClient = useQueryClient();
  const { notification } = useFeedback();
  const { t } = useTranslation('notifications');
  const { data } = useNotificationSettings();
  // The socket lives for the whole session; it reads the newest settings through this ref.
  const settingsRef = useRef<NotificationSettings>(DEFAULT_NOTIFICATION_SETTINGS);
  settingsRef.current = data?.settings ?? DEFAULT_NOTIFICATION_SETTINGS;
  // Same for the text: a language switch must not reconnect the socket.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (data?.settings.desktop) requestDesktopPermission();
  }, [data?.settings.desktop]);

  useEffect(() => {
    const present = (item: Notification) => {
      const settings = settingsRef.current;
      if (!shouldShowNotification(settings, item)) return;
      const displayMs = notificationDisplayMs(item.priority);
      const text = localizeNotification(item, tRef.current);
      notification.open({
        type: TOAST_KIND[item.type],
        title: text.title,
        description: text.message,
        duration: displayMs === null ? false : displayMs / 1000,
        role: item.priority === 'critical' ? 'alert' : 'status',
      });
      if (settings.desktop) {
        showDesktopNotification({
          id: item.id,
          title: text.title,
          body: text.message,
          sticky: displayMs === null,
        });
      }
      if (settings.sound) playNotificationSound();
    };
    const connection = connectRealtime({
      onMessage: (message) => {
        // The socket also carries other features' messages (job.progress, financial data).
        if (message.type !== 'notification.created' && message.type !== 'notification.changed')
          return;
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
        if (message.type === 'notification.created') present(message.notification);
      },
      onGiveUp: (reason) => {
        // The list still loads over HTTP; only live updates stop. Tell the user once.
        console.warn(`Notification socket stopped: ${reason}`);
        if (reason === 'max-reconnects')
          notification.warning({ title: tRef.current('socketLost'), duration: 8 });
      },
    });
    return connection.close;
  }, [notification, queryClient]);
}
