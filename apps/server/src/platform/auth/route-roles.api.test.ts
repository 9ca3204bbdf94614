import { hasRole, ROLES, type Role } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/auth-client';
import { cookiesForAllRoles, cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('every /api route declares the least role it needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.services.routes().filter((r) => r.url.startsWith('/api'));

  it('has no /api route without a declared role', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    const undeclared = apiRoutes().filter((r) => r.minRole === undefined);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 on every protected route without a session', async () => {
    const protectedRoutes = apiRoutes().filter(
      (r) => r.minRole !== 'public' && r.method !== 'HEAD',
    );
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('serves the OpenAPI document publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/notifications']),
    );
  });
});

/** An id no user has: an allowed caller reaches the handler and hears admin/user-not-found. */
const MISSING_ID = 'no-such-user-0000';

/** A uuid no organisation or invite has (their routes validate `:id` as a uuid). */
const MISSING_UUID = '00000000-0000-4000-8000-00000000f00d';

type Expected = {
  least: Role;
  status: number;
  code?: string;
  body?: (role: Role) => object;
  /** `:id` is a uuid (organisations, invites): a missing one is sent instead of MISSING_ID. */
  uuid?: true;
};

/**
 * Every /api/admin/* route (issue 6 "Bad input and failure"): the least role it admits and what
 * an admitted caller gets when the target does not exist. A new admin route must be added here.
 */
const ADMIN_ROUTES: Record<string, Expected> = {
  'GET /api/admin/users': { least: 'admin', status: 200 },
  'GET /api/admin/stats': { least: 'admin', status: 200 },
  'POST /api/admin/users': {
    least: 'admin',
    status: 201,
    body: (role) => ({
      username: `matrix-${role}`,
      email: `matrix-${role}@example.kr`,
      name: '홍길동',
      role: 'user',
      password: TEST_PASSWORD,
    }),
  },
  'PATCH /api/admin/users/:id': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
    body: () => ({ name: '새 이름' }),
  },
  'DELETE /api/admin/users/:id': { least: 'admin', status: 404, code: 'admin/user-not-found' },
  'PUT /api/admin/users/:id/role': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
    body: () => ({ role: 'analyst' }),
  },
  'POST /api/admin/users/:id/email-approval': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
  },
  'DELETE /api/admin/users/:id/email-approval': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
  },
  'POST /api/admin/users/:id/ban': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
    body: () => ({ reason: '점검' }),
  },
  'POST /api/admin/users/:id/unban': { least: 'admin', status: 404, code: 'admin/user-not-found' },
  'POST /api/admin/users/:id/revoke-sessions': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
  },
  'POST /api/admin/users/:id/impersonate': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
  },
  // Called from the impersonated session, whose role may be anything; not impersonating → 400.
  'POST /api/admin/impersonation/stop': {
    least: 'viewer',
    status: 400,
    code: 'admin/not-impersonating',
  },
  'GET /api/admin/audit-events': { least: 'super_admin', status: 200 },
  // Organisations (issue 14).
  'PUT /api/admin/users/:id/organisation': {
    least: 'admin',
    status: 404,
    code: 'admin/user-not-found',
    body: () => ({ organisationId: null }),
  },
  'GET /api/admin/organisations': { least: 'admin', status: 200 },
  'POST /api/admin/organisations': {
    least: 'admin',
    status: 201,
    body: (role) => ({ name: `matrix-${role}`, kind: 'operator' }),
  },
  'PATCH /api/admin/organisations/:id': {
    least: 'admin',
    status: 404,
    code: 'not_found',
    uuid: true,
    body: () => ({ name: '새 이름', version: 1 }),
  },
  'DELETE /api/admin/organisations/:id': {
    least: 'admin',
    status: 404,
    code: 'not_found',
    uuid: true,
  },
  'PUT /api/admin/organisations/:id/oversight': {
    least: 'admin',
    status: 404,
    code: 'not_found',
    uuid: true,
    body: () => ({ all: true, targetIds: [] }),
  },
  'GET /api/admin/organisations/:id/invites': {
    least: 'admin',
    status: 404,
    code: 'not_found',
    uuid: true,
  },
  'POST /api/admin/organisations/:id/invites': {
    least: 'admin',
    status: 404,
    code: 'not_found',
    uuid: true,
    body: () => ({ days: 7, role: 'user' }),
  },
  'DELETE /api/admin/invites/:id': { least: 'admin', status: 404, code: 'not_found', uuid: true },
};

describe('every /api/admin route refuses anyone below its role', () => {
  let t: TestApp;
  let cookies: Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await cookiesForAllRoles(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const adminRoutes = () =>
    t.app.services
      .routes()
      .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);

  it('lists exactly the admin routes of the table', () => {
    expect(adminRoutes().sort()).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  const call = (key: string, cookie: string | null, role: Role) => {
    const [method, url] = key.split(' ') as [string, string];
    const body = ADMIN_ROUTES[key]?.body?.(role);
    return t.app.inject({
      method: method as 'GET',
      url: url.replace(':id', ADMIN_ROUTES[key]?.uuid ? MISSING_UUID : MISSING_ID),
      headers: cookie ? { cookie } : {},
      ...(body ? { payload: body } : method === 'GET' ? {} : { payload: {} }),
    });
  };

  it.each(Object.keys(ADMIN_ROUTES))('%s: 401 anonymous, 403 below its role', async (key) => {
    const expected = ADMIN_ROUTES[key] as Expected;
    const anonymous = await call(key, null, 'viewer');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });

    const outcomes = [];
    for (const role of ROLES) {
      const response = await call(key, cookies[role], role);
      outcomes.push({
        role,
        status: response.statusCode,
        code: response.statusCode >= 400 ? response.json().code : undefined,
        // The web compares this with the role its data was loaded under (role-mismatch notice).
        sessionRole: response.headers['x-session-role'],
      });
    }
    const wanted = ROLES.map((role) => {
      const allowed = ROLES.indexOf(role) >= ROLES.indexOf(expected.least);
      return {
        role,
        status: allowed ? expected.status : 403,
        code: allowed ? expected.code : 'forbidden',
        sessionRole: role,
      };
    });
    expect(outcomes).toEqual(wanted);
  });
});

/**
 * Issue 6 "no user can change their own role or another admin's": every /api/admin/users/:id
 * route, called by an admin on another admin, is refused; and each of the six roles is refused a
 * change of its own role (below admin by the role guard, from admin up by the policy).
 */
describe('nobody acts on their own role or on another admin', () => {
  let t: TestApp;
  let cookies: Record<Role, string>;
  let ids: Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await cookiesForAllRoles(t.app);
    const entries = await Promise.all(
      ROLES.map(async (role) => {
        const me = await t.app.inject({ url: '/api/me', headers: { cookie: cookies[role] } });
        return [role, me.json().id as string] as const;
      }),
    );
    ids = Object.fromEntries(entries) as Record<Role, string>;
  }, 60_000);
  afterAll(() => t.close());

  const BODIES: Record<string, object> = {
    'PATCH /api/admin/users/:id': { name: '바꾼 이름' },
    'PUT /api/admin/users/:id/role': { role: 'viewer' },
    'POST /api/admin/users/:id/ban': { reason: '시험' },
    'PUT /api/admin/users/:id/organisation': { organisationId: null },
  };

  it('refuses an admin every per-user action on another admin', async () => {
    const perUser = t.app.services
      .routes()
      .filter((r) => r.url.startsWith('/api/admin/users/:id') && r.method !== 'HEAD');
    expect(perUser.length).toBeGreaterThanOrEqual(9);
    // Another admin: the second admin account of this app.
    const other = await cookieWithRole(t.app, 'other-admin@roles.test', 'admin');
    const otherId = (await t.app.inject({ url: '/api/me', headers: { cookie: other } })).json().id;
    const outcomes = [];
    for (const route of perUser) {
      const key = `${route.method} ${route.url}`;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', otherId),
        headers: { cookie: cookies.admin },
        payload: BODIES[key] ?? {},
      });
      outcomes.push({ route: key, status: response.statusCode, code: response.json().code });
    }
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 403, code: expect.stringMatching(/^admin\//) });
    }
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: other } });
    expect(me.json()).toMatchObject({ role: 'admin', name: '테스트' });
  });

  it.each(ROLES)('refuses a %s a change of their own role', async (role) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids[role]}/role`,
      headers: { cookie: cookies[role] },
      payload: { role: role === 'super_admin' ? 'viewer' : 'super_admin' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(
      hasRole(role, 'admin') ? 'admin/cannot-change-own-role' : 'forbidden',
    );
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: cookies[role] } });
    expect(me.json().role).toBe(role);
  });
});
