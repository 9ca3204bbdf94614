import type { PageViewBody } from '@bus/domain';
import { api } from './api-client';

/** platform.md §3: an anonymous session id held in session storage (one per tab). */
export const SESSION_ID_STORAGE_KEY = 'anonymous_session_id';

/** Limits of PageViewBody (packages/domain/src/api/page-views.ts). */
const MAX_PATH_LENGTH = 500;
const MAX_TITLE_LENGTH = 200;

/** The tab's anonymous id, created on first use. */
export function pageViewSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_ID_STORAGE_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    sessionStorage.setItem(SESSION_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Without session storage every view gets its own id; views are still counted.
    return crypto.randomUUID();
  }
}

/**
 * Records a page view (platform.md §2.1) without blocking the page: failures are only logged.
 * Only the pathname is sent, so tokens in query strings (password reset) never reach the log.
 */
export function recordPageView(pathname: string, title?: string): void {
  const body: PageViewBody = {
    path: pathname.slice(0, MAX_PATH_LENGTH),
    sessionId: pageViewSessionId(),
    title: title?.slice(0, MAX_TITLE_LENGTH),
  };
  api.post('/page-views', body).catch((error: unknown) => {
    console.warn('Page view was not recorded', error);
  });
}
