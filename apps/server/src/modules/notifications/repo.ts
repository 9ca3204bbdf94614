import type { NotificationSettings } from '@bus/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { auditEvents } from '../../platform/db/schema/audit';
import { session, user } from '../../platform/db/schema/auth';
import { notificationSettings, notifications } from '../../platform/db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;

/** Who a notification or a security e-mail goes to, with the profile's delivery flags. */
export type Recipient = {
  id: string;
  email: string;
  name: string;
  notifyEmail: boolean;
  notifyPush: boolean;
  notifySecurity: boolean;
  timezone: string;
  twoFactorEnabled: boolean;
};

/** Earlier sign-ins looked at to tell a new device (the newest; a device unused for longer is new). */
const KNOWN_DEVICE_SIGN_INS = 200;

export function notificationRepo(db: Database) {
  const mine = (userId: string, id: string) =>
    and(eq(notifications.userId, userId), eq(notifications.id, id));
  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      if (!row) throw new Error('notification insert returned no row');
      return row;
    },
    list(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    async unreadCount(userId: string): Promise<number> {
      const unread = and(eq(notifications.userId, userId), eq(notifications.read, false));
      const [row] = await db.select({ n: count() }).from(notifications).where(unread);
      return row?.n ?? 0;
    },
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: string): Promise<void> {
      await db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async removeAll(userId: string): Promise<void> {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
    async recipient(userId: string): Promise<Recipient | null> {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          notifyEmail: user.notifyEmail,
          notifyPush: user.notifyPush,
          notifySecurity: user.notifySecurity,
          timezone: user.timezone,
          twoFactorEnabled: user.twoFactorEnabled,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },
    /**
     * User agents the account has used: its earlier successful sign-ins (audit trail) and its open
     * sessions but the newest, which is the sign-in being looked at (e.g. the one of registration).
     */
    async knownUserAgents(userId: string): Promise<(string | null)[]> {
      const [signIns, sessions] = await Promise.all([
        db
          .select({ userAgent: auditEvents.userAgent })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.actorId, userId),
              eq(auditEvents.action, 'sign_in.success'),
              eq(auditEvents.outcome, 'success'),
            ),
          )
          .orderBy(desc(auditEvents.at))
          .limit(KNOWN_DEVICE_SIGN_INS),
        db
          .select({ userAgent: session.userAgent })
          .from(session)
          .where(eq(session.userId, userId))
          .orderBy(desc(session.createdAt))
          .offset(1),
      ]);
      return [...signIns, ...sessions].map((row) => row.userAgent);
    },
    async getSettings(userId: string) {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row ?? null;
    },
    /** Saves only when the stored version is `expected` (0 = never saved); null on a stale version. */
    async saveSettings(userId: string, settings: NotificationSettings, expected: number) {
      const version = expected + 1;
      const rows =
        expected === 0
          ? await db
              .insert(notificationSettings)
              .values({ userId, settings, version })
              .onConflictDoNothing()
              .returning()
          : await db
              .update(notificationSettings)
              .set({ settings, version, updatedAt: new Date() })
              .where(
                and(
                  eq(notificationSettings.userId, userId),
                  eq(notificationSettings.version, expected),
                ),
              )
              .returning();
      return rows[0] ?? null;
    },
  };
}

export type NotificationRepo = ReturnType<typeof notificationRepo>;
