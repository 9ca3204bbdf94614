import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  TEST_META,
  testUser,
} from '../test/app-test-utils';
import { DevOnly, RequireAdmin, RequireAuth, RequireSuperAdmin, safeNextPath } from './guards';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routes: RouteObject[] = [
  { path: '/', element: <Where /> },
  { path: '/login', element: <Where /> },
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: '/dashboard', element: <p>dashboard content</p> }],
  },
  { path: '/admin', element: <RequireAdmin>admin content</RequireAdmin> },
  { path: '/super-admin', element: <RequireSuperAdmin>super content</RequireSuperAdmin> },
  { path: '/dev/auth-debug', element: <DevOnly>debug content</DevOnly> },
];

beforeAll(() => loadLocales(['common']));
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('shows the plain loading message while the session is being checked', async () => {
    mockApi(sessionHandler('pending'));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('auth-loading')).toHaveTextContent('로딩 중...');
  });

  it('sends a signed-out visitor to /login with the wanted path in next', async () => {
    mockApi(sessionHandler(null));
    const { router } = renderRoutes(routes, '/dashboard?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dashboard?tab=1')}`);
  });

  it('lets a signed-in user through', async () => {
    mockApi(sessionHandler(testUser('viewer')));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('dashboard content')).toBeInTheDocument();
  });

  it('redirects a non-admin away from /admin to /', async () => {
    mockApi(sessionHandler(testUser('manager')));
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  });

  it('opens /admin for an admin', async () => {
    mockApi(sessionHandler(testUser('admin')));
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin content')).toBeInTheDocument();
  });

  it('sends an admin away from /super-admin to /dashboard with the permission message', async () => {
    mockApi(sessionHandler(testUser('admin')));
    const { router } = renderRoutes(routes, '/super-admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('최고 관리자 권한이 필요합니다')).toBeInTheDocument();
  });

  it('opens /super-admin for super_admin only', async () => {
    mockApi(sessionHandler(testUser('super_admin')));
    renderRoutes(routes, '/super-admin');
    expect(await screen.findByText('super content')).toBeInTheDocument();
  });

  it('closes /dev/* when the server is not in development mode', async () => {
    mockApi(sessionHandler(null, { ...TEST_META, devMode: false }));
    const { router } = renderRoutes(routes, '/dev/auth-debug');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens /dev/* on localhost when the server is in development mode', async () => {
    mockApi(sessionHandler(null, { ...TEST_META, devMode: true }));
    renderRoutes(routes, '/dev/auth-debug');
    expect(await screen.findByText('debug content')).toBeInTheDocument();
  });
});

describe('safeNextPath', () => {
  it('accepts same-site paths and refuses other hosts', () => {
    expect(safeNextPath('/cost-allocation?x=1')).toBe('/cost-allocation?x=1');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});
