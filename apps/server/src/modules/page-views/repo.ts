import type { Database } from '../../platform/db/database';
import { pageViews } from '../../platform/db/schema/page-views';

export type NewPageView = typeof pageViews.$inferInsert;

export function pageViewRepo(db: Database) {
  return {
    async insert(view: NewPageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },
  };
}

export type PageViewRepo = ReturnType<typeof pageViewRepo>;
