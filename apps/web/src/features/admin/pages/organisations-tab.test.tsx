import type { AdminUser, Organisation } from '@bus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loadLocales,
  mockApi,
  renderRoutes,
  sessionHandler,
  testUser,
} from '../../../test/app-test-utils';
import { AdminPage } from './admin-page';

beforeAll(() => loadLocales(['admin', 'common', 'errors']));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The first render of the page loads antd and the locales: slow on a busy machine.
const TIMEOUT = { timeout: 40_000 };
const GARAM = '00000000-0000-4000-8000-000000000001';
const NURI = '00000000-0000-4000-8000-000000000002';
const CITY = '00000000-0000-4000-8000-000000000003';
const EMPTY = '00000000-0000-4000-8000-000000000004';

function organisation(id: string, overrides: Partial<Organisation>): Organisation {
  return {
    id,
    name: id,
    kind: 'operator',
    businessNumber: null,
    memberCount: 0,
    companyCount: 0,
    oversees: [],
    version: 1,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

const ORGANISATIONS: Organisation[] = [
  organisation(GARAM, {
    name: '가람교통(주)',
    businessNumber: '1248100998',
    memberCount: 6,
    companyCount: 2,
  }),
  organisation(NURI, { name: '누리운수(주)', memberCount: 2, companyCount: 1 }),
  organisation(CITY, {
    name: '가상시 버스정책과',
    kind: 'authority',
    memberCount: 1,
    oversees: [{ id: GARAM, name: '가람교통(주)', kind: 'operator' }],
  }),
  organisation(EMPTY, { name: '빈 협회', kind: 'association', oversees: 'all' }),
];

function adminUser(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: null,
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

type Call = { method: string; path: string; body: unknown };
type Reply = { status: number; body?: unknown };

function serve(users: AdminUser[], extra: (call: Call) => Reply | undefined = () => undefined) {
  const calls: Call[] = [];
  const session = sessionHandler(testUser('admin'));
  mockApi((method, path, body) => {
    calls.push({ method, path, body });
    const answer = session(method, path, body) ?? extra({ method, path, body });
    if (answer) return answer;
    if (method === 'GET' && path === '/admin/organisations') {
      return { status: 200, body: { items: ORGANISATIONS } };
    }
    if (method === 'GET' && path === '/admin/stats') {
      return {
        status: 200,
        body: {
          total: 0,
          admins: 0,
          emailVerified: 0,
          disabled: 0,
          twoFactorEnabled: 0,
          activeLast7Days: 0,
          byRole: { viewer: 0, user: 0, analyst: 0, manager: 0, admin: 0, super_admin: 0 },
        },
      };
    }
    if (method === 'GET' && path.startsWith('/admin/users?')) {
      return { status: 200, body: { items: users, total: users.length, page: 1, pageSize: 10 } };
    }
    return undefined;
  });
  return calls;
}

const openOrganisations = () =>
  renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin?tab=organisations');
const openUsers = () => renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin');

async function choose(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const options = await screen.findAllByTitle(label, undefined, TIMEOUT);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('AdminPage organisations tab', TIMEOUT, () => {
  it('lists each organisation with its kind, business number, counts and oversight', async () => {
    serve([]);
    openOrganisations();
    const table = await screen.findByTestId('admin-organisation-table', undefined, TIMEOUT);
    await within(table).findByText('누리운수(주)', undefined, TIMEOUT);
    const row = (id: string) => table.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    const garam = row(GARAM);
    expect(within(garam).getByText('가람교통(주)')).toBeTruthy();
    expect(within(garam).getByText('운수사')).toBeTruthy();
    expect(within(garam).getByText('124-81-00998')).toBeTruthy();
    expect(within(garam).getByTestId(`admin-org-members-${GARAM}`).textContent).toBe('6');
    const city = row(CITY);
    expect(within(city).getByText('기관')).toBeTruthy();
    expect(within(city).getByText('가람교통(주)')).toBeTruthy();
    const association = row(EMPTY);
    expect(within(association).getByText('협회')).toBeTruthy();
    expect(within(association).getByText('모든 운수사')).toBeTruthy();
    // Oversight is offered to authorities and associations only.
    expect(screen.queryByTestId(`admin-org-oversight-${GARAM}`)).toBeNull();
    expect(screen.getByTestId(`admin-org-oversight-${CITY}`)).toBeTruthy();
  });

  it('creates an organisation, refusing a wrong business number first', async () => {
    const calls = serve([], ({ method, path, body }) =>
      method === 'POST' && path === '/admin/organisations'
        ? { status: 201, body: organisation(EMPTY, body as Partial<Organisation>) }
        : undefined,
    );
    openOrganisations();
    fireEvent.click(await screen.findByTestId('admin-add-organisation', undefined, TIMEOUT));
    fireEvent.change(await screen.findByTestId('admin-organisation-name', undefined, TIMEOUT), {
      target: { value: '새빛운수(주)' },
    });
    const number = screen.getByTestId('admin-organisation-business-number');
    fireEvent.change(number, { target: { value: '124-81-00999' } });
    const form = screen.getByTestId('admin-organisation-form');
    fireEvent.click(within(form).getByText('저장'));
    expect(
      await screen.findByText(/올바른 사업자등록번호가 아닙니다/, undefined, TIMEOUT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(number, { target: { value: '124-81-00998' } });
    fireEvent.click(within(form).getByText('저장'));
    await waitFor(() => {
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.body).toEqual({
        name: '새빛운수(주)',
        kind: 'operator',
        businessNumber: '124-81-00998',
      });
    }, TIMEOUT);
  });

  it('edits with the version it loaded and shows a conflict', async () => {
    const calls = serve([], ({ method, path }) =>
      method === 'PATCH' && path === `/admin/organisations/${NURI}`
        ? {
            status: 409,
            body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict' },
          }
        : undefined,
    );
    openOrganisations();
    fireEvent.click(await screen.findByTestId(`admin-org-edit-${NURI}`, undefined, TIMEOUT));
    const name = (await screen.findByTestId(
      'admin-organisation-name',
      undefined,
      TIMEOUT,
    )) as HTMLInputElement;
    expect(name.value).toBe('누리운수(주)');
    fireEvent.change(name, { target: { value: '누리교통(주)' } });
    fireEvent.click(within(screen.getByTestId('admin-organisation-form')).getByText('저장'));
    await waitFor(() => {
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toEqual({ name: '누리교통(주)', businessNumber: null, version: 1 });
    }, TIMEOUT);
    expect(
      (await screen.findAllByText(/다른 곳에서 먼저 변경되었습니다/, undefined, TIMEOUT)).length,
    ).toBeGreaterThan(0);
  });

  it('deletes only an empty organisation, after confirmation', async () => {
    const calls = serve([], ({ method, path }) =>
      method === 'DELETE' && path === `/admin/organisations/${EMPTY}` ? { status: 204 } : undefined,
    );
    openOrganisations();
    const busy = (await screen.findByTestId(
      `admin-org-delete-${GARAM}`,
      undefined,
      TIMEOUT,
    )) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(screen.getByTestId(`admin-org-delete-${EMPTY}`));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('admin-org-delete-confirm', undefined, TIMEOUT));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true), TIMEOUT);
  });

  it('grants an authority chosen operators', async () => {
    const calls = serve([], ({ method, path }) =>
      method === 'PUT' && path === `/admin/organisations/${CITY}/oversight`
        ? { status: 200, body: ORGANISATIONS[2] }
        : undefined,
    );
    openOrganisations();
    fireEvent.click(await screen.findByTestId(`admin-org-oversight-${CITY}`, undefined, TIMEOUT));
    const modal = await screen.findByTestId('admin-oversight-modal', undefined, TIMEOUT);
    await choose(within(modal).getByRole('combobox'), '누리운수(주)');
    fireEvent.click(within(modal).getByText('저장'));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({ all: false, targetIds: [GARAM, NURI] });
    }, TIMEOUT);
  });

  it('creates an invite link, shows it once with its expiry and copies it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const url = 'https://bus.example.kr/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const calls = serve([], ({ method, path }) => {
      if (method === 'GET' && path === `/admin/organisations/${NURI}/invites`) {
        return { status: 200, body: { items: [] } };
      }
      if (method === 'POST' && path === `/admin/organisations/${NURI}/invites`) {
        return {
          status: 201,
          body: {
            id: '00000000-0000-4000-8000-0000000000aa',
            organisation: { id: NURI, name: '누리운수(주)', kind: 'operator' },
            role: 'user',
            expiresAt: '2026-05-01T03:00:00.000Z',
            url,
            usedAt: null,
          },
        };
      }
      return undefined;
    });
    openOrganisations();
    fireEvent.click(await screen.findByTestId(`admin-org-invite-${NURI}`, undefined, TIMEOUT));
    expect(await screen.findByText('발급한 링크가 없습니다.', undefined, TIMEOUT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-invite-create'));
    const link = (await screen.findByTestId(
      'admin-invite-url',
      undefined,
      TIMEOUT,
    )) as HTMLInputElement;
    expect(link.value).toBe(url);
    expect(screen.getByTestId('admin-invite-expires').textContent).toContain('만료');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 7, role: 'user' });
    fireEvent.click(screen.getByTestId('admin-invite-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url), TIMEOUT);
  });
});

describe('AdminPage users tab with organisations', TIMEOUT, () => {
  const orphan = adminUser('u1', { name: 'New Signup', emailVerified: false });
  const member = adminUser('u2', {
    name: 'Garam Member',
    organisation: { id: GARAM, name: '가람교통(주)', kind: 'operator' },
  });

  it('approves and assigns an account in no organisation, one click each', async () => {
    const calls = serve([orphan, member], ({ method, path }) => {
      if (method === 'POST' && path === '/admin/users/u1/email-approval') {
        return { status: 200, body: { ...orphan, emailVerified: true } };
      }
      if (method === 'PUT' && path === '/admin/users/u1/organisation') {
        return { status: 200, body: orphan };
      }
      return undefined;
    });
    openUsers();
    await screen.findByText('New Signup', undefined, TIMEOUT);
    expect(screen.queryByTestId('admin-approve-u2')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-approve-u1'));
    await waitFor(
      () => expect(calls.some((call) => call.path === '/admin/users/u1/email-approval')).toBe(true),
      TIMEOUT,
    );

    const select = within(screen.getByTestId('admin-organisation-u1')).getByRole('combobox');
    await choose(select, '누리운수(주)');
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put).toEqual({
        method: 'PUT',
        path: '/admin/users/u1/organisation',
        body: { organisationId: NURI },
      });
    }, TIMEOUT);
  });

  it('asks before moving a member out of their organisation', async () => {
    const calls = serve([member], ({ method, path }) =>
      method === 'PUT' && path === '/admin/users/u2/organisation'
        ? { status: 200, body: member }
        : undefined,
    );
    openUsers();
    await screen.findByText('Garam Member', undefined, TIMEOUT);
    const select = within(screen.getByTestId('admin-organisation-u2')).getByRole('combobox');
    await choose(select, '누리운수(주)');
    expect(
      await screen.findByText(/'가람교통\(주\)'에서 '누리운수\(주\)'/, undefined, TIMEOUT),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('admin-move-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), TIMEOUT);
  });

  it('filters by no organisation and pending approval', async () => {
    const calls = serve([orphan]);
    openUsers();
    await screen.findByText('New Signup', undefined, TIMEOUT);
    await choose(
      within(screen.getByTestId('admin-filter-organisation')).getByRole('combobox'),
      '소속 없음',
    );
    await choose(
      within(screen.getByTestId('admin-filter-approval')).getByRole('combobox'),
      '승인 대기',
    );
    await waitFor(
      () =>
        expect(
          calls.some(
            (call) => call.path === '/admin/users?page=1&organisation=none&approval=pending',
          ),
        ).toBe(true),
      TIMEOUT,
    );
  });
});
