import { screen, waitFor } from '@testing-library/react';
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
  await loadLocales(['financial', 'errors', 'nav']);
});
beforeEach(() => {
  stubSocket();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/financial-data-center/*', element: <FinancialDataCenterPage /> }];

function signIn(role: 'user' | 'admin') {
  const session = sessionHandler(testUser(role));
  mockApi((method, path, body) => {
    const answer = session(method, path, body);
    if (answer) return answer;
    if (method === 'GET' && path === '/financial-data/companies') {
      return { status: 200, body: { items: [] } };
    }
    return undefined;
  });
}

describe('FinancialDataCenterPage', () => {
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
});
