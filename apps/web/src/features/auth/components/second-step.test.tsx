import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { LoginPage } from '../pages/login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>dashboard</p> },
];

beforeAll(() => loadLocales(['common', 'auth', 'errors', 'twoFactor']));
afterEach(() => vi.unstubAllGlobals());

function problem(status: number, code: string) {
  return { status, body: { type: `urn:bus:problem:${code}`, title: 'x', status, code } };
}

function input(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

/**
 * A fake server whose sign-in asks for the second step; `verify` answers the verify call.
 * The session exists only after a successful verify.
 */
function twoFactorServer(
  methods: string[],
  verify: (
    path: string,
    body: { code: string; trustDevice: boolean },
  ) => {
    status: number;
    body?: unknown;
  },
) {
  let signedIn = false;
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = mockApi((method, path, body) => {
    calls.push({ path, body });
    if (method === 'GET' && path === '/me') {
      return sessionHandler(signedIn ? testUser('user') : null)(method, path, body);
    }
    if (path === '/auth/sign-in/email') {
      return { status: 200, body: { twoFactorRedirect: true, twoFactorMethods: methods } };
    }
    if (path === '/auth/two-factor/send-otp') return { status: 200, body: { status: true } };
    if (path.startsWith('/auth/two-factor/verify-')) {
      const reply = verify(path, body as { code: string; trustDevice: boolean });
      if (reply.status === 200) signedIn = true;
      return reply;
    }
    return sessionHandler(null)(method, path, body);
  });
  return { fetchMock, calls };
}

async function passFirstStep() {
  renderRoutes(routes, '/login');
  await userEvent.type(await screen.findByLabelText('이메일'), 'user@demo.local');
  await userEvent.type(input('password'), 'Demo!2026bus');
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
  return screen.findByTestId('second-step');
}

describe('login second step', { timeout: 60_000 }, () => {
  it('signs in with an authenticator code and asks for exactly six digits', async () => {
    const server = twoFactorServer(['totp', 'otp'], () => ({ status: 200, body: {} }));
    await passFirstStep();
    expect(screen.getByRole('heading', { name: '2단계 인증' })).toBeInTheDocument();
    await userEvent.type(input('code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('6자리 인증 코드를 입력해주세요')).toBeInTheDocument();
    await userEvent.type(input('code'), '6');
    await userEvent.click(screen.getByLabelText(/이 기기 신뢰하기/));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(server.calls).toContainEqual({
      path: '/auth/two-factor/verify-totp',
      body: { code: '123456', trustDevice: true },
    });
  });

  it('sends an SMS code and shows the mapped message for a wrong code and too many attempts', async () => {
    let attempt = 0;
    const server = twoFactorServer(['otp'], () => {
      attempt += 1;
      return attempt === 1
        ? problem(401, 'auth/invalid-verification-code')
        : problem(400, 'auth/too-many-requests');
    });
    await passFirstStep();
    expect(screen.queryByTestId('second-step-method')).toBeNull();
    await userEvent.click(screen.getByTestId('second-step-send'));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path === '/auth/two-factor/send-otp')).toBe(true),
    );
    await userEvent.type(input('code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 코드가 올바르지 않습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
  });

  it('says when SMS is not set up and when the challenge expired, then offers a new sign-in', async () => {
    let verifyCalls = 0;
    twoFactorServer(['otp'], () => {
      verifyCalls += 1;
      return problem(401, 'auth/invalid-verification-id');
    });
    // send-otp fails for a user without a verified phone.
    const base = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (request, init) => {
      const url = typeof request === 'string' ? request : request.toString();
      if (url.endsWith('/auth/two-factor/send-otp')) {
        const { status, body } = problem(400, 'auth/sms-factor-not-enabled');
        return new Response(JSON.stringify(body), { status });
      }
      return (base as typeof fetch)(request, init);
    });
    await passFirstStep();
    await userEvent.click(screen.getByTestId('second-step-send'));
    expect(await screen.findByText('SMS 2단계 인증이 설정되어 있지 않습니다.')).toBeInTheDocument();
    await userEvent.type(input('code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('인증 요청이 올바르지 않습니다. 처음부터 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(verifyCalls).toBe(1);
    await userEvent.click(screen.getByTestId('second-step-restart'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
  });

  it('accepts a backup code of any shape when the authenticator is set up', async () => {
    const server = twoFactorServer(['totp', 'otp'], () => ({ status: 200, body: {} }));
    await passFirstStep();
    await userEvent.click(screen.getByText('백업 코드'));
    await userEvent.type(input('code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(server.calls).toContainEqual({
      path: '/auth/two-factor/verify-backup-code',
      body: { code: 'abcde-12345', trustDevice: false },
    });
  });
});
