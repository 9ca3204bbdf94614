import { BoardPost, BoardPostList, BoardStats, BoardTags, documentGrams } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPosts } from '../../platform/db/schema/board';
import { BOARD, type BoardTestApp, createBoardTestApp } from './test-support';

describe('board posts (data-center-board-admin.md §5, §6)', () => {
  let t: BoardTestApp;
  let user: string;
  let other: string;
  let viewer: string;
  let manager: string;

  beforeAll(async () => {
    t = await createBoardTestApp();
    user = await t.as('writer', 'user');
    other = await t.as('other', 'analyst');
    viewer = await t.as('viewer', 'viewer');
    manager = await t.as('manager', 'manager');
  });
  afterAll(() => t.close());

  const inject: BoardTestApp['inject'] = (...args) => t.inject(...args);

  describe('§6 permissions', () => {
    it('lets a user post and refuses a viewer with no-post-permission', async () => {
      const post = await t.post(user, { title: '첫 글' });
      expect(post).toMatchObject({ title: '첫 글', authorName: '테스트', mine: true, views: 0 });
      const refused = await inject('POST', `${BOARD}/posts`, viewer, {
        title: '뷰어 글',
        content: '<p>x</p>',
        category: 'general',
      });
      expect(refused.statusCode).toBe(403);
    });

    it('refuses posting without a session', async () => {
      const refused = await inject('POST', `${BOARD}/posts`, undefined, {
        title: '익명',
        content: '<p>x</p>',
        category: 'question',
      });
      expect(refused.statusCode).toBe(401);
    });

    it('allows a notice and a pin only for a manager or above', async () => {
      const notice = { title: '공지', content: '<p>공지</p>', category: 'notice' as const };
      const byUser = await inject('POST', `${BOARD}/posts`, user, notice);
      expect(byUser.statusCode).toBe(403);
      expect(byUser.json()).toMatchObject({ code: 'board/notice-requires-manager' });
      const pinned = await t.post(manager, { ...notice, pinned: true });
      expect(pinned.pinned).toBe(true);
      const pinGeneral = await inject('POST', `${BOARD}/posts`, manager, {
        ...notice,
        category: 'general',
        pinned: true,
      });
      expect(pinGeneral.json()).toMatchObject({ code: 'board/pin-notice-only' });
      const unpinByUser = await inject('PUT', `${BOARD}/posts/${pinned.id}/pin`, user, {
        pinned: false,
      });
      expect(unpinByUser.statusCode).toBe(403);
      const unpinned = await inject('PUT', `${BOARD}/posts/${pinned.id}/pin`, manager, {
        pinned: false,
      });
      expect(BoardPost.parse(unpinned.json()).pinned).toBe(false);
    });

    it('lets only the author edit or delete a post', async () => {
      const post = await t.post(user, { title: '작성자 글' });
      const edit = {
        title: '남이 고침',
        content: '<p>x</p>',
        category: 'general',
        tags: [],
        version: post.version,
      };
      for (const cookie of [other, manager]) {
        expect(
          (await inject('PUT', `${BOARD}/posts/${post.id}`, cookie, edit)).json(),
        ).toMatchObject({
          code: 'board/author-only',
        });
        expect((await inject('DELETE', `${BOARD}/posts/${post.id}`, cookie)).statusCode).toBe(403);
      }
      const mine = await inject('PUT', `${BOARD}/posts/${post.id}`, user, {
        ...edit,
        title: '고친 제목',
      });
      expect(BoardPost.parse(mine.json())).toMatchObject({ title: '고친 제목', version: 2 });
      expect((await inject('DELETE', `${BOARD}/posts/${post.id}`, user)).statusCode).toBe(204);
      expect((await inject('GET', `${BOARD}/posts/${post.id}`, user)).json()).toMatchObject({
        code: 'board/post-not-found',
      });
    });

    it('answers a stale edit with 409 and keeps the first save', async () => {
      const post = await t.post(user, { title: '버전' });
      const base = { content: '<p>x</p>', category: 'general', tags: [], version: post.version };
      expect(
        (await inject('PUT', `${BOARD}/posts/${post.id}`, user, { ...base, title: '먼저' }))
          .statusCode,
      ).toBe(200);
      const stale = await inject('PUT', `${BOARD}/posts/${post.id}`, user, {
        ...base,
        title: '나중',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ params: { version: 2, current: { title: '먼저' } } });
      expect((await inject('GET', `${BOARD}/posts/${post.id}`, user)).json()).toMatchObject({
        title: '먼저',
      });
    });

    it('shows anonymous visitors and viewers questions and notices only, with the login message for the rest', async () => {
      const general = await t.post(user, { title: '일반 글', category: 'general' });
      const question = await t.post(user, { title: '질문 글', category: 'question' });
      for (const cookie of [undefined, viewer]) {
        expect((await inject('GET', `${BOARD}/posts/${general.id}`, cookie)).json()).toMatchObject({
          status: 401,
          code: 'board/login-required',
        });
        expect((await inject('GET', `${BOARD}/posts/${question.id}`, cookie)).statusCode).toBe(200);
      }
      const list = BoardPostList.parse(
        (await inject('GET', `${BOARD}/posts/public?limit=50`)).json(),
      );
      expect(list.items.every((p) => ['question', 'notice'].includes(p.category))).toBe(true);
      expect(list.items.map((p) => p.id)).toContain(question.id);
      expect((await inject('GET', `${BOARD}/posts`)).statusCode).toBe(401);
      expect((await inject('GET', `${BOARD}/posts`, viewer)).statusCode).toBe(403);
    });

    it('answers an unknown post with Post not found', async () => {
      const missing = await inject(
        'GET',
        `${BOARD}/posts/00000000-0000-4000-8000-000000000000`,
        user,
      );
      expect(missing.json()).toMatchObject({ status: 404, code: 'board/post-not-found' });
    });
  });

  describe('§5 rules', () => {
    it('requires category, title and content', async () => {
      for (const payload of [
        { content: '<p>x</p>', category: 'general' },
        { title: '제목', category: 'general' },
        { title: '제목', content: '<p>x</p>' },
        { title: '   ', content: '<p>x</p>', category: 'general' },
        { title: '제목', content: '<script>alert(1)</script>', category: 'general' },
        { title: '제목', content: `${'<b>'.repeat(30_000)}x`, category: 'general' },
      ]) {
        expect((await inject('POST', `${BOARD}/posts`, user, payload)).statusCode).toBe(400);
      }
    });

    it('strips tags to letters, digits and Hangul, lower-cases them and drops duplicates', async () => {
      const post = await t.post(user, { tags: ['#버스 요금', 'BRT', 'brt', ' 노선-개편 '] });
      expect(post.tags).toEqual(['버스요금', 'brt', '노선개편']);
    });

    it('rejects a post with 11 tags and a tag outside 2–20 characters', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => `태그${i}`);
      const tooMany = await inject('POST', `${BOARD}/posts`, user, {
        title: '태그',
        content: '<p>x</p>',
        category: 'general',
        tags: eleven,
      });
      expect(tooMany.json()).toMatchObject({ code: 'board/too-many-tags', params: { max: 10 } });
      for (const tag of ['가', '!!', 'a'.repeat(21)]) {
        const bad = await inject('POST', `${BOARD}/posts`, user, {
          title: '태그',
          content: '<p>x</p>',
          category: 'general',
          tags: [tag],
        });
        expect(bad.json()).toMatchObject({ code: 'board/invalid-tag', params: { tag } });
      }
      const ten = await t.post(user, { tags: eleven.slice(0, 10) });
      expect(ten.tags).toHaveLength(10);
    });
  });

  describe('views, likes, list', () => {
    it('counts one view per user however often they open the post', async () => {
      const post = await t.post(user, { title: '조회수' });
      for (let i = 0; i < 3; i += 1) await inject('GET', `${BOARD}/posts/${post.id}`, other);
      await inject('GET', `${BOARD}/posts/${post.id}`, manager);
      const seen = BoardPost.parse(
        (await inject('GET', `${BOARD}/posts/${post.id}`, other)).json(),
      );
      expect(seen.views).toBe(2);
    });

    it('toggles a like on and off', async () => {
      const post = await t.post(user, { title: '좋아요' });
      const on = await inject('POST', `${BOARD}/posts/${post.id}/like`, other);
      expect(on.json()).toEqual({ liked: true, likeCount: 1 });
      const off = await inject('POST', `${BOARD}/posts/${post.id}/like`, other);
      expect(off.json()).toEqual({ liked: false, likeCount: 0 });
      expect((await inject('POST', `${BOARD}/posts/${post.id}/like`, viewer)).statusCode).toBe(403);
    });

    it('finds Korean partial words, by author and by date, with pinned notices first', async () => {
      await t.post(user, {
        title: '시내버스 요금 조정',
        content: '<p>교통카드 환승 할인</p>',
        category: 'discussion',
      });
      const search = async (query: string) =>
        BoardPostList.parse(
          (await inject('GET', `${BOARD}/posts?${query}`, user)).json(),
        ).items.map((p) => p.title);
      expect(await search(`search=${encodeURIComponent('요금')}`)).toContain('시내버스 요금 조정');
      expect(await search(`search=${encodeURIComponent('환승')}`)).toContain('시내버스 요금 조정');
      expect(await search(`search=${encodeURIComponent('버스요')}`)).toEqual([]);
      expect(await search(`search=${encodeURIComponent('내버')}`)).toContain('시내버스 요금 조정');
      expect(await search(`search=${encodeURIComponent('100%')}`)).toEqual([]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
      expect(
        await search(`author=${encodeURIComponent('테스')}&startDate=${today}&endDate=${today}`),
      ).toContain('시내버스 요금 조정');
      expect(await search('startDate=2000-01-01&endDate=2000-01-02')).toEqual([]);
      await t.post(manager, { title: '고정 공지', category: 'notice', pinned: true });
      const first = BoardPostList.parse(
        (await inject('GET', `${BOARD}/posts?sort=views`, user)).json(),
      ).items[0];
      expect(first).toMatchObject({ title: '고정 공지', pinned: true });
    });

    it('walks the index for a search with hundreds of matches, and caps the count', async () => {
      // Straight into the table: 305 posts through the API would take minutes of rate limits.
      const rows = Array.from({ length: 305 }, (_, i) => ({
        title: `요금조정 공지 ${i}`,
        content: '<p>요금조정</p>',
        contentText: '요금조정',
        searchGrams: documentGrams(`요금조정 공지 ${i} 요금조정`),
        category: 'general',
        tags: [],
        authorName: '대량',
      }));
      await t.app.services.database.db.insert(boardPosts).values(rows);
      for (const search of ['요금', '요금조정']) {
        const list = BoardPostList.parse(
          (await inject('GET', `${BOARD}/posts?search=${encodeURIComponent(search)}`, user)).json(),
        );
        expect(list).toMatchObject({ total: 300, totalCapped: true, hasMore: true });
        expect(list.items).toHaveLength(10);
        expect(list.items.every((p) => p.title.includes('요금'))).toBe(true);
      }
    });

    it('pages by 10 and says whether more remain', async () => {
      const page1 = BoardPostList.parse((await inject('GET', `${BOARD}/posts`, user)).json());
      expect(page1.items).toHaveLength(10);
      expect(page1.hasMore).toBe(page1.total > 10);
      const page2 = BoardPostList.parse(
        (await inject('GET', `${BOARD}/posts?page=2`, user)).json(),
      );
      expect(page2.items.map((p) => p.id)).not.toContain(page1.items[0]?.id);
    });

    it('counts stats and popular tags over what the reader may see', async () => {
      const signedIn = BoardStats.parse((await inject('GET', `${BOARD}/stats`, user)).json());
      const anonymous = BoardStats.parse((await inject('GET', `${BOARD}/stats`)).json());
      expect(signedIn.totalPosts).toBeGreaterThan(anonymous.totalPosts);
      expect(signedIn.todayPosts).toBe(signedIn.totalPosts);
      const tags = BoardTags.parse((await inject('GET', `${BOARD}/tags?limit=5`, user)).json());
      expect(tags.tags.length).toBeLessThanOrEqual(5);
      expect(tags.tags.map((tag) => tag.tag)).toContain('brt');
    });
  });
});
