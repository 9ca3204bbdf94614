import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { backups, DATABASE, systemStatus, USER_ACTIVITY } from '../lib/test-fixtures';
import { SuperAdminPage } from './super-admin-page';

beforeAll(() => loadLocales(['superAdmin', 'common', 'errors', 'nav']));
afterEach(() => vi.unstubAllGlobals());

const TIMEOUT = { timeout: 20_000 };
const FORBIDDEN = { type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' };

function serve(options: { refuse?: () => boolean; me?: () => ReturnType<typeof testUser> } = {}) {
  const me = options.me ?? (() => testUser('super_admin'));
  return mockApi((method, path, body) => {
    if (path === '/me') return { status: 200, body: me() };
    if (path.startsWith('/super-admin/') && options.refuse?.())
      return { status: 403, body: FORBIDDEN };
    if (path === '/super-admin/system-status') return { status: 200, body: systemStatus() };
    if (path.startsWith('/super-admin/user-activity')) return { status: 200, body: USER_ACTIVITY };
    if (path === '/super-admin/database-management') return { status: 200, body: DATABASE };
    if (path === '/super-admin/backups') return { status: 200, body: backups() };
    return sessionHandler(me())(method, path, body);
  });
}

const page = (url = '/super-admin') =>
  renderRoutes(
    [
      { path: '/super-admin', element: <SuperAdminPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    url,
  );

describe('the super-admin page', { timeout: 40_000 }, () => {
  it('shows the overview: a disk over 80 % in red, and Redis with its error text', async () => {
    serve();
    page();
    expect(await screen.findByTestId('sa-disk', {}, TIMEOUT)).toHaveAttribute('data-over', 'true');
    expect(screen.getByTestId('sa-memory')).toHaveAttribute('data-over', 'false');
    expect(screen.getByTestId('sa-health-redis')).toHaveAttribute('data-status', 'error');
    expect(screen.getByTestId('sa-health-redis-error')).toHaveTextContent(
      'ECONNREFUSED 127.0.0.1:6379',
    );
    expect(screen.getByTestId('sa-uptime-machine')).toHaveTextContent('1일 1시간 1분');
    expect(screen.getByTestId('sa-processes')).toHaveTextContent('143');
  });

  it('opens the user tab from ?tab= with the totals and distributions', async () => {
    serve();
    page('/super-admin?tab=users');
    const total = await screen.findByTestId('sa-users-total', {}, TIMEOUT);
    expect(total).toHaveTextContent('12');
    expect(screen.getByTestId('sa-by-role-super_admin')).toHaveTextContent('최고 관리자');
    expect(screen.getByTestId('sa-by-provider-credential')).toHaveTextContent('이메일·비밀번호');
    expect(screen.getByText('총 12명')).toBeInTheDocument();
  });

  it('shows exact and estimated row counts, right-aligned', async () => {
    serve();
    page('/super-admin?tab=database');
    const rows = await screen.findAllByTestId('sa-db-tables-row', {}, TIMEOUT);
    expect(rows[0]).toHaveTextContent('user');
    const estimated = within(rows[1] as HTMLElement).getByText(/≈15,000,000/);
    // jsdom matches no media query: the phone layout, one card per table.
    expect(estimated.closest('.sa-num')).not.toBeNull();
    expect(screen.getByText('/srv/data/pglite')).toBeInTheDocument();
  });

  it('requires an action in the security audit modal', async () => {
    serve();
    page();
    fireEvent.click(await screen.findByTestId('sa-open-security-audit', {}, TIMEOUT));
    fireEvent.click(await screen.findByTestId('sa-maintenance-run'));
    expect(await screen.findByText('점검 작업을 고르세요.')).toBeInTheDocument();
  });

  it('shows the access-denied page with the server claims when the server refuses', async () => {
    let refuse = true;
    const claims = () =>
      testUser('super_admin', { email: 'demoted@demo.local', id: 'user-demoted' });
    serve({ refuse: () => refuse, me: claims });
    page();
    const denied = await screen.findByTestId('sa-access-denied', {}, TIMEOUT);
    expect(
      within(denied).getByRole('heading', { name: '접근이 거부되었습니다' }),
    ).toBeInTheDocument();
    const shown = await screen.findByTestId('sa-denied-claims');
    expect(shown).toHaveTextContent('demoted@demo.local');
    expect(shown).toHaveTextContent('user-demoted');
    expect(shown).toHaveTextContent('가람교통(주)');
    // The role is back: refreshing permissions brings the console back.
    refuse = false;
    fireEvent.click(screen.getByTestId('sa-denied-refresh'));
    expect(await screen.findByTestId('super-admin-page', {}, TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByTestId('sa-cpu')).toBeInTheDocument();
  });
});
