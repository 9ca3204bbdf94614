import type { SecurityScore } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { ProfilePage } from '../pages/profile-page';
import { ACTIVITY, problem, SCORE_AMBER, TWO_FACTOR_OFF } from '../test/profile-fixtures';

const routes = [{ path: '/profile', element: <ProfilePage /> }];

beforeAll(() => loadLocales(['common', 'errors', 'profile', 'auth', 'twoFactor']));
afterEach(() => vi.unstubAllGlobals());

type Call = { method: string; path: string; body: unknown };

function serve(
  score: SecurityScore,
  password?: (body: unknown) => { status: number; body?: unknown },
) {
  const calls: Call[] = [];
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    if (path === '/account/security') return { status: 200, body: score };
    if (path === '/two-factor/status') return { status: 200, body: TWO_FACTOR_OFF };
    if (path.startsWith('/account/activity')) return { status: 200, body: ACTIVITY };
    if (path === '/account/password' && password) return password(body);
    return undefined;
  });
  return calls;
}

function field(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

describe('security tab', { timeout: 30_000 }, () => {
  it("shows the score in the spec's colour and what would raise each short factor", async () => {
    serve(SCORE_AMBER);
    renderRoutes(routes, '/profile?tab=security');
    const card = await screen.findByTestId('security-score');
    expect(within(card).getByTestId('security-score-value')).toHaveTextContent('60');
    expect(within(card).getByTestId('security-score-value')).toHaveStyle({ color: '#cf1322' });
    expect(within(card).getByTestId('security-score-status')).toHaveTextContent('위험');
    expect(within(card).getByRole('img')).toHaveAccessibleName('보안 점수 60점 (100점 만점), 위험');
    const twoFactor = within(card).getByTestId('factor-two_factor');
    expect(twoFactor).toHaveTextContent('0/30점');
    expect(twoFactor).toHaveTextContent('점수 올리기: 2단계 인증을 켜세요 (+30점)');
    expect(within(card).getByTestId('factor-password_age')).toHaveTextContent(
      '마지막으로 바꾼 지 3일 지났습니다.',
    );
    expect(within(card).getByTestId('factor-recent_failed_logins')).toHaveTextContent(
      '최근 30일 동안 2번 실패했습니다.',
    );
    expect(within(card).getByTestId('factor-email_verified')).toHaveTextContent(
      '관리자에게 이메일 승인을 요청하세요 (+20점)',
    );
  });

  it('colours 90 and above green and 70 and above amber', async () => {
    serve({ ...SCORE_AMBER, score: 90, color: 'green' });
    const first = renderRoutes(routes, '/profile?tab=security');
    expect(await screen.findByTestId('security-score-value')).toHaveStyle({ color: '#389e0d' });
    expect(screen.getByTestId('security-score-status')).toHaveTextContent('안전');
    first.unmount();
    serve({ ...SCORE_AMBER, score: 70, color: 'amber' });
    renderRoutes(routes, '/profile?tab=security');
    expect(await screen.findByTestId('security-score-value')).toHaveStyle({ color: '#d48806' });
    expect(screen.getByTestId('security-score-status')).toHaveTextContent('주의');
  });

  it('opens the sign-in list from the failed-logins hint', async () => {
    serve(SCORE_AMBER);
    const { router } = renderRoutes(routes, '/profile?tab=security');
    await userEvent.click(await screen.findByRole('button', { name: '로그인 기록 보기' }));
    expect(router.state.location.search).toBe('?tab=activity');
    expect(await screen.findByTestId('activity-sign-ins')).toBeInTheDocument();
  });

  it('changes the password under the policy and can sign out the other devices', async () => {
    const calls = serve(SCORE_AMBER, (body) =>
      (body as { currentPassword: string }).currentPassword === 'Old!pass2026'
        ? { status: 204 }
        : problem(400, 'auth/wrong-password'),
    );
    renderRoutes(routes, '/profile?tab=security');
    await userEvent.click(await screen.findByTestId('password-open'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(field('currentPassword'), 'wrong');
    await userEvent.type(field('newPassword'), 'admin');
    await userEvent.type(field('confirmPassword'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(
      await within(dialog).findByText(
        '비밀번호 조건을 충족하지 않습니다: 8자 이상, 영문 대문자 포함, 숫자 포함, 특수문자 포함, password, 123456, qwerty, admin 포함 불가',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();

    await userEvent.clear(field('newPassword'));
    await userEvent.type(field('newPassword'), 'New!pass2026');
    await userEvent.clear(field('confirmPassword'));
    await userEvent.type(field('confirmPassword'), 'New!pass2026');
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeInTheDocument();

    await userEvent.clear(field('currentPassword'));
    await userEvent.type(field('currentPassword'), 'Old!pass2026');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: '다른 기기에서 모두 로그아웃' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '변경' }));
    expect(
      await screen.findByText('비밀번호를 변경하고 다른 기기에서 모두 로그아웃했습니다.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/account/password').at(-1)?.body).toEqual({
      currentPassword: 'Old!pass2026',
      newPassword: 'New!pass2026',
      revokeOtherSessions: true,
    });
  });

  it('hosts the two-factor settings', async () => {
    serve(SCORE_AMBER);
    renderRoutes(routes, '/profile?tab=security');
    expect(await screen.findByTestId('two-factor-settings')).toHaveTextContent('사용 안 함');
  });
});
