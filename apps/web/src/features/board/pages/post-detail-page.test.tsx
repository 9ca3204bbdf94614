import type { BoardPost, Me } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { comment, post, problem, reply, uuid } from '../testing/fixtures';
import { PostDetailPage } from './post-detail-page';

beforeAll(() => loadLocales(['board', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 40_000 };
const ID = uuid(1);
type Reply = { status: number; body?: unknown };

function serve(
  me: Me | null,
  shown: BoardPost | Reply,
  comments = [comment(1), comment(2)],
  extra: (method: string, path: string, body: unknown) => Reply | undefined = () => undefined,
) {
  const session = sessionHandler(me);
  return mockApi((method, path, body) => {
    const answer = session(method, path, body) ?? extra(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === `/board/posts/${ID}`) {
      return 'status' in shown ? shown : { status: 200, body: shown };
    }
    if (method === 'GET' && path === `/board/posts/${ID}/comments`) {
      return { status: 200, body: { items: comments } };
    }
    return undefined;
  });
}

function renderDetail() {
  return renderRoutes(
    [
      { path: '/board/posts/:postId', element: <PostDetailPage /> },
      { path: '/board', element: <div data-testid="board-list-page" /> },
    ],
    `/board/posts/${ID}`,
  );
}

describe('PostDetailPage', TIMEOUT, () => {
  it('renders a hostile body inert: no script, no event handler', async () => {
    serve(
      testUser('user'),
      post(1, {
        content:
          '<p>본문</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">링크</a>',
      }),
    );
    renderDetail();
    const body = await screen.findByTestId('board-post-body', undefined, TIMEOUT);
    expect(body).toHaveTextContent('본문');
    expect(body.querySelector('script')).toBeNull();
    const image = body.querySelector('img');
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the deleted text in place of a removed comment and keeps its replies', async () => {
    const parent = comment(1, { deleted: true, content: '' });
    serve(testUser('user'), post(1), [{ ...parent, replies: [reply(1, parent.id)] }]);
    renderDetail();
    const item = await screen.findByTestId(`board-comment-${parent.id}`, undefined, TIMEOUT);
    expect(item).toHaveTextContent('삭제된 댓글입니다');
    expect(item).toHaveTextContent('답글 1');
  });

  it('opens one reply form at a time', async () => {
    const first = comment(1);
    const second = comment(2);
    serve(testUser('user'), post(1), [first, second]);
    renderDetail();
    const replyFirst = await screen.findByRole('button', { name: '작성자1님에게 답글' }, TIMEOUT);
    fireEvent.click(replyFirst);
    expect(await screen.findByTestId(`board-reply-form-${first.id}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '작성자2님에게 답글' }));
    expect(await screen.findByTestId(`board-reply-form-${second.id}`)).toBeTruthy();
    expect(screen.queryByTestId(`board-reply-form-${first.id}`)).toBeNull();
  });

  it('sends a reply with the parent id and refuses a blank one', async () => {
    const first = comment(1);
    const sent: unknown[] = [];
    serve(testUser('user'), post(1), [first], (method, path, body) => {
      if (method === 'POST' && path === `/board/posts/${ID}/comments`) {
        sent.push(body);
        return { status: 201, body: reply(9, first.id) };
      }
      return undefined;
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '작성자1님에게 답글' }, TIMEOUT));
    const form = await screen.findByTestId(`board-reply-form-${first.id}`);
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('내용을 입력해주세요.');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '  감사합니다  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(sent).toEqual([{ content: '감사합니다', parentId: first.id }]));
  });

  it('toggles the like with aria-pressed and the new count', async () => {
    serve(testUser('user'), post(1, { likeCount: 3 }), [], (method, path) =>
      method === 'POST' && path === `/board/posts/${ID}/like`
        ? { status: 200, body: { liked: true, likeCount: 4 } }
        : undefined,
    );
    renderDetail();
    const like = await screen.findByTestId('board-like', undefined, TIMEOUT);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() =>
      expect(screen.getByTestId('board-like')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByTestId('board-like')).toHaveTextContent('4');
  });

  it('offers edit and delete to the author only, and report to the others', async () => {
    serve(testUser('user'), post(1, { mine: false }));
    const { unmount } = renderDetail();
    expect(await screen.findByTestId('board-report', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.queryByTestId('board-edit')).toBeNull();
    expect(screen.queryByTestId('board-delete')).toBeNull();
    unmount();
    serve(testUser('user'), post(1, { mine: true }));
    renderDetail();
    expect(await screen.findByTestId('board-edit', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.getByTestId('board-delete')).toBeTruthy();
    expect(screen.queryByTestId('board-report')).toBeNull();
  });

  it('shows the login message for a non-public post read while signed out', async () => {
    serve(null, problem(401, 'board/login-required'));
    renderDetail();
    const result = await screen.findByTestId('board-post-login-required', undefined, TIMEOUT);
    expect(result).toHaveTextContent(
      '이 게시글은 로그인 후 볼 수 있습니다. 질문과 공지는 누구나 볼 수 있습니다.',
    );
    expect(within(result).getByRole('link', { name: '로그인' })).toBeTruthy();
  });

  it('says the post was not found on a 404', async () => {
    serve(testUser('user'), problem(404, 'board/post-not-found'));
    renderDetail();
    expect(await screen.findByTestId('board-post-not-found', undefined, TIMEOUT)).toHaveTextContent(
      '게시글을 찾을 수 없습니다.',
    );
  });

  it('renders videos with controls and files as download chips with their size', async () => {
    serve(
      testUser('user'),
      post(1, {
        attachments: [
          {
            id: uuid(71),
            originalName: '노선도.mp4',
            size: 2_097_152,
            mimeType: 'video/mp4',
            kind: 'video',
            url: `/api/board/attachments/${uuid(71)}`,
          },
          {
            id: uuid(72),
            originalName: '원가표.xlsx',
            size: 1536,
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            kind: 'file',
            url: `/api/board/attachments/${uuid(72)}`,
          },
        ],
      }),
    );
    renderDetail();
    const chips = await screen.findByTestId('board-post-attachments', undefined, TIMEOUT);
    expect(
      within(chips).getByRole('button', { name: '원가표.xlsx 내려받기 (1.5 KB)' }),
    ).toBeTruthy();
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', `/api/board/attachments/${uuid(71)}`);
  });
});
