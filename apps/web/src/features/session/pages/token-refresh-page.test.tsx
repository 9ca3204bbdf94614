import { type AccountPermissions, permissionsOf, type Role } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { TokenRefreshPage } from './token-refresh-page';

beforeAll(() => loadLocales(['session', 'nav', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 30_000 };
const routes = [{ path: '/token-refresh', element: <TokenRefreshPage /> }];

function granted(role: Role, overrides: Partial<AccountPermissions> = {}): AccountPermissions {
  return {
    id: `id-of-${role}`,
    email: `${role}@demo.local`,
    role,
    emailVerified: true,
    permissions: permissionsOf(role),
    ...overrides,
  };
}

type Call = { method: string; path: string };

/** The server: /me as `role`, and /account/permissions from `answer` (counted). */
function serve(role: Role | null, answer: (reads: number) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  let reads = 0;
  const session = sessionHandler(role ? testUser(role) : null);
  mockApi((method, path, body) => {
    calls.push({ method, path });
    const known = session(method, path, body);
    if (known) return known;
    if (method === 'GET' && path === '/account/permissions') {
      reads += 1;
      return answer(reads);
    }
    return undefined;
  });
  return calls;
}

describe('session page', TIMEOUT, () => {
  it('shows the e-mail, id, role, e-mail state and permissions the server read', async () => {
    serve('user', () => ({ status: 200, body: granted('user', { emailVerified: false }) }));
    renderRoutes(routes, '/token-refresh');
    const details = await screen.findByTestId('session-details');
    expect(within(details).getByText('user@demo.local')).toBeInTheDocument();
    expect(within(details).getByText('id-of-user')).toBeInTheDocument();
    expect(within(details).getByTestId('session-role')).toHaveTextContent('일반 사용자');
    expect(within(details).getByTestId('session-email-verified')).toHaveTextContent(
      '인증되지 않음',
    );
    const list = screen.getByTestId('session-permissions');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-permission')),
    ).toEqual(['data:read', 'account:manage', 'data:write', 'board:write']);
    expect(within(list).getByText('게시판 글쓰기')).toBeInTheDocument();
    expect(screen.getByText('부여된 권한 (4개)')).toBeInTheDocument();
    expect(screen.getByText(/^마지막으로 읽은 시각:/)).toBeInTheDocument();
    expect(screen.getByTestId('session-guide')).toHaveTextContent('세션 새로고침 누르기');
  });

  it('keeps the super-admin link disabled below super_admin', async () => {
    serve('admin', () => ({ status: 200, body: granted('admin') }));
    renderRoutes(routes, '/token-refresh');
    const button = await screen.findByTestId('open-super-admin');
    expect(button).toBeDisabled();
    expect(screen.getByText('최고 관리자(super_admin)만 열 수 있습니다.')).toBeInTheDocument();
  });

  it('offers super_admin the dashboard in a new tab', async () => {
    serve('super_admin', () => ({ status: 200, body: granted('super_admin') }));
    renderRoutes(routes, '/token-refresh');
    const link = await screen.findByRole('link', { name: /최고 관리자 대시보드 열기/ });
    expect(link).toHaveAttribute('href', '/super-admin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads the session again on refresh and shows the new role', async () => {
    const calls = serve('user', (reads) => ({
      status: 200,
      body: reads === 1 ? granted('user') : granted('manager'),
    }));
    renderRoutes(routes, '/token-refresh');
    expect(await screen.findByTestId('session-role')).toHaveTextContent('일반 사용자');
    await userEvent.click(screen.getByTestId('refresh-session'));
    expect(await screen.findByTestId('refresh-result')).toHaveTextContent(
      '세션을 갱신하고 서버에서 역할과 권한을 다시 읽었습니다',
    );
    expect(screen.getByTestId('session-role')).toHaveTextContent('매니저');
    expect(calls.filter((c) => c.path === '/account/permissions')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/me').length).toBeGreaterThanOrEqual(2);
  });

  it('says the refresh failed and points to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve('user', (reads) =>
      reads === 1
        ? { status: 200, body: granted('user') }
        : {
            status: 429,
            body: { type: 'about:blank', title: 'x', status: 429, code: 'rate_limited' },
          },
    );
    renderRoutes(routes, '/token-refresh');
    await screen.findByTestId('session-details');
    await userEvent.click(screen.getByTestId('refresh-session'));
    const result = await screen.findByTestId('refresh-result');
    expect(result).toHaveTextContent('세션 갱신에 실패했습니다. 콘솔을 확인해주세요.');
    expect(result).toHaveTextContent('요청이 너무 많습니다.');
    expect(logged).toHaveBeenCalledWith('Session refresh failed', expect.anything());
  });

  it('shows a failed first read with a retry', async () => {
    serve('user', (reads) =>
      reads === 1
        ? { status: 403, body: { type: 'about:blank', title: 'x', status: 403, code: 'forbidden' } }
        : { status: 200, body: granted('user') },
    );
    renderRoutes(routes, '/token-refresh');
    expect(await screen.findByText('세션 정보를 불러오지 못했습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('session-details')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and reads nothing', async () => {
    const calls = serve(null, () => ({ status: 200, body: granted('user') }));
    renderRoutes(routes, '/token-refresh');
    const warning = await screen.findByTestId('session-login-required');
    expect(warning).toHaveTextContent('로그인이 필요합니다.');
    expect(within(warning).getByRole('link', { name: /로그인하기/ })).toHaveAttribute(
      'href',
      '/login?next=%2Ftoken-refresh',
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
    expect(calls.some((c) => c.path === '/account/permissions')).toBe(false);
  });
});
