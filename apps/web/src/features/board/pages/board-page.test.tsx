import type { Me } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { page, STATS, summary } from '../testing/fixtures';
import { BoardPage } from './board-page';

beforeAll(() => loadLocales(['board', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 40_000 };

type Call = { method: string; path: string };

function serve(
  me: Me | null,
  items = [summary(1), summary(2, { pinned: true, category: 'notice' })],
) {
  const calls: Call[] = [];
  const session = sessionHandler(me);
  mockApi((method, path, body) => {
    calls.push({ method, path });
    const answer = session(method, path, body);
    if (answer) return answer;
    if (path.startsWith('/board/posts?') || path.startsWith('/board/posts/public?')) {
      return { status: 200, body: page(items) };
    }
    if (path === '/board/stats') return { status: 200, body: STATS };
    if (path.startsWith('/board/tags')) {
      return {
        status: 200,
        body: {
          tags: [
            { tag: '요금', count: 4 },
            { tag: '노선', count: 2 },
          ],
        },
      };
    }
    if (path === '/board/online-users') {
      return {
        status: 200,
        body: { onlineUsers: [{ id: 'u1', name: '김운수', role: 'user' }], count: 1 },
      };
    }
    return undefined;
  });
  return calls;
}

function renderBoard(url = '/board') {
  return renderRoutes([{ path: '/board', element: <BoardPage /> }], url);
}

describe('BoardPage', TIMEOUT, () => {
  it('lists pinned notices first with a pin and highlights the searched words', async () => {
    serve(testUser('user'), [
      summary(1, { title: '요금 산정 방법' }),
      summary(2, { pinned: true, category: 'notice', title: '공지: 요금표 개정' }),
    ]);
    renderBoard('/board?q=요금');
    const list = await screen.findByTestId('board-list', undefined, TIMEOUT);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('data-pinned', 'true');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: '상단 고정' })).toBeTruthy();
    expect(rows[1]).toHaveAttribute('data-pinned', 'false');
    const marks = list.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toContain('요금');
    expect(within(rows[1] as HTMLElement).getByTestId('board-category-general')).toHaveTextContent(
      '일반',
    );
  });

  it('asks the server with the search, sort and page size of §9', async () => {
    const calls = serve(testUser('user'));
    renderBoard('/board?q=연료&sort=views&category=question');
    await screen.findByTestId('board-list', undefined, TIMEOUT);
    const listCall = calls.find((call) => call.path.startsWith('/board/posts?'));
    const params = new URLSearchParams(listCall?.path.split('?')[1]);
    expect(params.get('search')).toBe('연료');
    expect(params.get('sort')).toBe('views');
    expect(params.get('category')).toBe('question');
    expect(params.get('page')).toBe('1');
  });

  it('shows a signed-out visitor the public list, the login message and no write button', async () => {
    const calls = serve(null);
    renderBoard();
    const alert = await screen.findByTestId('board-login-alert', undefined, TIMEOUT);
    expect(alert).toHaveTextContent(
      '이 게시글은 로그인 후 볼 수 있습니다. 질문과 공지는 누구나 볼 수 있습니다.',
    );
    expect(within(alert).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/login?next=%2Fboard',
    );
    await screen.findByTestId('board-list');
    expect(calls.some((call) => call.path.startsWith('/board/posts/public?'))).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/board/posts?'))).toBe(false);
    expect(screen.queryByTestId('board-write')).toBeNull();
    expect(screen.queryByTestId('board-online')).toBeNull();
  });

  it('tells a viewer they have no access, names their role, and hides the write button', async () => {
    const calls = serve(testUser('viewer'));
    renderBoard();
    const alert = await screen.findByTestId('board-no-access', undefined, TIMEOUT);
    expect(alert).toHaveTextContent('조회자');
    await screen.findByTestId('board-list');
    expect(screen.queryByTestId('board-write')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/board/posts/public?'))).toBe(true);
  });

  it('gives a user the write button, stats, popular tags and who is online', async () => {
    serve(testUser('user'));
    renderBoard();
    expect(await screen.findByTestId('board-write', undefined, TIMEOUT)).toHaveTextContent(
      '글쓰기',
    );
    expect(await screen.findByTestId('board-stats-totalPosts')).toHaveTextContent('42');
    expect(screen.getByRole('link', { name: '인기 글 제목' })).toHaveAttribute(
      'href',
      `/board/posts/${STATS.popularPost.id}`,
    );
    expect(await screen.findByTestId('board-popular-tag-요금')).toBeTruthy();
    expect(await screen.findByTestId('board-online-count')).toHaveTextContent('1명 접속 중');
    expect(screen.queryByTestId('board-no-access')).toBeNull();
  });

  it('filters by a popular tag when it is chosen', async () => {
    const calls = serve(testUser('user'));
    renderBoard();
    const chip = await screen.findByTestId('board-popular-tag-노선', undefined, TIMEOUT);
    chip.click();
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path.startsWith('/board/posts?') &&
            new URLSearchParams(call.path.split('?')[1]).get('tag') === '노선',
        ),
      ).toBe(true),
    );
  });

  it('says so when no post matches', async () => {
    serve(testUser('user'), []);
    renderBoard('/board?q=없는말');
    expect(await screen.findByTestId('board-list-empty', undefined, TIMEOUT)).toHaveTextContent(
      '조건에 맞는 게시글이 없습니다.',
    );
  });
});
