import type { NotificationFlags } from '@bus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { ProfilePage } from '../pages/profile-page';
import { problem } from '../test/profile-fixtures';

const routes = [{ path: '/profile', element: <ProfilePage /> }];

beforeAll(() => loadLocales(['common', 'errors', 'profile']));
afterEach(() => vi.unstubAllGlobals());

const STORED: NotificationFlags = {
  notifyEmail: true,
  notifyPush: true,
  notifySecurity: true,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function serve(
  onPut: (body: NotificationFlags, call: number) => { status: number; body?: unknown },
) {
  let puts = 0;
  mockApi((method, path, body) => {
    if (path !== '/account/notifications') return undefined;
    if (method === 'GET') return { status: 200, body: STORED };
    puts += 1;
    return onPut(body as NotificationFlags, puts);
  });
}

describe('notifications tab', { timeout: 30_000 }, () => {
  it('saves the three flags with the version they were read at', async () => {
    const saved: NotificationFlags[] = [];
    serve((body) => {
      saved.push(body);
      return { status: 200, body: { ...body, updatedAt: '2026-03-02T00:00:00.000Z' } };
    });
    renderRoutes(routes, '/profile?tab=notifications');
    const push = await screen.findByRole('switch', { name: '푸시 알림' });
    expect(screen.getByTestId('notifications-save')).toBeDisabled();
    await userEvent.click(push);
    expect(push).not.toBeChecked();
    await userEvent.click(screen.getByTestId('notifications-save'));
    expect(await screen.findByText('알림 설정을 저장했습니다.')).toBeInTheDocument();
    expect(saved).toEqual([
      { notifyEmail: true, notifyPush: false, notifySecurity: true, updatedAt: STORED.updatedAt },
    ]);
    await waitFor(() => expect(screen.getByTestId('notifications-save')).toBeDisabled());
  });

  it('shows both versions when the same flags were changed elsewhere', async () => {
    const theirs = { ...STORED, notifyEmail: false, updatedAt: '2026-03-03T00:00:00.000Z' };
    serve((body, call) =>
      call === 1
        ? problem(409, 'conflict', { current: theirs })
        : { status: 200, body: { ...body, updatedAt: '2026-03-04T00:00:00.000Z' } },
    );
    renderRoutes(routes, '/profile?tab=notifications');
    await userEvent.click(await screen.findByRole('switch', { name: '보안 알림' }));
    await userEvent.click(screen.getByTestId('notifications-save'));
    const dialog = await screen.findByTestId('notifications-conflict');
    const email = within(dialog).getByText('이메일 알림').closest('tr');
    expect(email).toHaveTextContent('꺼짐');
    expect(email).toHaveTextContent('켜짐');
    await userEvent.click(screen.getByRole('button', { name: '저장된 내용 불러오기' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '이메일 알림' })).not.toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: '보안 알림' })).toBeChecked();
  });
});
