import { BoardPostList } from '@bus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BOARD_API, type BoardFilter, type BoardScope, boardKeys } from './keys';

/** The query string of one page of the list (§7: page, limit=10 by default, filters). */
export function listQuery(filter: BoardFilter, page: number): string {
  const params = new URLSearchParams({ page: String(page), sort: filter.sort });
  for (const key of ['category', 'search', 'author', 'startDate', 'endDate', 'tag'] as const) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** GET /api/board/posts or /posts/public, one page at a time (§2 infinite scroll). */
export function getPosts(scope: BoardScope, filter: BoardFilter, page: number) {
  const path = scope === 'public' ? `${BOARD_API}/posts/public` : `${BOARD_API}/posts`;
  return api.get(`${path}?${listQuery(filter, page)}`, BoardPostList);
}

export function useBoardPosts(scope: BoardScope, filter: BoardFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: boardKeys.list(scope, filter),
    queryFn: ({ pageParam }) => getPosts(scope, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}
