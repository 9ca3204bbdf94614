import type { StaticPage } from '@bus/domain';
import DOMPurify from 'isomorphic-dompurify';
import { AppError } from '../../platform/errors/app-error';
import type { PageRepo, PageRow } from './repo';
import { SEED_PAGES } from './seed-content';

function toStaticPage(row: PageRow): StaticPage {
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Removes scripts, event handlers and javascript: URLs; the stored HTML is already safe. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function pageService(repo: PageRepo) {
  return {
    async get(slug: string): Promise<StaticPage> {
      const row = await repo.find(slug);
      if (!row) throw new AppError('not_found', 404, { slug });
      return toStaticPage(row);
    },
    /** Saves a page; content is sanitised on write so every reader gets safe HTML. */
    async save(page: { slug: string; title: string; content: string }): Promise<StaticPage> {
      const row = await repo.upsert({ ...page, content: sanitizeHtml(page.content) });
      return toStaticPage(row);
    },
    /** Adds the shipped pages (terms, about) when missing; edits made later are kept. */
    async seed(): Promise<string[]> {
      const added: string[] = [];
      for (const page of SEED_PAGES) {
        const content = sanitizeHtml(page.content);
        if (await repo.insertIfMissing({ ...page, content })) added.push(page.slug);
      }
      return added;
    },
  };
}

export type PageService = ReturnType<typeof pageService>;
