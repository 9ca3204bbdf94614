import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { AUDIT } from '../lib/test-fixtures';
import { AuditLogTab } from './audit-log-tab';

beforeAll(() => loadLocales(['superAdmin', 'common', 'errors']));
afterEach(() => vi.unstubAllGlobals());

function renderTab(filter = {}) {
  const session = sessionHandler(testUser('super_admin'));
  const fetch = mockApi((method, path, body) => {
    if (path.startsWith('/super-admin/audit-logs')) return { status: 200, body: AUDIT };
    return session(method, path, body);
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AuditLogTab filter={filter} page={1} onPage={() => {}} onClearFilter={() => {}} />
        ),
      },
    ],
    '/',
  );
  return fetch;
}

describe('the audit log tab', { timeout: 40_000 }, () => {
  it('colours levels: error red, warning orange, otherwise blue', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('sa-audit-table-row');
    expect(rows).toHaveLength(4);
    const level = (row: HTMLElement) => row.querySelector('[data-level]') as HTMLElement;
    expect(level(rows[0] as HTMLElement)).toHaveClass('ant-tag-red');
    expect(level(rows[0] as HTMLElement)).toHaveTextContent('오류');
    expect(level(rows[1] as HTMLElement)).toHaveClass('ant-tag-orange');
    expect(level(rows[2] as HTMLElement)).toHaveClass('ant-tag-blue');
    expect(level(rows[2] as HTMLElement)).toHaveTextContent('관리');
  });

  it('writes each action as a sentence, with role names and refusals', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('sa-audit-table-row');
    expect(
      within(rows[0] as HTMLElement).getByText('user@demo.local 로그인 실패'),
    ).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByText(
        'superadmin@demo.local님이 manager@demo.local의 역할 변경: 일반 사용자 → 매니저',
      ),
    ).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText(/\(거부됨\)$/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('사용자 관리')).toBeInTheDocument();
  });

  it('sends the filter and says it is on', async () => {
    const fetch = renderTab({ level: 'error', userEmail: 'user@demo' });
    expect(await screen.findByTestId('sa-audit-filter-summary')).toHaveTextContent(
      "필터: 수준 오류, 이메일 'user@demo'",
    );
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/super-admin/audit-logs?page=1&level=error&userEmail=user%40demo');
  });
});
