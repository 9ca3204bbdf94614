import { z } from 'zod';

/** platform.md §2.4 */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'security', 'info'] as const;
export const NOTIFICATION_CATEGORIES = ['system', 'security', 'admin', 'forecast', 'user'] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** platform.md §9: non-critical notifications show for 4.5 s; critical ones stay until closed. */
export const NOTIFICATION_DISPLAY_MS = 4500;

export const NotificationType = z.enum(NOTIFICATION_TYPES);
export const NotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export const NotificationPriority = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationCategory = z.infer<typeof NotificationCategory>;
export type NotificationPriority = z.infer<typeof NotificationPriority>;

/** Events the server announces itself; the web shows them in the reader's language by this key. */
export const NOTIFICATION_EVENT_KEYS = [
  'welcome',
  'signedIn',
  'passwordReset',
  // Board (issue 17 §5): a comment on one's post, a reply to one's comment.
  'boardComment',
  'boardReply',
] as const;
export const NotificationEventKey = z.enum(NOTIFICATION_EVENT_KEYS);
export type NotificationEventKey = z.infer<typeof NotificationEventKey>;

export const Notification = z.object({
  id: z.string(),
  /** Set for server events: the UI translates by key; title/message are the Korean text kept for
   * readers without the UI (logs, exports). Null for free text (e.g. an admin's message). */
  key: NotificationEventKey.nullable(),
  title: z.string(),
  message: z.string(),
  type: NotificationType,
  category: NotificationCategory,
  priority: NotificationPriority,
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  items: z.array(Notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationSettings = z.object({
  enabled: z.boolean(),
  sound: z.boolean(),
  desktop: z.boolean(),
  email: z.boolean(),
  categories: z.object(
    Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
      (typeof NOTIFICATION_CATEGORIES)[number],
      z.ZodBoolean
    >,
  ),
  priorities: z.object(
    Object.fromEntries(NOTIFICATION_PRIORITIES.map((p) => [p, z.boolean()])) as Record<
      (typeof NOTIFICATION_PRIORITIES)[number],
      z.ZodBoolean
    >,
  ),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Settings with the optimistic-locking version (a stale save gets 409). */
export const VersionedNotificationSettings = z.object({
  settings: NotificationSettings,
  version: z.number().int().nonnegative(),
});
export type VersionedNotificationSettings = z.infer<typeof VersionedNotificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: true,
  sound: false,
  desktop: true,
  email: false,
  categories: { system: true, security: true, admin: true, forecast: true, user: true },
  priorities: { low: true, medium: true, high: true, critical: true },
};

/** platform.md §2.4: shown only if enabled and both its category flag and its priority flag are on. */
export function shouldShowNotification(
  settings: NotificationSettings,
  notification: Pick<Notification, 'category' | 'priority'>,
): boolean {
  return (
    settings.enabled &&
    settings.categories[notification.category] &&
    settings.priorities[notification.priority]
  );
}

/** How long a toast stays: critical is sticky (null), others 4.5 s (platform.md §2.4). */
export function notificationDisplayMs(priority: NotificationPriority): number | null {
  return priority === 'critical' ? null : NOTIFICATION_DISPLAY_MS;
}
