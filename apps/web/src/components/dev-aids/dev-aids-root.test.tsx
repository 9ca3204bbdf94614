import type { ServerMeta } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_AUTO_LOGIN_KEY, PREVENT_AUTO_LOGIN_KEY } from '../../lib/auth-storage';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  TEST_META,
  testUser,
} from '../../test/app-test-utils';
import { DevAids } from '../dev-aids';

beforeAll(async () => {
  await loadLocales(['dev', 'common', 'errors']);
  // The aids are a lazy chunk; load it once so the first test does not wait for its compilation.
  await import('./dev-aids-root');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 30_000 };
const DEV_META: ServerMeta = {
  ...TEST_META,
  devMode: true,
  demoAccounts: [
    { email: 'user@demo.local', role: 'user', password: 'Demo!2026bus' },
    { email: 'admin@demo.local', role: 'admin', password: 'Demo!2026bus' },
  ],
};
const routes = [
  { path: '/', element: <DevAids /> },
  { path: '/dev/auth-debug', element: <div data-testid="debug-page" /> },
];

type Call = { method: string; path: string; body: unknown };

function serve(meta: ServerMeta, signedIn: boolean) {
  const calls: Call[] = [];
  let user = signedIn ? testUser('admin') : null;
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    if (method === 'POST' && path === '/auth/sign-in/email') {
      user = testUser('user', { email: (body as { email: string }).email });
      return { status: 200, body: {} };
    }
    if (method === 'POST' && path === '/auth/sign-out') {
      user = null;
      return { status: 200, body: { success: true } };
    }
    return sessionHandler(user, meta)(method, path, body);
  });
  return calls;
}

describe('development aids', TIMEOUT, () => {
  it('show nothing when the server is not in development mode', async () => {
    const calls = serve(TEST_META, true);
    renderRoutes(routes, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/meta')).toBe(true));
    expect(screen.queryByTestId('dev-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dev-panel')).not.toBeInTheDocument();
  });

  it('show the banner and the panel button on a local development server', async () => {
    serve(DEV_META, true);
    renderRoutes(routes, '/');
    expect(await screen.findByTestId('dev-banner')).toHaveTextContent('개발 모드');
    const toggle = screen.getByRole('button', { name: '개발 도구 패널 열기/닫기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: '개발 도구' });
    expect(within(panel).getByTestId('dev-panel-user')).toHaveTextContent('admin@demo.local');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('keep the auto-login choice and sign a signed-out visitor in with it on load', async () => {
    localStorage.setItem(DEV_AUTO_LOGIN_KEY, 'user@demo.local');
    const calls = serve(DEV_META, false);
    renderRoutes(routes, '/');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/auth/sign-in/email')?.body).toEqual({
        email: 'user@demo.local',
        password: 'Demo!2026bus',
      }),
    );
    await userEvent.click(await screen.findByTestId('dev-panel-toggle'));
    expect(await screen.findByTestId('dev-panel-user')).toHaveTextContent('user@demo.local');
  });

  it('do not sign in again after a logout, and the panel can switch auto-login on', async () => {
    localStorage.setItem(DEV_AUTO_LOGIN_KEY, 'user@demo.local');
    localStorage.setItem(PREVENT_AUTO_LOGIN_KEY, 'true');
    const calls = serve(DEV_META, false);
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByTestId('dev-panel-toggle'));
    expect(await screen.findByText('로그인하지 않았습니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/sign-in/email')).toBe(false);
    const toggle = screen.getByRole('switch', { name: '자동 로그인 사용' });
    await userEvent.click(toggle);
    expect(localStorage.getItem(DEV_AUTO_LOGIN_KEY)).toBeNull();
    await userEvent.click(toggle);
    expect(localStorage.getItem(DEV_AUTO_LOGIN_KEY)).toBe('user@demo.local');
  });

  it('log out from the panel', async () => {
    const calls = serve(DEV_META, true);
    renderRoutes(routes, '/');
    await userEvent.click(await screen.findByTestId('dev-panel-toggle'));
    await userEvent.click(await screen.findByRole('button', { name: /로그아웃$/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/sign-out')).toBe(true));
    expect(localStorage.getItem(PREVENT_AUTO_LOGIN_KEY)).toBe('true');
  });
});
