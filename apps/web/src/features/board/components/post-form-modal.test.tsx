import type { BoardPost, Me, Role } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { draftKey } from '../lib/post-draft';
import { post, problem, uuid } from '../testing/fixtures';
import { PostFormModal } from './post-form-modal';

beforeAll(() => loadLocales(['board', 'common', 'errors']));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 40_000 };
type Reply = { status: number; body?: unknown };

function serve(me: Me, extra: (method: string, path: string, body: unknown) => Reply | undefined) {
  const session = sessionHandler(me);
  return mockApi((method, path, body) => session(method, path, body) ?? extra(method, path, body));
}

function renderForm(role: Role, options: { post?: BoardPost; onSaved?: () => void } = {}) {
  const me = testUser(role);
  return renderRoutes(
    [
      {
        path: '/board',
        element: (
          <PostFormModal
            open
            userId={me.id}
            role={role}
            post={options.post}
            onClose={() => {}}
            onSaved={options.onSaved ?? (() => {})}
          />
        ),
      },
    ],
    '/board',
  );
}

async function openCategory() {
  const select = await screen.findByTestId('board-form-category', undefined, TIMEOUT);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
}

describe('PostFormModal', TIMEOUT, () => {
  it('restores the draft of this user from localStorage', async () => {
    const me = testUser('user');
    localStorage.setItem(
      draftKey(me.id),
      JSON.stringify({
        title: '임시 제목',
        category: 'question',
        tags: ['요금', '노선'],
        content: '<p>쓰다 만 본문</p>',
        attachments: [],
      }),
    );
    serve(me, () => undefined);
    renderForm('user');
    await waitFor(
      () => expect(screen.getByTestId('board-form-title')).toHaveValue('임시 제목'),
      TIMEOUT,
    );
    expect(screen.getByTestId('board-form-tags')).toHaveValue('요금, 노선');
    await waitFor(() =>
      expect(screen.getByTestId('board-editor')).toHaveTextContent('쓰다 만 본문'),
    );
    expect(screen.getByTestId('board-draft-discard')).toHaveTextContent('임시저장 삭제');
  });

  it('saves the draft after typing and clears it on discard', async () => {
    const me = testUser('user');
    serve(me, () => undefined);
    renderForm('user');
    fireEvent.change(await screen.findByTestId('board-form-title', undefined, TIMEOUT), {
      target: { value: '새 글' },
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey(me.id)) ?? '{}')).toMatchObject({
        title: '새 글',
      }),
    );
    fireEvent.click(await screen.findByTestId('board-draft-discard'));
    await waitFor(() => expect(localStorage.getItem(draftKey(me.id))).toBeNull());
    expect(screen.getByTestId('board-form-title')).toHaveValue('');
  });

  it('shows a tag refused by §5 before anything is sent', async () => {
    const fetchMock = serve(testUser('user'), () => undefined);
    renderForm('user');
    const tags = await screen.findByTestId('board-form-tags', undefined, TIMEOUT);
    fireEvent.change(tags, { target: { value: '요금, a' } });
    expect(
      await screen.findByText(
        "태그 'a'는 쓸 수 없습니다. 글자·숫자·한글만 남겨 2~20자여야 합니다.",
      ),
    ).toBeTruthy();
    fireEvent.change(tags, {
      target: { value: Array.from({ length: 11 }, (_, i) => `태그${i}`).join(',') },
    });
    expect(await screen.findByText('태그는 최대 10개까지 달 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('board-form-submit'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).includes('/board/posts') && init?.method === 'POST',
      ),
    ).toBe(false);
  });

  it('offers a user no notice and no pin', async () => {
    serve(testUser('user'), () => undefined);
    renderForm('user');
    await openCategory();
    expect(await screen.findByRole('option', { name: '일반' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '공지' })).toBeNull();
    expect(screen.queryByTestId('board-form-pin')).toBeNull();
  });

  it('offers a manager the notice and, for a notice, the pin', async () => {
    serve(testUser('manager'), () => undefined);
    renderForm('manager');
    await openCategory();
    expect(screen.queryByTestId('board-form-pin')).toBeNull();
    fireEvent.click(
      await screen.findByText('공지', { selector: '.ant-select-item-option-content' }),
    );
    expect(await screen.findByTestId('board-form-pin')).toBeTruthy();
  });

  it('publishes with normalised tags and clears the draft', async () => {
    const me = testUser('user');
    const sent: unknown[] = [];
    serve(me, (method, path, body) => {
      if (method === 'POST' && path === '/board/posts') {
        sent.push(body);
        return { status: 201, body: post(5) };
      }
      return undefined;
    });
    localStorage.setItem(
      draftKey(me.id),
      JSON.stringify({
        title: '제목',
        category: 'general',
        tags: ['#요금', '요금'],
        content: '<p>본문</p>',
        attachments: [],
      }),
    );
    const onSaved = vi.fn();
    renderForm('user', { onSaved });
    await waitFor(
      () => expect(screen.getByTestId('board-editor')).toHaveTextContent('본문'),
      TIMEOUT,
    );
    fireEvent.click(screen.getByTestId('board-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      title: '제목',
      category: 'general',
      tags: ['요금'],
      pinned: false,
    });
    expect(localStorage.getItem(draftKey(me.id))).toBeNull();
  });

  it('shows both versions when the edit meets a newer one (409)', async () => {
    const mine = post(1, { mine: true, version: 1, title: '원래 제목' });
    const theirs = {
      ...mine,
      version: 2,
      title: '다른 사람이 고친 제목',
      updatedAt: '2026-03-03T01:00:00.000Z',
    };
    serve(testUser('user'), (method, path) =>
      method === 'PUT' && path === `/board/posts/${uuid(1)}`
        ? problem(409, 'conflict', { currentVersion: 2, current: theirs })
        : undefined,
    );
    renderForm('user', { post: mine });
    await waitFor(
      () => expect(screen.getByTestId('board-editor')).toHaveTextContent('연료비'),
      TIMEOUT,
    );
    fireEvent.click(screen.getByTestId('board-form-submit'));
    const dialog = await screen.findByTestId('board-conflict');
    expect(dialog).toHaveTextContent('다른 사람이 고친 제목');
    expect(dialog).toHaveTextContent('원래 제목');
  });
});
