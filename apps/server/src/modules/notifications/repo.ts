import type { NotificationSettings } from '@bus/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { notificationSettings, notifications } from '../../platform/db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;

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
