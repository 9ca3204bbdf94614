import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocales, mockApi, renderRoutes } from '../../../test/app-test-utils';
import { ProfilePage } from '../pages/profile-page';
import { ACTIVITY, problem } from '../test/profile-fixtures';

const routes = [{ path: '/profile', element: <ProfilePage /> }];

beforeAll(() => loadLocales(['common', 'errors', 'profile']));
afterEach(() => vi.unstubAllGlobals());

describe('activity tab', { timeout: 30_000 }, () => {
  it('lists sign-ins with outcome, IP and device, the devices and the page views', async () => {
    const paths: string[] = [];
    mockApi((_method, path) => {
      paths.push(path);
      return path.startsWith('/account/activity') ? { status: 200, body: ACTIVITY } : undefined;
    });
    renderRoutes(routes, '/profile?tab=activity');
    const signIns = await screen.findByTestId('activity-sign-ins');
    // jsdom has no viewport width: the lists show as on a phone, one item per row.
    const rows = within(signIns).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('성공');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Chrome 140 · Windows');
    expect(rows[1]).toHaveTextContent('실패');
    expect(rows[1]).toHaveTextContent('알 수 없음 · 알 수 없음');

    const sessions = screen.getByTestId('activity-sessions');
    expect(within(sessions).getByText('현재 기기')).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: '계정 설정으로' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    const views = within(screen.getByTestId('activity-page-views')).getAllByRole('listitem');
    // The section of the recorded title, without the application name before it.
    expect(views[0]).toHaveTextContent('대시보드');
    expect(views[0]).not.toHaveTextContent('버스 운송원가 시스템');
    expect(paths).toContain('/account/activity?page=1&pageSize=20');
  });

  it('says so when there is nothing yet', async () => {
    mockApi((_method, path) =>
      path.startsWith('/account/activity')
        ? {
            status: 200,
            body: { ...ACTIVITY, signIns: [], sessions: [], pageViews: [], pageViewTotal: 0 },
          }
        : undefined,
    );
    renderRoutes(routes, '/profile?tab=activity');
    expect(await screen.findByText('로그인 기록이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('로그인된 기기가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('방문 기록이 없습니다.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi((_method, path) =>
      path.startsWith('/account/activity') ? problem(403, 'forbidden') : undefined,
    );
    renderRoutes(routes, '/profile?tab=activity');
    expect(await screen.findByText('활동 기록을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
