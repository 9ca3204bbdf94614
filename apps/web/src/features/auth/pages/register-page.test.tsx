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
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <p>dashboard</p> },
];

beforeAll(() => loadLocales(['common', 'auth', 'errors']));
afterEach(() => vi.unstubAllGlobals());

function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named ${name}`);
  return input;
}

describe('register form', { timeout: 20_000 }, () => {
  it('names every missing field on an empty submit', async () => {
    mockApi(sessionHandler(null));
    renderRoutes(routes, '/register');
    await userEvent.click(await screen.findByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이름을 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요')).toBeInTheDocument();
    expect(screen.getByText('개인정보 처리방침에 동의해주세요')).toBeInTheDocument();
  });

  it('lists every unmet password condition, a short name, a bad email and a mismatch', async () => {
    mockApi(sessionHandler(null));
    renderRoutes(routes, '/register');
    await screen.findByRole('button', { name: '가입하기' });
    await userEvent.type(field('name'), 'A');
    await userEvent.type(field('email'), 'not-an-email');
    await userEvent.type(field('password'), 'admin');
    await userEvent.type(field('confirmPassword'), 'other');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이름은 2자 이상이어야 합니다')).toBeInTheDocument();
    expect(screen.getByText('올바른 이메일 주소를 입력해주세요')).toBeInTheDocument();
    expect(
      screen.getByText(
        '비밀번호 조건을 충족하지 않습니다: 8자 이상, 영문 대문자 포함, 숫자 포함, 특수문자 포함, password, 123456, qwerty, admin 포함 불가',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
  });

  it('links the privacy policy in a new tab', async () => {
    mockApi(sessionHandler(null));
    renderRoutes(routes, '/register');
    const link = await screen.findByRole('link', { name: '개인정보 처리방침' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('registers and lands on /dashboard, and shows server errors in Korean', async () => {
    let registered = false;
    const session = sessionHandler(testUser('user'));
    const fetchMock = mockApi((method, path, body) => {
      if (path === '/auth/sign-up/email') {
        if ((body as { email: string }).email === 'taken@demo.local') {
          return {
            status: 422,
            body: {
              type: 'about:blank',
              title: 'x',
              status: 422,
              code: 'auth/email-already-in-use',
            },
          };
        }
        registered = true;
        return { status: 200, body: {} };
      }
      return registered ? session(method, path, body) : sessionHandler(null)(method, path, body);
    });
    const { router } = renderRoutes(routes, '/register');
    await screen.findByRole('button', { name: '가입하기' });
    await userEvent.type(field('name'), '김버스');
    await userEvent.type(field('email'), 'taken@demo.local');
    await userEvent.type(field('password'), 'Strong!2026bus');
    await userEvent.type(field('confirmPassword'), 'Strong!2026bus');
    await userEvent.click(field('privacyConsent'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이미 사용 중인 이메일 주소입니다.')).toBeInTheDocument();

    await userEvent.clear(field('email'));
    await userEvent.type(field('email'), 'new@demo.local');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const signUp = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/sign-up/email'));
    expect(JSON.parse(String(signUp?.[1]?.body))).toMatchObject({
      privacyConsent: true,
      name: '김버스',
    });
  });

  it('opened from an invitation, registers and goes back to the invitation', async () => {
    let registered = false;
    const session = sessionHandler(testUser('user'));
    mockApi((method, path, body) => {
      if (path === '/auth/sign-up/email') {
        registered = true;
        return { status: 200, body: {} };
      }
      return registered ? session(method, path, body) : sessionHandler(null)(method, path, body);
    });
    const { router } = renderRoutes(
      [...routes, { path: '/invite/:token', element: <p>invite</p> }],
      '/register?next=%2Finvite%2Fabc123',
    );
    await screen.findByRole('button', { name: '가입하기' });
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvite%2Fabc123',
    );
    await userEvent.type(field('name'), '김초대');
    await userEvent.type(field('email'), 'invited@demo.local');
    await userEvent.type(field('password'), 'Strong!2026bus');
    await userEvent.type(field('confirmPassword'), 'Strong!2026bus');
    await userEvent.click(field('privacyConsent'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/abc123'));
  });
});
