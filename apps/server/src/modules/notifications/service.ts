import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationList,
  type VersionedNotificationSettings,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { NewNotification, NotificationRepo, NotificationRow } from './repo';

/** The panel shows the newest notifications; older ones stay stored but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 100;

export type NotificationInput = Pick<
  Notification,
  'title' | 'message' | 'type' | 'category' | 'priority'
> & { key?: Notification['key'] };

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    key: (row.key as Notification['key']) ?? null,
    title: row.title,
    message: row.message,
    type: row.type as Notification['type'],
    category: row.category as Notification['category'],
    priority: row.priority as Notification['priority'],
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export function notificationService(repo: NotificationRepo, hub: RealtimeHub) {
  const changed = (userId: string) => hub.publish(userId, { type: 'notification.changed' });
  return {
    /** Stores a notification and pushes it to the user's open sockets. */
    async create(userId: string, input: NotificationInput): Promise<Notification> {
      const values: NewNotification = { userId, ...input };
      const notification = toNotification(await repo.insert(values));
      await hub.publish(userId, { type: 'notification.created', notification });
      return notification;
    },
    async list(userId: string): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.list(userId, NOTIFICATION_LIST_LIMIT),
        repo.unreadCount(userId),
      ]);
      return { items: rows.map(toNotification), unread };
    },
    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repo.markRead(userId, id))) throw new AppError('not_found', 404);
      await changed(userId);
    },
    async markAllRead(userId: string): Promise<void> {
      await repo.markAllRead(userId);
      await changed(userId);
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new AppError('not_found', 404);
      await changed(userId);
    },
    async removeAll(userId: string): Promise<void> {
      await repo.removeAll(userId);
      await changed(userId);
    },
    async settings(userId: string): Promise<VersionedNotificationSettings> {
      const row = await repo.getSettings(userId);
      return row
        ? { settings: row.settings, version: row.version }
        : { settings: DEFAULT_NOTIFICATION_SETTINGS, version: 0 };
    },
    /** Optimistic locking: a save based on an older version gets 409 instead of overwriting. */
    async saveSettings(
      userId: string,
      input: VersionedNotificationSettings,
    ): Promise<VersionedNotificationSettings> {
      const row = await repo.saveSettings(userId, input.settings, input.version);
      if (!row) {
        const current = await this.settings(userId);
        throw new AppError('conflict', 409, { currentVersion: current.version });
      }
      return { settings: row.settings, version: row.version };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
