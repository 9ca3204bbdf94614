import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { backups } from '../lib/test-fixtures';
import { BackupsCard } from './backups-card';

beforeAll(() => loadLocales(['superAdmin', 'common', 'errors']));
afterEach(() => vi.unstubAllGlobals());

const session = sessionHandler(testUser('super_admin'));

describe('the backups card', { timeout: 40_000 }, () => {
  it('lists the newest files, names cut to 20 characters with the whole name kept', async () => {
    mockApi((method, path, body) =>
      path === '/super-admin/backups'
        ? { status: 200, body: backups() }
        : session(method, path, body),
    );
    renderRoutes([{ path: '/', element: <BackupsCard /> }], '/');
    const file = await screen.findByTestId('sa-backup-file');
    expect(file.querySelector('[data-full-name]')).toHaveTextContent(/^bus-backup-20260310T…$/);
    expect(file.querySelector('[data-full-name]')).toHaveAttribute(
      'data-full-name',
      'bus-backup-20260310T030000Z-pglite.tar.gz',
    );
    expect(file).toHaveTextContent('2.0 MB');
    expect(screen.getByTestId('sa-backup-count')).toHaveTextContent('1');
  });

  it('shows an error state, not a crash, while the backup endpoint is missing', async () => {
    mockApi((method, path, body) =>
      path === '/super-admin/backups'
        ? {
            status: 404,
            body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'route_not_found' },
          }
        : session(method, path, body),
    );
    renderRoutes([{ path: '/', element: <BackupsCard /> }], '/');
    expect(await screen.findByText('백업 정보를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('sa-backup-now')).not.toBeInTheDocument();
  });

  it('starts a backup and follows it until the new file is listed', async () => {
    let state = backups({ totalFiles: 0, files: [], lastBackupAt: null });
    const fetch = mockApi((method, path, body) => {
      if (path === '/super-admin/backups' && method === 'POST') {
        const running = { startedAt: '2026-03-10T04:00:00.000Z', trigger: 'manual' as const };
        state = { ...state, running };
        // The next poll finds it done.
        setTimeout(() => {
          state = backups({ running: null });
        }, 100);
        return { status: 202, body: { running } };
      }
      if (path === '/super-admin/backups') return { status: 200, body: state };
      return session(method, path, body);
    });
    renderRoutes([{ path: '/', element: <BackupsCard /> }], '/');
    fireEvent.click(await screen.findByTestId('sa-backup-now'));
    expect(await screen.findByTestId('sa-backup-running')).toBeInTheDocument();
    expect(await screen.findByTestId('sa-backup-file', {}, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('sa-backup-running')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });
});
