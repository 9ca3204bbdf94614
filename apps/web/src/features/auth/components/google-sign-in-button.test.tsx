import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  TEST_META,
} from '../../../test/app-test-utils';
import { LoginPage } from '../pages/login-page';

const routes = [{ path: '/login', element: <LoginPage /> }];
const GOOGLE = 'Google 계정으로 로그인';

beforeAll(() => loadLocales(['common', 'auth', 'errors', 'twoFactor']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Google sign-in on the login page', { timeout: 20_000 }, () => {
  it('is absent when the server has no Google configuration', async () => {
    const fetchMock = mockApi(sessionHandler(null, { ...TEST_META, googleSignIn: false }));
    renderRoutes(routes, '/login');
    await screen.findByRole('button', { name: '로그인' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/meta'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: new RegExp(GOOGLE) })).not.toBeInTheDocument();
  });

  it('starts the OAuth flow with a callback and an error page that keep `next`', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const session = sessionHandler(null, { ...TEST_META, googleSignIn: true });
    const fetchMock = mockApi((method, path, body) =>
      method === 'POST' && path === '/auth/sign-in/social'
        ? { status: 200, body: { url: 'https://accounts.example/authorize?x=1', redirect: true } }
        : session(method, path, body),
    );
    renderRoutes(routes, '/login?next=%2Fadmin');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(GOOGLE) }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/sign-in/social'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      provider: 'google',
      callbackURL: '/admin',
      errorCallbackURL: '/login?next=%2Fadmin',
    });
  });

  it('says why when Google sends the user back with an error', async () => {
    mockApi(sessionHandler(null, { ...TEST_META, googleSignIn: true }));
    renderRoutes(routes, '/login?next=%2Fdashboard&error=account_not_linked');
    expect(
      await screen.findByText(
        '같은 이메일로 다른 방법으로 가입된 계정이 있습니다. 기존 방법으로 로그인해주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('says the sign-in was cancelled when the user declined at Google', async () => {
    mockApi(sessionHandler(null, { ...TEST_META, googleSignIn: true }));
    renderRoutes(routes, '/login?error=access_denied');
    expect(await screen.findByText('로그인이 취소되었습니다.')).toBeInTheDocument();
  });
});
