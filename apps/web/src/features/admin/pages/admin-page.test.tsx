import type { AdminUser, Me } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { navigation } from '../components/user-actions';
import { AdminPage } from './admin-page';

beforeAll(() => loadLocales(['admin', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The first render of the page loads antd and the locales: slow on a busy machine.
const TIMEOUT = { timeout: 40_000 };

function adminUser(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `name-${id}`,
    email: `${id}@demo.local`,
    name: `User ${id}`,
    department: null,
    role: 'user',
    disabled: false,
    banReason: null,
    banExpires: null,
    emailVerified: true,
    twoFactorEnabled: false,
    lastLoginAt: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    isCurrent: false,
    isBuiltIn: false,
    organisation: null,
    ...overrides,
  };
}

const STATS = {
  total: 12,
  admins: 2,
  emailVerified: 10,
  disabled: 1,
  twoFactorEnabled: 3,
  activeLast7Days: 5,
  byRole: { viewer: 0, user: 10, analyst: 0, manager: 0, admin: 1, super_admin: 1 },
};

type Call = { method: string; path: string; body: unknown };
type Reply = { status: number; body?: unknown };

function serve(
  me: Me,
  items: AdminUser[],
  extra: (call: Call) => Reply | undefined = () => undefined,
) {
  const calls: Call[] = [];
  const session = sessionHandler(me);
  const fetchMock = mockApi((method, path, body) => {
    calls.push({ method, path, body });
    const answer = session(method, path, body);
    if (answer) return answer;
    const custom = extra({ method, path, body });
    if (custom) return custom;
    if (method === 'GET' && path === '/admin/stats') return { status: 200, body: STATS };
    if (method === 'GET' && path === '/admin/organisations') {
      return { status: 200, body: { items: [] } };
    }
    if (method === 'GET' && path.startsWith('/admin/users?')) {
      const params = new URLSearchParams(path.split('?')[1]);
      const page = Number(params.get('page') ?? 1);
      const q = params.get('q') ?? '';
      const matching = items.filter((user) => user.name.includes(q));
      return {
        status: 200,
        body: {
          items: matching.slice((page - 1) * 10, page * 10),
          total: matching.length,
          page,
          pageSize: 10,
        },
      };
    }
    return undefined;
  });
  return { calls, fetchMock };
}

/** Opens a row's "more" menu and waits for its entries. */
async function openMore(id: string) {
  fireEvent.click(screen.getByTestId(`admin-more-${id}`));
  await screen.findByTestId(`admin-delete-${id}`, undefined, TIMEOUT);
}

/** A menu entry the policy refuses is disabled (aria-disabled on the menu item). */
const disabled = (testId: string) =>
  screen.getByTestId(testId).getAttribute('aria-disabled') === 'true';

function renderAdmin() {
  return renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin');
}

const me = testUser('admin');
const self = adminUser(me.id, { name: 'Me Admin', role: 'admin', isCurrent: true });
const otherAdmin = adminUser('a2', { name: 'Other Admin', role: 'admin' });
const plain = adminUser('u1', { name: 'Plain User' });
const many = Array.from({ length: 12 }, (_, index) => adminUser(`p${index + 1}`));

describe('AdminPage', TIMEOUT, () => {
  it('shows the users 10 per page and asks the server for the next page', async () => {
    const { calls } = serve(me, many);
    renderAdmin();
    expect(await screen.findByText('User p1', undefined, TIMEOUT)).toBeTruthy();
    expect(screen.getByText('User p10')).toBeTruthy();
    expect(screen.queryByText('User p11')).toBeNull();
    expect(screen.getByText('총 12명')).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('User p11', undefined, TIMEOUT)).toBeTruthy();
    expect(calls.some((call) => call.path === '/admin/users?page=2')).toBe(true);
  });

  it('searches with q after the typing pauses', async () => {
    const { calls } = serve(me, [plain, otherAdmin]);
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    fireEvent.change(screen.getByPlaceholderText('이름, 사용자 ID 또는 이메일로 검색'), {
      target: { value: 'Other' },
    });
    await waitFor(() => expect(screen.queryByText('Plain User')).toBeNull(), TIMEOUT);
    expect(screen.getByText('Other Admin')).toBeTruthy();
    const searches = calls.filter((call) => call.path.includes('q='));
    expect(searches.map((call) => call.path)).toEqual(['/admin/users?page=1&q=Other']);
  });

  it('says so when the user list fails to load', async () => {
    serve(me, [], ({ method, path }) =>
      method === 'GET' && path.startsWith('/admin/users?')
        ? {
            status: 500,
            body: { type: 'about:blank', title: 'Internal', status: 500, code: 'internal' },
          }
        : undefined,
    );
    renderAdmin();
    expect(
      await screen.findByText('사용자 목록을 불러오는 데 실패했습니다.', undefined, TIMEOUT),
    ).toBeTruthy();
  });

  it('locks the e-mail when editing', async () => {
    serve(me, [plain]);
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    fireEvent.click(screen.getByTestId('admin-edit-u1'));
    await waitFor(() => {
      const email = screen.getByTestId('admin-form-email') as HTMLInputElement;
      expect(email.value).toBe('u1@demo.local');
      expect(email.disabled).toBe(true);
    }, TIMEOUT);
    expect(screen.getByText('이메일은 수정할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByTestId('admin-form-password')).toBeNull();
  });

  it('disables delete for oneself and for admins, with the reason', async () => {
    serve(me, [self, otherAdmin, plain]);
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    expect((screen.getByTestId(`admin-role-${me.id}`) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('admin-edit-a2') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('admin-edit-u1') as HTMLButtonElement).disabled).toBe(false);
    for (const id of [me.id, 'a2', 'u1']) await openMore(id);
    expect(disabled(`admin-delete-${me.id}`)).toBe(true);
    expect(disabled('admin-delete-a2')).toBe(true);
    expect(disabled('admin-delete-u1')).toBe(false);
    expect(disabled('admin-impersonate-a2')).toBe(true);

    fireEvent.mouseEnter(screen.getByTestId('admin-delete-a2-refused'));
    expect(
      await screen.findByText('관리자 계정은 삭제할 수 없습니다.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it("disables revoking a super admin's e-mail approval, their own included, with the reason", async () => {
    const superMe = testUser('super_admin');
    const selfSuper = adminUser(superMe.id, {
      name: 'Me Super',
      role: 'super_admin',
      isCurrent: true,
    });
    const otherSuper = adminUser('s2', { name: 'Other Super', role: 'super_admin' });
    serve(superMe, [selfSuper, otherSuper, otherAdmin]);
    renderAdmin();
    await screen.findByText('Other Super', undefined, TIMEOUT);
    for (const id of [superMe.id, 's2', 'a2']) await openMore(id);
    expect(disabled(`admin-revoke-approval-${superMe.id}`)).toBe(true);
    expect(disabled('admin-revoke-approval-s2')).toBe(true);
    expect(disabled('admin-revoke-approval-a2')).toBe(false);

    fireEvent.mouseEnter(screen.getByTestId('admin-revoke-approval-s2-refused'));
    expect(
      await screen.findByText('최고 관리자의 이메일 승인은 해제할 수 없습니다.', undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
  });

  it('changes a role only after confirmation, with PUT …/role', async () => {
    const { calls } = serve(me, [plain], ({ method, path }) =>
      method === 'PUT' && path === '/admin/users/u1/role'
        ? { status: 200, body: { ...plain, role: 'admin' } }
        : undefined,
    );
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    await openMore('u1');
    fireEvent.click(screen.getByTestId('admin-promote-admin-u1'));
    const confirm = await screen.findByTestId('admin-role-confirm', undefined, TIMEOUT);
    expect(confirm.textContent).toContain("'일반 사용자'에서 '관리자'");
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(screen.getByTestId('admin-role-modal')).getByText('변경'));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put).toEqual({ method: 'PUT', path: '/admin/users/u1/role', body: { role: 'admin' } });
    }, TIMEOUT);
  });

  it('offers super_admin only to super admins', async () => {
    serve(me, [plain]);
    const first = renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    await openMore('u1');
    expect(screen.queryByTestId('admin-promote-super-u1')).toBeNull();
    first.unmount();

    serve(testUser('super_admin'), [plain]);
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    await openMore('u1');
    expect(screen.getByTestId('admin-promote-super-u1')).toBeTruthy();
  });

  it('shows the Korean message of an error code when saving fails', async () => {
    serve(me, [plain], ({ method, path }) =>
      method === 'POST' && path === '/admin/users'
        ? {
            status: 409,
            body: {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              code: 'admin/username-taken',
            },
          }
        : undefined,
    );
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    fireEvent.click(screen.getByTestId('admin-add-user'));
    fireEvent.change(screen.getByTestId('admin-form-username'), { target: { value: 'taken' } });
    fireEvent.change(screen.getByTestId('admin-form-email'), {
      target: { value: 'new@demo.local' },
    });
    fireEvent.change(screen.getByTestId('admin-form-name'), { target: { value: 'New User' } });
    fireEvent.change(screen.getByTestId('admin-form-password'), {
      target: { value: 'Str0ng!Pass#' },
    });
    fireEvent.click(within(screen.getByTestId('admin-user-form')).getByText('저장'));
    await waitFor(
      () => expect(screen.getAllByText('이미 존재하는 사용자 ID입니다').length).toBeGreaterThan(0),
      TIMEOUT,
    );
  });
});

describe('AdminPage impersonation', TIMEOUT, () => {
  it('switches to a non-admin user after confirmation and reloads into the session', async () => {
    const reload = vi.spyOn(navigation, 'reloadInto').mockImplementation(() => {});
    const { calls } = serve(me, [plain], ({ method, path }) =>
      method === 'POST' && path === '/admin/users/u1/impersonate' ? { status: 204 } : undefined,
    );
    renderAdmin();
    await screen.findByText('Plain User', undefined, TIMEOUT);
    await openMore('u1');
    fireEvent.click(screen.getByTestId('admin-impersonate-u1'));
    const [question] = await screen.findAllByText(
      /Plain User 사용자로 전환하시겠습니까\?/,
      undefined,
      TIMEOUT,
    );
    expect(calls.some((call) => call.path === '/admin/users/u1/impersonate')).toBe(false);
    const dialog = question?.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard'), TIMEOUT);
    expect(calls.some((call) => call.path === '/admin/users/u1/impersonate')).toBe(true);
  });
});
