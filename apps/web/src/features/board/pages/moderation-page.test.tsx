import type { BoardModerationItem, Me } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { summary, uuid } from '../testing/fixtures';
import { ModerationPage } from './moderation-page';

beforeAll(() => loadLocales(['board', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 40_000 };

const ITEM: BoardModerationItem = {
  post: summary(3, { title: '광고성 게시글' }),
  hidden: true,
  reportCount: 3,
  reports: [
    { reporterName: '김운수', reason: '광고', createdAt: '2026-03-02T01:00:00.000Z' },
    { reporterName: '이분석', reason: '', createdAt: '2026-03-02T02:00:00.000Z' },
  ],
};

function serve(me: Me) {
  const actions: { path: string; body: unknown }[] = [];
  const session = sessionHandler(me);
  const fetchMock = mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/board/moderation') {
      return { status: 200, body: { items: [ITEM] } };
    }
    if (method === 'POST' && path.startsWith('/board/moderation/')) {
      actions.push({ path, body });
      return { status: 204 };
    }
    return undefined;
  });
  return { actions, fetchMock };
}

function renderModeration() {
  return renderRoutes(
    [{ path: '/board/moderation', element: <ModerationPage /> }],
    '/board/moderation',
  );
}

describe('ModerationPage', TIMEOUT, () => {
  it('lists reported posts with their count, reasons and hidden state', async () => {
    serve(testUser('manager'));
    renderModeration();
    const table = await screen.findByTestId('board-moderation-table', undefined, TIMEOUT);
    expect(within(table).getByRole('link', { name: '광고성 게시글' })).toBeTruthy();
    expect(table).toHaveTextContent('김운수: 광고');
    expect(table).toHaveTextContent('이분석: (사유 없음)');
    expect(table).toHaveTextContent('숨김');
    // Already hidden: restore and delete remain.
    expect(screen.queryByTestId(`board-moderate-hide-${uuid(3)}`)).toBeNull();
  });

  it('restores a post after confirmation', async () => {
    const { actions } = serve(testUser('manager'));
    renderModeration();
    fireEvent.click(
      await screen.findByTestId(`board-moderate-restore-${uuid(3)}`, undefined, TIMEOUT),
    );
    fireEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(actions).toEqual([
        { path: `/board/moderation/${uuid(3)}`, body: { action: 'restore' } },
      ]),
    );
  });

  it('refuses a user below manager and names their role, without asking the server', async () => {
    const { fetchMock } = serve(testUser('user'));
    renderModeration();
    expect(
      await screen.findByTestId('board-moderation-denied', undefined, TIMEOUT),
    ).toHaveTextContent('일반 사용자');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/board/moderation'))).toBe(
      false,
    );
  });
});
