import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type Notification,
  type NotificationCategory,
  type NotificationList,
  type VersionedNotificationSettings,
} from '@bus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { type MailSite, notificationMail } from './notification-mail';
import type { NewNotification, NotificationRepo, NotificationRow, Recipient } from './repo';

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

/** E-mail for the notifications' copies; the development sender keeps them in the dev outbox. */
export type NotificationMail = { mailer: Mailer; site: MailSite; log: FastifyBaseLogger };

/**
 * Security notifications are mailed by the "security alerts" flag instead (security-alerts.ts,
 * with time, IP and device): "e-mail notifications" on and security alerts off must not mail them.
 */
const MAILED_BY_SECURITY_FLAG: NotificationCategory = 'security';

export function notificationService(
  repo: NotificationRepo,
  hub: RealtimeHub,
  mail: NotificationMail,
) {
  const changed = (userId: string) => hub.publish(userId, { type: 'notification.changed' });

  async function mailCopy(recipient: Recipient, notification: Notification): Promise<void> {
    if (!recipient.notifyEmail || notification.category === MAILED_BY_SECURITY_FLAG) return;
    try {
      await mail.mailer.send(notificationMail(mail.site, recipient, notification));
    } catch (err) {
      // The notification is stored and listed; only its e-mail copy is lost.
      mail.log.error({ err, userId: recipient.id }, 'notification e-mail not sent');
    }
  }

  return {
    /**
     * Stores a notification, then delivers it as the profile's flags say: pushed to the user's
     * open sockets (push), and a copy by e-mail (e-mail notifications). Without push it is still
     * listed; the web reads the list when the panel opens or the window regains focus.
     */
    async create(userId: string, input: NotificationInput): Promise<Notification> {
      const values: NewNotification = { userId, ...input };
      const notification = toNotification(await repo.insert(values));
      const recipient = await repo.recipient(userId);
      if (recipient?.notifyPush !== false) {
        await hub.publish(userId, { type: 'notification.created', notification });
      }
      if (recipient) await mailCopy(recipient, notification);
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
