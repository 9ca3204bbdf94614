import { PageSlug, StaticPage } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** Retries for transient failures; a missing page is final (data-center-board-admin.md §7). */
const MAX_RETRIES = 2;

/** GET /api/pages/{slug}: title, sanitised HTML content and last update of one static page. */
export function getStaticPage(slug: string): Promise<StaticPage> {
  return api.get(`/pages/${encodeURIComponent(slug)}`, StaticPage);
}

export function isValidPageSlug(slug: string): boolean {
  return PageSlug.safeParse(slug).success;
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Loads a static page; slugs that cannot exist are not requested at all. */
export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: () => getStaticPage(slug),
    enabled: isValidPageSlug(slug),
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < MAX_RETRIES,
  });
}
