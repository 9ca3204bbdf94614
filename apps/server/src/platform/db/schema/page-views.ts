import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One row per client-side route change (platform.md §2.1), later shown to admins. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_user_created_idx').on(t.userId, t.createdAt),
  ],
);
