import type { BoardPostList, BoardPostSummary } from '@bus/domain';
import { searchWords } from '@bus/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type BoardFilter, type BoardScope, boardKeys } from '../api/keys';

type ListData = InfiniteData<BoardPostList>;
type ListKey = ReturnType<typeof boardKeys.list>;

/**
 * The loaded pages as one list: pinned notices first (the server sends them first; a pinned post
 * that arrived over the socket must not sit below them), and each post once, because a post
 * created while the reader scrolls shifts the next page by one.
 */
export function orderedPosts(data: ListData | undefined): BoardPostSummary[] {
  const seen = new Set<string>();
  const posts: BoardPostSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.items) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return [...posts.filter((post) => post.pinned), ...posts.filter((post) => !post.pinned)];
}

/** Whether a newly created post belongs in a list with these filters (socket push, issue 17). */
export function matchesFilter(
  post: BoardPostSummary,
  scope: BoardScope,
  filter: BoardFilter,
): boolean {
  if (scope === 'public' && post.category !== 'question' && post.category !== 'notice') {
    return false;
  }
  if (filter.category && post.category !== filter.category) return false;
  if (filter.tag && !post.tags.includes(filter.tag)) return false;
  if (filter.author && !post.authorName.toLowerCase().includes(filter.author.toLowerCase())) {
    return false;
  }
  const day = post.createdAt.slice(0, 10);
  if (filter.startDate && day < filter.startDate) return false;
  if (filter.endDate && day > filter.endDate) return false;
  const text = `${post.title} ${post.preview}`.toLowerCase();
  return searchWords(filter.search ?? '').every((word) => text.includes(word));
}

function listEntries(client: QueryClient) {
  return client.getQueriesData<ListData>({ queryKey: boardKeys.lists() });
}

function mapItems(
  data: ListData,
  map: (items: BoardPostSummary[]) => BoardPostSummary[],
): ListData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) };
}

/** Changes one post wherever a loaded list shows it (likes, comment counts). */
export function patchListPost(
  client: QueryClient,
  postId: string,
  patch: Partial<BoardPostSummary>,
): void {
  for (const [key, data] of listEntries(client)) {
    if (!data) continue;
    client.setQueryData<ListData>(
      key,
      mapItems(data, (items) =>
        items.map((post) => (post.id === postId ? { ...post, ...patch } : post)),
      ),
    );
  }
}

/** Takes a deleted post out of every loaded list. */
export function removeListPost(client: QueryClient, postId: string): void {
  for (const [key, data] of listEntries(client)) {
    if (!data) continue;
    client.setQueryData<ListData>(
      key,
      mapItems(data, (items) => items.filter((post) => post.id !== postId)),
    );
  }
}

/**
 * A post created elsewhere: on top of each loaded "latest" list it matches (below the pinned
 * notices unless pinned itself). Other sorts place it by figures only the server knows, so those
 * lists are refreshed instead.
 */
export function addCreatedPost(client: QueryClient, post: BoardPostSummary): void {
  for (const [key, data] of listEntries(client)) {
    if (!data || data.pages.length === 0) continue;
    const [, , scope, filter] = key as unknown as ListKey;
    if (!matchesFilter(post, scope, filter)) continue;
    if (filter.sort !== 'latest') {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    if (data.pages.some((page) => page.items.some((item) => item.id === post.id))) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    const pinnedCount = post.pinned ? 0 : first.items.filter((item) => item.pinned).length;
    const items = [...first.items];
    items.splice(pinnedCount, 0, post);
    client.setQueryData<ListData>(key, {
      ...data,
      pages: [{ ...first, items, total: first.total + 1 }, ...rest],
    });
  }
}
