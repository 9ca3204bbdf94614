import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { InvitePage } from './invite-page';

beforeAll(() => loadLocales(['invite', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 30_000 };
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const NURI = { id: '00000000-0000-4000-8000-000000000002', name: '누리운수(주)', kind: 'operator' };
const PREVIEW = {
  organisation: { name: NURI.name, kind: NURI.kind },
  role: 'manager',
  expiresAt: '2026-05-01T03:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown };

function serve(
  me: Parameters<typeof sessionHandler>[0],
  answer: (call: Call) => { status: number; body?: unknown } | undefined,
) {
  const calls: Call[] = [];
  const session = sessionHandler(me);
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    return session(method, path, body) ?? answer({ method, path, body });
  });
  return calls;
}

const preview = ({ method, path }: Call) =>
  method === 'GET' && path === `/invites/${TOKEN}` ? { status: 200, body: PREVIEW } : undefined;

function renderInvite() {
  return renderRoutes(
    [
      { path: '/invite/:token', element: <InvitePage /> },
      { path: '/login', element: <div data-testid="login-page" /> },
      { path: '/dashboard', element: <div data-testid="dashboard" /> },
    ],
    `/invite/${TOKEN}`,
  );
}

describe('InvitePage', TIMEOUT, () => {
  it('shows the organisation and asks a signed-out visitor to sign in, coming back after', async () => {
    serve(null, preview);
    const { router } = renderInvite();
    expect(
      (await screen.findByTestId('invite-organisation', undefined, TIMEOUT)).textContent,
    ).toContain('누리운수(주)(운수사)');
    expect(screen.queryByTestId('invite-join')).toBeNull();
    fireEvent.click(screen.getByTestId('invite-sign-in'));
    await screen.findByTestId('login-page', undefined, TIMEOUT);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/invite/${TOKEN}`)}`);
  });

  it('joins a signed-in user in no organisation with one click', async () => {
    const calls = serve(testUser('user', { organisation: null, emailVerified: false }), (call) =>
      call.method === 'POST' && call.path === `/invites/${TOKEN}/accept`
        ? { status: 200, body: { organisation: NURI, role: 'manager' } }
        : preview(call),
    );
    renderInvite();
    fireEvent.click(await screen.findByTestId('invite-join', undefined, TIMEOUT));
    expect(await screen.findByTestId('invite-joined', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('누리운수(주)에 참여했습니다.')).toBeTruthy();
    // Unapproved: the page says approval is still needed for changing figures.
    expect(screen.getByText(/관리자의 계정 승인도 필요합니다/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('asks a member of another organisation to confirm the move', async () => {
    const calls = serve(
      testUser('user', {
        organisation: {
          id: '00000000-0000-4000-8000-000000000001',
          name: '가람교통(주)',
          kind: 'operator',
        },
      }),
      (call) =>
        call.method === 'POST' && call.path === `/invites/${TOKEN}/accept`
          ? { status: 200, body: { organisation: NURI, role: 'manager' } }
          : preview(call),
    );
    renderInvite();
    fireEvent.click(await screen.findByTestId('invite-join', undefined, TIMEOUT));
    expect(
      await screen.findByText(/지금은 가람교통\(주\) 소속입니다/, undefined, TIMEOUT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('invite-move-confirm'));
    await waitFor(
      () => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ move: true }),
      TIMEOUT,
    );
    expect(await screen.findByTestId('invite-joined', undefined, TIMEOUT)).toBeTruthy();
  });

  it('says so when the link is used, expired or unknown', async () => {
    serve(null, ({ method, path }) =>
      method === 'GET' && path === `/invites/${TOKEN}`
        ? {
            status: 410,
            body: {
              type: 'about:blank',
              title: 'Gone',
              status: 410,
              code: 'organisation/invite-invalid',
            },
          }
        : undefined,
    );
    renderInvite();
    expect(await screen.findByText('사용할 수 없는 초대 링크', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(/이미 사용되었거나, 만료되었습니다/)).toBeTruthy();
  });
});
