import type { Me } from '@bus/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, SESSION_ROLE_HEADER } from '../lib/api-client';
import { loadLocales, renderRoutes, testUser } from '../test/app-test-utils';
import { RoleMismatchNotice } from './role-mismatch-notice';

beforeAll(() => loadLocales(['admin', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
});

const TIMEOUT = { timeout: 20_000 };

/** A fake API whose guarded answers carry the server's current role in x-session-role. */
function serve(state: { me: Me; serverRole: string }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api/, '');
    if (path === '/me') return Response.json(state.me);
    return Response.json({ ok: true }, { headers: { [SESSION_ROLE_HEADER]: state.serverRole } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderNotice() {
  return renderRoutes([{ path: '/', element: <RoleMismatchNotice /> }], '/');
}

describe('RoleMismatchNotice', TIMEOUT, () => {
  it('stays hidden while the server role matches the loaded one', async () => {
    const state = { me: testUser('admin'), serverRole: 'admin' };
    const fetchMock = serve(state);
    renderNotice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    await api.get('/admin/stats');
    expect(screen.queryByTestId('role-mismatch-notice')).toBeNull();
  });

  it('appears when a response carries another role, and updating refetches me', async () => {
    const state = { me: testUser('admin'), serverRole: 'admin' };
    const fetchMock = serve(state);
    renderNotice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()));
    // Wait until the me query has answered before the role changes on the server.
    await new Promise((resolve) => setTimeout(resolve, 50));

    state.serverRole = 'user';
    state.me = testUser('user', { id: state.me.id });
    await api.get('/admin/stats');

    expect(await screen.findByText('권한이 변경되었습니다', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(/이전 권한\(관리자\).*'일반 사용자'/)).toBeTruthy();
    expect(screen.getByText('페이지 새로고침')).toBeTruthy();

    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me').length;
    const before = meCalls();
    fireEvent.click(screen.getByText('권한 업데이트'));
    await waitFor(() => expect(meCalls()).toBeGreaterThan(before), TIMEOUT);
    await waitFor(() => expect(screen.queryByTestId('role-mismatch-notice')).toBeNull(), TIMEOUT);
  });
});
