import type { BoardPostList } from '@bus/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type BoardFilter, boardKeys } from '../api/keys';
import { page, summary } from '../testing/fixtures';
import { addCreatedPost, matchesFilter, orderedPosts, patchListPost } from './list-cache';

const LATEST: BoardFilter = { sort: 'latest' };

function seeded(filter: BoardFilter, items = [summary(1, { pinned: true }), summary(2)]) {
  const client = new QueryClient();
  const key = boardKeys.list('all', filter);
  client.setQueryData<InfiniteData<BoardPostList>>(key, { pages: [page(items)], pageParams: [1] });
  const ids = () =>
    client.getQueryData<InfiniteData<BoardPostList>>(key)?.pages[0]?.items.map((post) => post.id);
  return { client, ids };
}

describe('board list cache', () => {
  it('puts pinned posts first and shows a post only once across pages', () => {
    const list = orderedPosts({
      pages: [page([summary(1), summary(2)]), page([summary(2), summary(3, { pinned: true })])],
      pageParams: [1, 2],
    });
    expect(list.map((post) => post.id)).toEqual([summary(3).id, summary(1).id, summary(2).id]);
  });

  it('matches a new post against category, tag, search words and the public scope', () => {
    const post = summary(5, { category: 'question', tags: ['요금'], title: '시내버스 요금 문의' });
    expect(
      matchesFilter(post, 'all', { sort: 'latest', category: 'question', search: '요금 시내' }),
    ).toBe(true);
    expect(matchesFilter(post, 'all', { sort: 'latest', category: 'general' })).toBe(false);
    expect(matchesFilter(post, 'all', { sort: 'latest', tag: '노선' })).toBe(false);
    expect(matchesFilter(post, 'all', { sort: 'latest', search: '환승' })).toBe(false);
    expect(matchesFilter({ ...post, category: 'discussion' }, 'public', LATEST)).toBe(false);
  });

  it('adds a pushed post below the pinned notices of a matching latest list', () => {
    const { client, ids } = seeded(LATEST);
    addCreatedPost(client, summary(9));
    expect(ids()).toEqual([summary(1).id, summary(9).id, summary(2).id]);
    addCreatedPost(client, summary(9));
    expect(ids()).toHaveLength(3);
  });

  it('leaves a list alone when the pushed post does not match its filter', () => {
    const { client, ids } = seeded({ sort: 'latest', category: 'notice' });
    addCreatedPost(client, summary(9, { category: 'general' }));
    expect(ids()).toEqual([summary(1).id, summary(2).id]);
  });

  it('updates a like count wherever the post is listed', () => {
    const { client } = seeded(LATEST);
    patchListPost(client, summary(2).id, { likeCount: 40 });
    const data = client.getQueryData<InfiniteData<BoardPostList>>(boardKeys.list('all', LATEST));
    expect(data?.pages[0]?.items[1]?.likeCount).toBe(40);
  });
});
