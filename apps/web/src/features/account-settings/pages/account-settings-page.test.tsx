import type { AccountSettings } from '@bus/domain';
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
import { TWO_FACTOR_OFF } from '../../../test/two-factor-fixtures';
import { AccountSettingsPage } from './account-settings-page';

beforeAll(() =>
  loadLocales(['accountSettings', 'nav', 'common', 'errors', 'session', 'twoFactor']),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TIMEOUT = { timeout: 30_000 };
const V1 = '2026-03-01T09:00:00.000Z';
const V2 = '2026-03-01T09:05:00.000Z';
const routes = [
  { path: '/account-settings', element: <AccountSettingsPage /> },
  { path: '/', element: <div data-testid="public-page" /> },
];

type Call = { method: string; path: string; body: unknown };
type Reply = { status: number; body?: unknown } | 'pending';

function problem(status: number, code: string, params?: Record<string, unknown>) {
  return { status, body: { type: 'about:blank', title: code, status, code, params } };
}

/** The signed-in user's API; `extra` answers first, then stored settings are read and saved. */
function serve(extra: (call: Call) => Reply | undefined = () => undefined) {
  const calls: Call[] = [];
  let stored: AccountSettings = { sessionTimeoutMinutes: 60, updatedAt: V1 };
  const session = sessionHandler(testUser('user'));
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    const answer = session(method, path, body) ?? extra({ method, path, body });
    if (answer) return answer;
    if (method === 'GET' && path === '/account/settings') return { status: 200, body: stored };
    if (method === 'PUT' && path === '/account/settings') {
      const sent = body as AccountSettings;
      if (sent.updatedAt !== stored.updatedAt) {
        return problem(409, 'conflict', { currentVersion: stored.updatedAt, current: stored });
      }
      stored = { sessionTimeoutMinutes: sent.sessionTimeoutMinutes, updatedAt: V2 };
      return { status: 200, body: stored };
    }
    return undefined;
  });
  return {
    calls,
    setStored: (settings: AccountSettings) => {
      stored = settings;
    },
  };
}

const saves = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/account/settings');

/** Clicks the choice as a user does: on its button (the radio input itself is hidden). */
async function chooseAndSave(minutes: string) {
  const radio = await screen.findByRole('radio', { name: minutes });
  await userEvent.click(radio.closest('label') ?? radio);
  await userEvent.click(screen.getByTestId('save-timeout'));
}

describe('session timeout', TIMEOUT, () => {
  it('shows the four choices with 60 minutes as default and the 480-minute logout', async () => {
    serve();
    renderRoutes(routes, '/account-settings');
    const sixty = await screen.findByRole('radio', { name: '60분' });
    expect(sixty).toBeChecked();
    expect(screen.getByText(/기본값은 60분이며/)).toBeInTheDocument();
    for (const minutes of ['15분', '30분', '240분']) {
      expect(screen.getByRole('radio', { name: minutes })).not.toBeChecked();
    }
    expect(screen.getByTestId('absolute-logout')).toHaveTextContent(
      '로그인한 지 480분(8시간)이 지나면 자동으로 로그아웃됩니다',
    );
    expect(screen.getByTestId('save-timeout')).toBeDisabled();
  });

  it('saves the choice with the version it read', async () => {
    const { calls } = serve();
    renderRoutes(routes, '/account-settings');
    await chooseAndSave('15분');
    expect(await screen.findByText('세션 시간 제한을 15분으로 저장했습니다.')).toBeInTheDocument();
    expect(saves(calls)[0]?.body).toEqual({ sessionTimeoutMinutes: 15, updatedAt: V1 });
    expect(screen.getByTestId('saved-timeout')).toHaveTextContent('저장된 값: 15분');
    expect(screen.getByTestId('save-timeout')).toBeDisabled();
  });

  it('on a conflict shows both values; keeping mine saves it over the newer version', async () => {
    const api = serve();
    renderRoutes(routes, '/account-settings');
    await screen.findByRole('radio', { name: '30분' });
    api.setStored({ sessionTimeoutMinutes: 240, updatedAt: V2 });
    await chooseAndSave('30분');
    const dialog = await screen.findByTestId('timeout-conflict');
    expect(within(dialog).getByText('240분')).toBeInTheDocument();
    expect(within(dialog).getByText('30분')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '내 값으로 저장' }));
    await waitFor(() => expect(saves(api.calls)).toHaveLength(2));
    expect(saves(api.calls)[1]?.body).toEqual({ sessionTimeoutMinutes: 30, updatedAt: V2 });
  });

  it('on a conflict can take the stored value instead', async () => {
    const api = serve();
    renderRoutes(routes, '/account-settings');
    await screen.findByRole('radio', { name: '30분' });
    api.setStored({ sessionTimeoutMinutes: 240, updatedAt: V2 });
    await chooseAndSave('30분');
    await screen.findByTestId('timeout-conflict');
    await userEvent.click(screen.getByRole('button', { name: '저장된 값 사용' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '240분' })).toBeChecked());
    expect(screen.getByTestId('saved-timeout')).toHaveTextContent('저장된 값: 240분');
    expect(saves(api.calls)).toHaveLength(1);
  });

  it('saves again by itself when only the account version moved (e.g. a profile edit)', async () => {
    const api = serve();
    renderRoutes(routes, '/account-settings');
    await screen.findByRole('radio', { name: '15분' });
    api.setStored({ sessionTimeoutMinutes: 60, updatedAt: V2 });
    await chooseAndSave('15분');
    expect(await screen.findByText('세션 시간 제한을 15분으로 저장했습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('timeout-conflict')).not.toBeInTheDocument();
    expect(saves(api.calls).map((c) => (c.body as AccountSettings).updatedAt)).toEqual([V1, V2]);
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    serve((call) =>
      call.path === '/account/settings' && fail ? problem(500, 'internal') : undefined,
    );
    renderRoutes(routes, '/account-settings');
    // A server error is retried twice (lib/query-client.ts) before the screen says so.
    expect(
      await screen.findByText('계정 설정을 불러오지 못했습니다.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('radio', { name: '60분' })).toBeChecked();
  });
});

describe('other devices', TIMEOUT, () => {
  it('asks first, then says how many sessions ended', async () => {
    const { calls } = serve((call) =>
      call.path === '/account/sign-out-others' ? { status: 200, body: { revoked: 2 } } : undefined,
    );
    renderRoutes(routes, '/account-settings');
    await userEvent.click(await screen.findByTestId('sign-out-others'));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.path === '/account/sign-out-others')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByTestId('devices-result')).toHaveTextContent(
      '다른 기기에서 로그아웃했습니다. 끝낸 세션: 2개',
    );
  });

  it('says so when no other device was signed in', async () => {
    serve((call) =>
      call.path === '/account/sign-out-others' ? { status: 200, body: { revoked: 0 } } : undefined,
    );
    renderRoutes(routes, '/account-settings');
    await userEvent.click(await screen.findByTestId('sign-out-others'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }),
    );
    expect(await screen.findByTestId('devices-result')).toHaveTextContent(
      '로그아웃할 다른 기기가 없습니다',
    );
  });
});

function deleteServer(answer: (body: unknown) => Reply) {
  return serve((call) => {
    if (call.path === '/two-factor/status') return { status: 200, body: TWO_FACTOR_OFF };
    if (call.method === 'DELETE' && call.path === '/account') return answer(call.body);
    if (call.path === '/auth/sign-out') return { status: 200, body: { success: true } };
    return undefined;
  });
}

function field(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

describe('delete account', TIMEOUT, () => {
  it('spells out the consequences before asking anything', async () => {
    serve();
    renderRoutes(routes, '/account-settings');
    const card = await screen.findByTestId('delete-card');
    expect(within(card).getByText('바로 삭제되는 정보')).toBeInTheDocument();
    expect(within(card).getByText(/모든 기기의 로그인 세션/)).toBeInTheDocument();
    expect(within(card).getByText('남는 정보')).toBeInTheDocument();
    expect(within(card).getByText(/작성자 표시만 지워집니다/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses anything but 계정 삭제 typed exactly, without calling the server', async () => {
    const { calls } = deleteServer(() => ({ status: 204 }));
    renderRoutes(routes, '/account-settings');
    await userEvent.click(await screen.findByTestId('open-delete-account'));
    await userEvent.type(field('confirmation'), '계정삭제');
    await userEvent.type(field('current-password'), 'Bus!route2026');
    await userEvent.click(screen.getByTestId('confirm-delete-account'));
    expect(await screen.findByText('올바른 확인 문구를 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows a wrong password on its field', async () => {
    deleteServer(() => problem(400, 'auth/wrong-password'));
    renderRoutes(routes, '/account-settings');
    await userEvent.click(await screen.findByTestId('open-delete-account'));
    await userEvent.type(field('confirmation'), '계정 삭제');
    await userEvent.type(field('current-password'), 'Wrong!pass2026');
    await userEvent.click(screen.getByTestId('confirm-delete-account'));
    expect(await screen.findByText('비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes, signs out and lands on the public page with a message', async () => {
    const { calls } = deleteServer(() => ({ status: 204 }));
    const { router } = renderRoutes(routes, '/account-settings');
    await userEvent.click(await screen.findByTestId('open-delete-account'));
    await userEvent.type(field('confirmation'), '계정 삭제');
    await userEvent.type(field('current-password'), 'Bus!route2026');
    await userEvent.click(screen.getByTestId('confirm-delete-account'));
    expect(await screen.findByTestId('public-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByText('계정을 삭제하고 로그아웃했습니다. 그동안 이용해 주셔서 감사합니다.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      confirmation: '계정 삭제',
      password: 'Bus!route2026',
    });
    expect(calls.some((c) => c.path === '/auth/sign-out')).toBe(true);
  });

  it('words the phrase rule in English too', async () => {
    await loadLocales(['accountSettings', 'nav', 'common', 'errors'], 'en');
    try {
      deleteServer(() => ({ status: 204 }));
      renderRoutes(routes, '/account-settings');
      await userEvent.click(await screen.findByTestId('open-delete-account'));
      expect(
        screen.getByText('To confirm, type "계정 삭제" (Korean for “delete account”) exactly'),
      ).toBeInTheDocument();
      await userEvent.type(field('confirmation'), 'delete');
      await userEvent.click(screen.getByTestId('confirm-delete-account'));
      expect(
        await screen.findByText('Please enter the correct confirmation phrase.'),
      ).toBeInTheDocument();
    } finally {
      await loadLocales(['accountSettings'], 'ko');
    }
  });
});
