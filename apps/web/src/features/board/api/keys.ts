import type { BoardSort } from '@bus/domain';

/** Every board request goes below /api/board (data-center-board-admin.md §7 "Board"). */
export const BOARD_API = '/board';

/** Which list the reader gets: the full board (user and above) or the public one (§6). */
export type BoardScope = 'all' | 'public';

/** The list's filters as they stand in the URL; empty ones are left out. */
export type BoardFilter = {
  category?: string;
  sort: BoardSort;
  search?: string;
  author?: string;
  startDate?: string;
  endDate?: string;
  tag?: string;
};

export const BOARD_ROOT = ['board'] as const;

/** Query keys; a mutation refreshes the lists by the `lists()` prefix. */
export const boardKeys = {
  lists: () => [...BOARD_ROOT, 'list'] as const,
  list: (scope: BoardScope, filter: BoardFilter) => [...BOARD_ROOT, 'list', scope, filter] as const,
  post: (id: string) => [...BOARD_ROOT, 'post', id] as const,
  comments: (id: string) => [...BOARD_ROOT, 'comments', id] as const,
  stats: () => [...BOARD_ROOT, 'stats'] as const,
  tags: () => [...BOARD_ROOT, 'tags'] as const,
  online: () => [...BOARD_ROOT, 'online'] as const,
  moderation: () => [...BOARD_ROOT, 'moderation'] as const,
};

export const postPath = (id: string) => `${BOARD_API}/posts/${encodeURIComponent(id)}`;
