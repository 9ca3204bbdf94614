import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  TEST_META,
  testUser,
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

describe('second step after Google (platform.md §8.3)', { timeout: 30_000 }, () => {
  const googleRoutes = [
    { path: '/login', element: <LoginPage /> },
    { path: '/admin', element: <p>admin page</p> },
  ];

  /** The server after a Google callback: a two-factor cookie, no session until a code passes. */
  function afterGoogleCallback() {
    let signedIn = false;
    const calls: { method: string; path: string; body: unknown }[] = [];
    const meta = { ...TEST_META, googleSignIn: true };
    mockApi((method, path, body) => {
      calls.push({ method, path, body });
      if (path === '/auth/two-factor/verify-totp') {
        signedIn = true;
        return { status: 200, body: {} };
      }
      return sessionHandler(signedIn ? testUser('user') : null, meta)(method, path, body);
    });
    return calls;
  }

  it('opens the second step the callback asked for and then goes where the user was going', async () => {
    const calls = afterGoogleCallback();
    renderRoutes(googleRoutes, '/login?twoFactor=totp%2Cotp&next=%2Fadmin');
    expect(await screen.findByTestId('second-step')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2단계 인증' })).toBeInTheDocument();
    for (const method of ['인증 앱', '문자(SMS)', '백업 코드']) {
      expect(screen.getByText(method)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('인증 코드'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/auth/two-factor/verify-totp',
      body: { code: '123456', trustDevice: false },
    });
    expect(calls.some((c) => c.path === '/auth/sign-in/email')).toBe(false);
  });

  it('offers only the SMS code when that is the only method', async () => {
    afterGoogleCallback();
    renderRoutes(googleRoutes, '/login?twoFactor=otp');
    expect(await screen.findByTestId('second-step-send')).toBeInTheDocument();
    expect(screen.queryByTestId('second-step-method')).not.toBeInTheDocument();
  });

  it('starts over on the login form and forgets the pending step', async () => {
    afterGoogleCallback();
    const { router } = renderRoutes(googleRoutes, '/login?twoFactor=totp&next=%2Fadmin');
    await userEvent.click(await screen.findByTestId('second-step-restart'));
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin');
  });

  it('shows the login form for a twoFactor value it does not know', async () => {
    afterGoogleCallback();
    renderRoutes(googleRoutes, '/login?twoFactor=push');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByTestId('second-step')).not.toBeInTheDocument();
  });

  it('says to wait when the account is locked by failed sign-ins', async () => {
    afterGoogleCallback();
    renderRoutes(googleRoutes, '/login?error=too_many_requests&next=%2Fdashboard');
    expect(
      await screen.findByText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
  });
});
