import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Editable static content pages (/page/{slug}); content is stored already sanitised. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
