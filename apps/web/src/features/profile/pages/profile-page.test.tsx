import type { Profile } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { ACTIVITY, PROFILE, problem, SCORE_AMBER, TWO_FACTOR_OFF } from '../test/profile-fixtures';
import { ProfilePage } from './profile-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/user-profile', element: <ProfilePage /> },
];

beforeAll(() => loadLocales(['common', 'errors', 'profile', 'auth', 'twoFactor']));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ko');
});

type Call = { method: string; path: string; body: unknown };

/** A fake account API holding one profile; `onPut` may answer a save differently. */
function serveProfile(
  initial: Profile = PROFILE,
  onPut?: (
    body: Record<string, unknown>,
    call: number,
  ) => { status: number; body?: unknown } | undefined,
) {
  let stored = initial;
  let puts = 0;
  const calls: Call[] = [];
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    if (path === '/account/profile' && method === 'GET') return { status: 200, body: stored };
    if (path === '/account/profile' && method === 'PUT') {
      puts += 1;
      const answer = onPut?.(body as Record<string, unknown>, puts);
      if (answer) return answer;
      const { updatedAt: _version, ...fields } = body as Profile;
      stored = { ...stored, ...fields, updatedAt: `2026-03-05T00:00:0${puts}.000Z` };
      return { status: 200, body: stored };
    }
    if (path === '/account/security') return { status: 200, body: SCORE_AMBER };
    if (path === '/two-factor/status') return { status: 200, body: TWO_FACTOR_OFF };
    if (path.startsWith('/account/activity')) return { status: 200, body: ACTIVITY };
    if (path === '/me') return { status: 401, body: problem(401, 'unauthenticated').body };
    return undefined;
  });
  return calls;
}

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const found = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}

const puts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/account/profile');

describe('profile page', { timeout: 30_000 }, () => {
  it('opens the tab named in ?tab=, the info tab for anything else, and writes the tab back', async () => {
    serveProfile();
    const { router } = renderRoutes(routes, '/profile?tab=security');
    expect(await screen.findByTestId('security-score')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '보안' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: '활동' }));
    expect(router.state.location.search).toBe('?tab=activity');
    expect(await screen.findByTestId('activity-sign-ins')).toBeInTheDocument();

    await router.navigate('/user-profile?tab=nonsense');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '프로필 정보' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // The earlier app's link target /profile?tab=settings opens the security tab.
    await router.navigate('/profile?tab=settings');
    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: '보안' })).toHaveAttribute('aria-selected', 'true'),
      { timeout: 5000 },
    );
  });

  it('shows the spec messages for an empty display name and a landline', async () => {
    const calls = serveProfile();
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    expect(field('email')).toHaveValue('kim@demo.local');
    expect(field('email')).toHaveAttribute('readonly');
    await userEvent.clear(field('name'));
    await userEvent.type(field('phoneNumber'), '02-123-4567');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('표시 이름을 입력해주세요')).toBeInTheDocument();
    expect(
      await screen.findByText('올바른 휴대폰 번호가 아닙니다. 예: 010-1234-5678'),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves with the version it read, normalises the phone and shows the bio limit', async () => {
    const calls = serveProfile();
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    await userEvent.type(field('phoneNumber'), '+82 10 1234 5678');
    await userEvent.tab();
    expect(field('phoneNumber')).toHaveValue('010-1234-5678');
    await userEvent.type(field('bio'), '운송원가 담당');
    expect(screen.getByText('7 / 500')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('프로필을 저장했습니다.')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toEqual({
      name: '김재무',
      email: 'kim@demo.local',
      phoneNumber: '010-1234-5678',
      department: '재무팀',
      bio: '운송원가 담당',
      preferredLanguage: 'ko',
      timezone: 'Asia/Seoul',
      updatedAt: PROFILE.updatedAt,
    });
  });

  it('switches the interface to English as soon as English is saved', async () => {
    serveProfile();
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    await userEvent.click(within(screen.getByTestId('preferred-language')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('English'));
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByRole('tab', { name: 'Profile info' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('on a 409 shows both versions; keeping mine saves again on the new version', async () => {
    const theirs = { ...PROFILE, department: '기획팀', updatedAt: '2026-03-04T00:00:00.000Z' };
    const calls = serveProfile(PROFILE, (_body, call) =>
      call === 1
        ? problem(409, 'conflict', {
            currentVersion: theirs.updatedAt,
            yourVersion: PROFILE.updatedAt,
            current: theirs,
          })
        : undefined,
    );
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('department')).toHaveValue('재무팀'));
    await userEvent.clear(field('department'));
    await userEvent.type(field('department'), '회계팀');
    await userEvent.click(screen.getByTestId('profile-save'));
    const dialog = await screen.findByTestId('profile-conflict');
    const row = within(dialog).getByText('부서').closest('tr');
    expect(row).toHaveTextContent('기획팀');
    expect(row).toHaveTextContent('회계팀');
    await userEvent.click(screen.getByRole('button', { name: '내 내용으로 저장' }));
    expect(await screen.findByText('프로필을 저장했습니다.')).toBeInTheDocument();
    expect(puts(calls).map((c) => (c.body as Profile).updatedAt)).toEqual([
      PROFILE.updatedAt,
      theirs.updatedAt,
    ]);
    expect(puts(calls)[1]?.body).toMatchObject({ department: '회계팀' });
  });

  it("on a 409 can take the server's version instead", async () => {
    const theirs = { ...PROFILE, name: '김회계', updatedAt: '2026-03-04T00:00:00.000Z' };
    const calls = serveProfile(PROFILE, () =>
      problem(409, 'conflict', { currentVersion: theirs.updatedAt, current: theirs }),
    );
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    await userEvent.type(field('bio'), '메모');
    await userEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('profile-conflict');
    await userEvent.click(screen.getByRole('button', { name: '저장된 내용 불러오기' }));
    await waitFor(() => expect(field('name')).toHaveValue('김회계'));
    expect(field('bio')).toHaveValue('');
    expect(puts(calls)).toHaveLength(1);
  });

  it('saves again without asking when the 409 came from fields this form does not edit', async () => {
    const theirs = { ...PROFILE, notifyPush: false, updatedAt: '2026-03-04T00:00:00.000Z' };
    const calls = serveProfile(PROFILE, (_body, call) =>
      call === 1 ? problem(409, 'conflict', { current: theirs }) : undefined,
    );
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    await userEvent.type(field('bio'), '메모');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('프로필을 저장했습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-conflict')).not.toBeInTheDocument();
    expect(puts(calls)[1]?.body).toMatchObject({ updatedAt: theirs.updatedAt });
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    mockApi((_method, path) => {
      if (path !== '/account/profile') return undefined;
      // A 4xx is not retried by the query client, so the error shows at once.
      return fail ? problem(403, 'forbidden') : { status: 200, body: PROFILE };
    });
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('프로필을 불러오지 못했습니다.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
  });

  it('checks a photo before uploading it', async () => {
    const calls = serveProfile();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(field('name')).toHaveValue('김재무'));
    // The upload control replaces its input after each choice: look it up every time.
    const input = () => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    };
    await user.upload(input(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByTestId('photo-problem')).toHaveTextContent(
      'PNG, JPEG 또는 WebP 사진만 올릴 수 있습니다.',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    await waitFor(() =>
      expect(screen.getByTestId('photo-problem')).toHaveTextContent(
        '사진이 너무 큽니다. 2MB 이하의 사진을 올려주세요.',
      ),
    );
    expect(calls.filter((c) => c.path === '/account/photo')).toHaveLength(0);
  });
});
