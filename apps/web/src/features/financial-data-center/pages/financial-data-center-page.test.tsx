import type { Me } from '@bus/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { installResizeObserver, stubSocket } from '../testing/fixtures';
import { FinancialDataCenterPage } from './financial-data-center-page';

beforeAll(async () => {
  installResizeObserver();
  await loadLocales(['financial', 'errors', 'nav', 'common']);
});
beforeEach(() => {
  stubSocket();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/financial-data-center/*', element: <FinancialDataCenterPage /> }];

function signIn(role: 'viewer' | 'user' | 'manager' | 'admin', overrides: Partial<Me> = {}) {
  const session = sessionHandler(testUser(role, overrides));
  mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: [] } };
    }
    if (method === 'GET' && path === '/financial-data/trash') {
      return { status: 200, body: { companies: [], statements: [] } };
    }
    return undefined;
  });
}

// Each test renders the whole page with antd tabs and tables: slow in jsdom on a loaded machine.
describe('FinancialDataCenterPage', { timeout: 20_000 }, () => {
  it('hides the workspace tab from a user and shows it to an admin', async () => {
    signIn('user');
    const { unmount } = renderRoutes(routes, '/financial-data-center/upload');
    expect(await screen.findByTestId('fdc-tab-upload')).toBeInTheDocument();
    expect(screen.queryByTestId('fdc-tab-workspace')).not.toBeInTheDocument();
    unmount();

    signIn('admin');
    renderRoutes(routes, '/financial-data-center/upload');
    expect(await screen.findByTestId('fdc-tab-workspace')).toBeInTheDocument();
  });

  it('shows the trash to a manager and keeps a user out of its URL', async () => {
    signIn('manager');
    const { unmount } = renderRoutes(routes, '/financial-data-center/trash');
    expect(await screen.findByTestId('fdc-tab-trash')).toHaveTextContent('휴지통');
    expect(await screen.findByTestId('fdc-trash-empty')).toHaveTextContent(
      '휴지통이 비어 있습니다',
    );
    unmount();

    signIn('user');
    const { router } = renderRoutes(routes, '/financial-data-center/trash');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/financial-data-center/upload'),
    );
    expect(screen.queryByTestId('fdc-tab-trash')).toBeNull();
  });

  it('restores the remembered tab and keeps a user out of the workspace URL', async () => {
    localStorage.setItem('financialDataCenter.tab', JSON.stringify('manage'));
    signIn('user');
    const { router } = renderRoutes(routes, '/financial-data-center');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/financial-data-center/manage'),
    );
    expect(await screen.findByTestId('fdc-no-data')).toBeInTheDocument();

    await router.navigate('/financial-data-center/workspace');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/financial-data-center/manage'),
    );
  });

  it('gives a viewer the companies and an explanation instead of the upload form', async () => {
    signIn('viewer');
    const { router } = renderRoutes(routes, '/financial-data-center');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/financial-data-center/manage'),
    );
    expect(screen.getByText('읽기 전용')).toBeInTheDocument();

    await router.navigate('/financial-data-center/upload');
    expect(await screen.findByTestId('fdc-upload-off')).toHaveTextContent(
      '조회만 할 수 있어 파일을 올릴 수 없습니다',
    );
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('tells a user outside every organisation how to join one, with no tables', async () => {
    signIn('user', { organisation: null, dataAccess: 'none' });
    renderRoutes(routes, '/financial-data-center/manage');
    expect(await screen.findByTestId('no-organisation')).toHaveTextContent(
      '관리자에게 초대 링크를 받거나',
    );
    expect(screen.queryByTestId('fdc-tab-manage')).toBeNull();
    expect(screen.queryByTestId('fdc-companies')).toBeNull();
  });

  it('tells an unapproved account it may read but not change figures yet', async () => {
    signIn('user', { emailVerified: false, dataAccess: 'read' });
    renderRoutes(routes, '/financial-data-center/manage');
    expect(await screen.findByTestId('awaiting-approval')).toHaveTextContent(
      '관리자가 계정을 승인한 뒤에',
    );
    expect(await screen.findByTestId('fdc-tab-manage')).toBeInTheDocument();
  });

  it('opens the payroll tab from its URL for any reader and remembers it', async () => {
    signIn('viewer');
    const { router } = renderRoutes(routes, '/financial-data-center/payroll');
    expect(await screen.findByTestId('fdc-tab-payroll')).toHaveTextContent('급여대장');
    expect(router.state.location.pathname).toBe('/financial-data-center/payroll');
    // No company yet: the payroll tab says to upload first, as the others do.
    expect(await screen.findByTestId('fdc-no-data')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('fdc-tab-manage'));
    await userEvent.click(screen.getByTestId('fdc-tab-payroll'));
    expect(localStorage.getItem('financialDataCenter.tab')).toBe(JSON.stringify('payroll'));
  });
});
