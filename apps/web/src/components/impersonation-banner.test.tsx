import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../test/app-test-utils';
import { ImpersonationBanner } from './impersonation-banner';

function Page() {
  const location = useLocation();
  return (
    <>
      <ImpersonationBanner />
      <p data-testid="where">{location.pathname}</p>
    </>
  );
}

const routes = [
  { path: '/dashboard', element: <Page /> },
  { path: '/admin', element: <Page /> },
];

beforeAll(() => loadLocales(['common', 'errors']));
afterEach(() => vi.unstubAllGlobals());

describe('ImpersonationBanner', () => {
  it('is absent for a normal session', async () => {
    mockApi(sessionHandler(testUser('user')));
    renderRoutes(routes, '/dashboard');
    await screen.findByTestId('where');
    await waitFor(() => expect(screen.queryByTestId('impersonation-banner')).toBeNull());
  });

  it('names the impersonated user and returns to /admin in one click', async () => {
    const user = testUser('user', {
      name: '김철수',
      email: 'kim@example.kr',
      impersonatedBy: 'a1',
    });
    const session = sessionHandler(user);
    const calls: string[] = [];
    mockApi((method, path, body) => {
      if (method === 'POST' && path === '/admin/impersonation/stop') {
        calls.push(path);
        return { status: 200, body: {} };
      }
      return session(method, path, body);
    });
    renderRoutes(routes, '/dashboard');
    // The banner's code loads when it is first needed (impersonation-banner.tsx).
    const banner = await screen.findByTestId('impersonation-banner', undefined, {
      timeout: 20_000,
    });
    expect(banner).toHaveTextContent('김철수(kim@example.kr) 사용자로 전환되어 있습니다.');
    await userEvent.click(screen.getByTestId('impersonation-stop'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin'));
    expect(calls).toEqual(['/admin/impersonation/stop']);
  });
});
