import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, signIn, TEST_PASSWORD } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

const BUILT_IN = 'root@example.kr';
type Inject = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The cookie header after `response`: its set-cookie values replace, and empty ones remove. */
function nextCookie(previous: string, response: Inject): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  for (const pair of cookieFrom(response).split('; ').filter(Boolean)) {
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('admin user management and its role policy', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let otherAdmin: string;
  let adminId: string;
  let otherAdminId: string;

  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
  const idOf = async (cookie: string) => (await me(cookie)).json().id as string;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, 'user-agent': 'AdminTest/1.0' },
      ...(payload ? { payload } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  const setRole = (cookie: string, id: string, role: string) =>
    call('PUT', `/api/admin/users/${id}/role`, cookie, { role });
  const events = async (action: string, targetId: string) =>
    (await t.app.services.audit.list({ action, targetId }, { page: 1, pageSize: 50 })).items;
  /** A fresh self-registered user: its cookie and id. */
  const freshUser = async (email: string) => {
    const cookie = await registerAndCookie(t.app, email);
    return { cookie, id: await idOf(cookie) };
  };

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: BUILT_IN, SUPER_ADMIN_PASSWORD: TEST_PASSWORD });
    root = cookieFrom(await signIn(t.app, BUILT_IN));
    admin = await cookieWithRole(t.app, 'admin1@example.kr', 'admin');
    otherAdmin = await cookieWithRole(t.app, 'admin2@example.kr', 'admin');
    adminId = await idOf(admin);
    otherAdminId = await idOf(otherAdmin);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses anyone changing their own role, even a super admin', async () => {
    for (const [cookie, id] of [
      [admin, adminId],
      [root, await idOf(root)],
    ] as const) {
      const response = await setRole(cookie, id, 'viewer');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin/cannot-change-own-role' });
    }
    expect((await me(admin)).json()).toMatchObject({ role: 'admin' });
  });

  it("refuses an admin changing another admin's role or granting super_admin", async () => {
    const other = await setRole(admin, otherAdminId, 'user');
    expect(other.json()).toMatchObject({ status: 403, code: 'admin/cannot-manage-admin' });
    const { id } = await freshUser('wants-super@example.kr');
    const grant = await setRole(admin, id, 'super_admin');
    expect(grant.json()).toMatchObject({ status: 403, code: 'admin/super-admin-required' });
    expect((await me(otherAdmin)).json()).toMatchObject({ role: 'admin' });
    const [refused] = await events('role.changed', otherAdminId);
    expect(refused).toMatchObject({ outcome: 'failure', actorId: adminId });
  });

  it('lets an admin promote a user to admin, and the change shows on the next /api/me', async () => {
    const { cookie, id } = await freshUser('promoted@example.kr');
    expect((await me(cookie)).json()).toMatchObject({ role: 'user' });
    const response = await setRole(admin, id, 'analyst');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'analyst' });
    const after = await me(cookie);
    expect(after.json()).toMatchObject({ role: 'analyst' });
    expect(after.headers['x-session-role']).toBe('analyst');
    expect((await setRole(admin, id, 'admin')).json()).toMatchObject({ role: 'admin' });
    expect((await me(cookie)).json()).toMatchObject({ role: 'admin', isAdmin: true });
    const [row] = await events('role.changed', id);
    expect(row).toMatchObject({
      outcome: 'success',
      actorId: adminId,
      actorEmail: 'admin1@example.kr',
      targetEmail: 'promoted@example.kr',
      ip: '127.0.0.1',
      userAgent: 'AdminTest/1.0',
      detail: { from: 'analyst', to: 'admin' },
    });
  });

  it("lets a super admin grant super_admin (with e-mail approval) and change an admin's role", async () => {
    const { cookie, id } = await freshUser('new-super@example.kr');
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: false });
    const response = await setRole(root, id, 'super_admin');
    expect(response.json()).toMatchObject({ role: 'super_admin', emailVerified: true });
    expect((await me(cookie)).json()).toMatchObject({ role: 'super_admin', emailVerified: true });
    expect(await events('email_approval.granted', id)).toHaveLength(1);

    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${otherAdminId}/role`,
      headers: { cookie: root },
      payload: { role: 'manager' },
    });
    expect(demoted.json()).toMatchObject({ role: 'manager' });
    expect((await me(otherAdmin)).json()).toMatchObject({ role: 'manager', isAdmin: false });
  });

  it('never deletes oneself, an admin or the built-in super admin, and deletes a user', async () => {
    const rootId = await idOf(root);
    const self = await call('DELETE', `/api/admin/users/${adminId}`, admin);
    expect(self.json()).toMatchObject({ status: 400, code: 'admin/cannot-delete-self' });
    const { id: anotherAdmin } = await freshUser('to-admin@example.kr');
    await setRole(root, anotherAdmin, 'admin');
    const anAdmin = await call('DELETE', `/api/admin/users/${anotherAdmin}`, root);
    expect(anAdmin.json()).toMatchObject({ status: 403, code: 'admin/cannot-delete-admin' });
    const builtIn = await call('DELETE', `/api/admin/users/${rootId}`, admin);
    expect(builtIn.json()).toMatchObject({ status: 403, code: 'admin/cannot-delete-builtin' });

    const { cookie, id } = await freshUser('leaving@example.kr');
    expect((await call('DELETE', `/api/admin/users/${id}`, admin)).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    const gone = await call('PATCH', `/api/admin/users/${id}`, admin, { name: '없음' });
    expect(gone.json()).toMatchObject({ status: 404, code: 'admin/user-not-found' });
    expect(await events('user.deleted', id)).toMatchObject([
      { outcome: 'success', actorId: adminId, targetEmail: 'leaving@example.kr' },
    ]);
  });

  it('keeps the e-mail locked on edit and changes name, username and department', async () => {
    const { id } = await freshUser('edit-me@example.kr');
    const email = await call('PATCH', `/api/admin/users/${id}`, admin, {
      email: 'other@example.kr',
    });
    expect(email.json()).toMatchObject({ status: 400, code: 'admin/email-not-editable' });
    const edited = await call('PATCH', `/api/admin/users/${id}`, admin, {
      name: '김수정',
      username: 'edited-user',
      department: '운영팀',
    });
    expect(edited.json()).toMatchObject({
      email: 'edit-me@example.kr',
      name: '김수정',
      username: 'edited-user',
      department: '운영팀',
    });
  });

  it('creates a user under the password policy and refuses a taken username', async () => {
    const body = {
      username: 'kim-user',
      email: 'created@example.kr',
      name: '김생성',
      role: 'analyst',
      password: TEST_PASSWORD,
    };
    const created = await call('POST', '/api/admin/users', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'kim-user', role: 'analyst' });
    expect((await signIn(t.app, 'created@example.kr')).statusCode).toBe(200);
    expect(await events('user.created', created.json().id)).toHaveLength(1);

    const taken = await call('POST', '/api/admin/users', admin, {
      ...body,
      email: 'second@example.kr',
      username: 'KIM-USER',
    });
    expect(taken.json()).toMatchObject({ status: 409, code: 'admin/username-taken' });
    const short = await call('POST', '/api/admin/users', admin, { ...body, username: 'ab' });
    expect(short.json()).toMatchObject({ status: 400, code: 'validation_failed' });
    const weak = await call('POST', '/api/admin/users', admin, {
      ...body,
      email: 'weak@example.kr',
      username: 'weak-user',
      password: 'password1',
    });
    expect(weak.json()).toMatchObject({ status: 400, code: 'auth/weak-password' });
    const superByAdmin = await call('POST', '/api/admin/users', admin, {
      ...body,
      email: 'super2@example.kr',
      username: 'super-two',
      role: 'super_admin',
    });
    expect(superByAdmin.json()).toMatchObject({ status: 403, code: 'admin/super-admin-required' });
  });

  it('bans a user at once (next request refused, sign-in disabled) and unbans', async () => {
    const { cookie, id } = await freshUser('to-ban@example.kr');
    const banned = await call('POST', `/api/admin/users/${id}/ban`, admin, { reason: '규정 위반' });
    expect(banned.json()).toMatchObject({ disabled: true, banReason: '규정 위반' });
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await signIn(t.app, 'to-ban@example.kr');
    expect(again.json()).toMatchObject({ code: 'auth/user-disabled' });
    expect(await events('user.banned', id)).toMatchObject([{ detail: { reason: '규정 위반' } }]);

    expect((await call('POST', `/api/admin/users/${id}/unban`, admin)).json()).toMatchObject({
      disabled: false,
    });
    expect((await signIn(t.app, 'to-ban@example.kr')).statusCode).toBe(200);
    const self = await call('POST', `/api/admin/users/${adminId}/ban`, admin, {});
    expect(self.json()).toMatchObject({ status: 400, code: 'admin/cannot-ban-self' });
  });

  it('grants and revokes e-mail approval and revokes sessions', async () => {
    const { cookie, id } = await freshUser('approval@example.kr');
    const granted = await call('POST', `/api/admin/users/${id}/email-approval`, admin);
    expect(granted.json()).toMatchObject({ emailVerified: true });
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: true });
    const revoked = await call('DELETE', `/api/admin/users/${id}/email-approval`, admin);
    expect(revoked.json()).toMatchObject({ emailVerified: false });
    expect(await events('email_approval.revoked', id)).toHaveLength(1);

    expect((await call('POST', `/api/admin/users/${id}/revoke-sessions`, admin)).statusCode).toBe(
      204,
    );
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await events('sessions.revoked', id)).toHaveLength(1);
  });

  it("refuses revoking a super admin's e-mail approval, their own included", async () => {
    const { cookie, id } = await freshUser('approved-super@example.kr');
    expect((await setRole(root, id, 'super_admin')).json()).toMatchObject({ emailVerified: true });
    const rootId = await idOf(root);
    for (const [caller, target] of [
      [root, id],
      [root, rootId],
      [cookie, id],
      [cookie, rootId],
    ] as const) {
      const response = await call('DELETE', `/api/admin/users/${target}/email-approval`, caller);
      expect(response.json()).toMatchObject({
        status: 403,
        code: 'admin/cannot-revoke-super-admin-approval',
      });
    }
    const byAdmin = await call('DELETE', `/api/admin/users/${id}/email-approval`, admin);
    expect(byAdmin.json()).toMatchObject({ status: 403, code: 'admin/cannot-manage-admin' });

    expect((await me(cookie)).json()).toMatchObject({ role: 'super_admin', emailVerified: true });
    expect((await me(root)).json()).toMatchObject({ emailVerified: true });
    // Each refused attempt on the new super admin is audited as a failure, with its reason.
    const refused = await events('email_approval.revoked', id);
    expect(refused.map((row) => [row.outcome, row.detail?.code]).sort()).toEqual([
      ['failure', 'admin/cannot-manage-admin'],
      ['failure', 'admin/cannot-revoke-super-admin-approval'],
      ['failure', 'admin/cannot-revoke-super-admin-approval'],
    ]);
    // Granting stays possible (it changes nothing for an approved super admin).
    const granted = await call('POST', `/api/admin/users/${id}/email-approval`, root);
    expect(granted.json()).toMatchObject({ emailVerified: true });
  });

  it('impersonates a user, shows it on /api/me, returns to the admin and audits both', async () => {
    const { id } = await freshUser('impersonated@example.kr');
    const refused = await call('POST', `/api/admin/users/${adminId}/impersonate`, root);
    expect(refused.json()).toMatchObject({ status: 403, code: 'admin/cannot-impersonate-admin' });

    const start = await call('POST', `/api/admin/users/${id}/impersonate`, admin);
    expect(start.statusCode).toBe(204);
    const acting = nextCookie(admin, start);
    const during = await me(acting);
    expect(during.json()).toMatchObject({
      id,
      email: 'impersonated@example.kr',
      role: 'user',
      impersonatedBy: adminId,
    });
    // data-center-board-admin.md §4: an impersonation lasts at most one hour.
    const expiresIn = Date.parse(during.json().sessionExpiresAt) - Date.now();
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    // The impersonated user has no admin rights, whoever is behind the session.
    expect((await call('GET', '/api/admin/users', acting)).statusCode).toBe(403);

    const stop = await call('POST', '/api/admin/impersonation/stop', acting);
    expect(stop.statusCode).toBe(204);
    const back = await me(nextCookie(acting, stop));
    expect(back.json()).toMatchObject({ id: adminId, role: 'admin', impersonatedBy: null });
    expect((await me(acting)).statusCode).toBe(401);

    for (const action of ['impersonation.started', 'impersonation.stopped']) {
      expect(await events(action, id)).toMatchObject([
        {
          outcome: 'success',
          actorId: adminId,
          actorEmail: 'admin1@example.kr',
          targetEmail: 'impersonated@example.kr',
        },
      ]);
    }
  });

  it('shows stat cards and the audit trail to a super admin, filtered by action and target', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin)).json();
    const sum = Object.values(stats.byRole as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBe(stats.total);
    expect(stats.admins).toBe(stats.byRole.admin + stats.byRole.super_admin);

    const trail = await call(
      'GET',
      `/api/admin/audit-events?action=role.changed&actorId=${adminId}&pageSize=5`,
      root,
    );
    expect(trail.statusCode).toBe(200);
    const body = trail.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((e: { action: string }) => e.action === 'role.changed')).toBe(true);
    expect(body.items.every((e: { actorId: string }) => e.actorId === adminId)).toBe(true);
    expect((await call('GET', '/api/admin/audit-events', admin)).statusCode).toBe(403);
  });
});
