import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { pages } from '../../platform/db/schema/pages';

export type PageRow = typeof pages.$inferSelect;

export function pageRepo(db: Database) {
  return {
    async find(slug: string): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
      return row ?? null;
    },
    /** Inserts the page unless the slug exists; true when it was inserted. */
    async insertIfMissing(page: {
      slug: string;
      title: string;
      content: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(pages)
        .values(page)
        .onConflictDoNothing()
        .returning({ slug: pages.slug });
      return rows.length > 0;
    },
    /** Creates or replaces a page, bumping its version. */
    async upsert(page: { slug: string; title: string; content: string }): Promise<PageRow> {
      const now = new Date();
      const [row] = await db
        .insert(pages)
        .values({ ...page, updatedAt: now })
        .onConflictDoUpdate({
          target: pages.slug,
          set: {
            title: page.title,
            content: page.content,
            updatedAt: now,
            version: sqlIncrement(),
          },
        })
        .returning();
      if (!row) throw new Error('page upsert returned no row');
      return row;
    },
  };
}

function sqlIncrement() {
  return sql`${pages.version} + 1`;
}

export type PageRepo = ReturnType<typeof pageRepo>;
