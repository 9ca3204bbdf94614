import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../platform/db/schema/financial-data';
import { organisationInvites } from '../../platform/db/schema/organisations';
import { registerAndCookie } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('organisation administration (issue 14 §2, §3)', () => {
  let t: TestApp;
  let admin: string;

  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
  const create = (name: string, kind = 'operator', businessNumber?: string) =>
    call('POST', '/api/admin/organisations', admin, { name, kind, businessNumber });
  const events = async (action: string) =>
    (await t.app.services.audit.list({ action }, { page: 1, pageSize: 100 })).items;
  const listed = async (id: string) =>
    (await call('GET', '/api/admin/organisations', admin))
      .json()
      .items.find((organisation: { id: string }) => organisation.id === id);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'error' });
    admin = await cookieWithRole(t.app, 'org-admin@example.kr', 'admin');
  }, 60_000);
  afterAll(() => t.close());

  it('creates an organisation with kind and business number, and refuses a taken name', async () => {
    const created = await create('한빛운수(주)', 'operator', '124-81-00998');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: '한빛운수(주)',
      kind: 'operator',
      businessNumber: '1248100998',
      memberCount: 0,
      companyCount: 0,
      oversees: [],
      version: 1,
    });
    const again = await create('한빛운수(주)', 'authority');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('organisation/name-taken');

    const badNumber = await create('번호오류운수', 'operator', '124-81-00999');
    expect(badNumber.statusCode).toBe(400);
    const badKind = await create('종류오류', 'city');
    expect(badKind.statusCode).toBe(400);

    const [audited] = await events('organisation.created');
    expect(audited).toMatchObject({ detail: { name: '한빛운수(주)', kind: 'operator' } });
  });

  it('renames with the current version and answers 409 conflict to a stale one', async () => {
    const { id } = (await create('개명전운수')).json();
    const renamed = await call('PATCH', `/api/admin/organisations/${id}`, admin, {
      name: '개명후운수',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '개명후운수', version: 2 });

    const stale = await call('PATCH', `/api/admin/organisations/${id}`, admin, {
      name: '늦은개명',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
    expect((await listed(id)).name).toBe('개명후운수');

    const taken = await call('PATCH', `/api/admin/organisations/${id}`, admin, {
      name: '한빛운수(주)',
      version: 2,
    });
    expect(taken.json().code).toBe('organisation/name-taken');
  });

  it('deletes only an empty organisation', async () => {
    const { id } = (await create('삭제대상운수')).json();
    const member = await cookieWithRole(t.app, 'member-del@example.kr', 'user', {
      organisation: '삭제대상운수',
    });
    expect(member).toBeTruthy();
    const withMember = await call('DELETE', `/api/admin/organisations/${id}`, admin);
    expect(withMember.statusCode).toBe(409);
    expect(withMember.json()).toMatchObject({ code: 'organisation/not-empty' });

    const memberId = (await me(member)).id;
    expect(
      (
        await call('PUT', `/api/admin/users/${memberId}/organisation`, admin, {
          organisationId: null,
        })
      ).statusCode,
    ).toBe(200);
    // A trashed company still belongs to it and keeps it from being deleted.
    const { db } = t.app.services.database;
    const [company] = await db
      .insert(companies)
      .values({ organisationId: id, name: '휴지통회사', deletedAt: new Date() })
      .returning();
    expect((await call('DELETE', `/api/admin/organisations/${id}`, admin)).statusCode).toBe(409);
    await db.delete(companies).where(eq(companies.id, company?.id ?? ''));

    expect((await call('DELETE', `/api/admin/organisations/${id}`, admin)).statusCode).toBe(204);
    expect(await listed(id)).toBeUndefined();
    expect((await call('DELETE', `/api/admin/organisations/${id}`, admin)).statusCode).toBe(404);
    expect((await events('organisation.deleted'))[0]).toMatchObject({ organisationId: id });
  });

  it('moves a user and /api/me shows it at once', async () => {
    const { id: to } = (await create('이사갈운수')).json();
    const cookie = await cookieWithRole(t.app, 'mover@example.kr', 'user');
    const before = await me(cookie);
    expect(before.organisation.name).toBe('시험 운수사');

    const moved = await call('PUT', `/api/admin/users/${before.id}/organisation`, admin, {
      organisationId: to,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().organisation).toEqual({ id: to, name: '이사갈운수', kind: 'operator' });
    expect((await me(cookie)).organisation).toEqual({
      id: to,
      name: '이사갈운수',
      kind: 'operator',
    });

    const out = await call('PUT', `/api/admin/users/${before.id}/organisation`, admin, {
      organisationId: null,
    });
    expect(out.json().organisation).toBeNull();
    const after = await me(cookie);
    expect(after.organisation).toBeNull();
    expect(after.dataAccess).toBe('none');

    const missing = await call('PUT', `/api/admin/users/${before.id}/organisation`, admin, {
      organisationId: '00000000-0000-4000-8000-00000000abcd',
    });
    expect(missing.statusCode).toBe(404);
    const [audited] = await events('membership.changed');
    expect(audited).toMatchObject({ targetId: before.id, detail: { from: to, to: null } });
  });

  it('filters the users table by organisation, no organisation and pending approval', async () => {
    const { id } = (await create('필터운수')).json();
    await cookieWithRole(t.app, 'filtered@example.kr', 'user', { organisation: '필터운수' });
    await registerAndCookie(t.app, 'fresh-signup@example.kr');
    const emails = async (query: string) =>
      (await call('GET', `/api/admin/users?${query}`, admin))
        .json()
        .items.map((user: { email: string }) => user.email);

    expect(await emails(`organisation=${id}`)).toEqual(['filtered@example.kr']);
    const orphans = await emails('organisation=none&approval=pending');
    expect(orphans).toContain('fresh-signup@example.kr');
    expect(orphans).not.toContain('filtered@example.kr');
    const fresh = (await call('GET', '/api/admin/users?q=fresh-signup', admin)).json().items[0];
    expect(fresh).toMatchObject({ organisation: null, emailVerified: false });
    expect((await call('GET', '/api/admin/users?organisation=x', admin)).statusCode).toBe(400);
  });

  it('grants oversight to an authority over chosen operators or all, never to an operator', async () => {
    const { id: city } = (await create('감독시청', 'authority')).json();
    const { id: op } = (await create('감독받는운수')).json();
    const { id: other } = (await create('다른기관', 'association')).json();

    const chosen = await call('PUT', `/api/admin/organisations/${city}/oversight`, admin, {
      all: false,
      targetIds: [op],
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().oversees).toEqual([{ id: op, name: '감독받는운수', kind: 'operator' }]);

    const all = await call('PUT', `/api/admin/organisations/${city}/oversight`, admin, {
      all: true,
      targetIds: [],
    });
    expect(all.json().oversees).toBe('all');

    const byOperator = await call('PUT', `/api/admin/organisations/${op}/oversight`, admin, {
      all: true,
      targetIds: [],
    });
    expect(byOperator.statusCode).toBe(400);
    expect(byOperator.json().code).toBe('organisation/not-overseer');

    const overAuthority = await call('PUT', `/api/admin/organisations/${city}/oversight`, admin, {
      all: false,
      targetIds: [other],
    });
    expect(overAuthority.statusCode).toBe(400);
    expect((await listed(city)).oversees).toBe('all');

    const none = await call('PUT', `/api/admin/organisations/${city}/oversight`, admin, {
      all: false,
      targetIds: [],
    });
    expect(none.json().oversees).toEqual([]);
    expect((await events('oversight.changed'))[0]).toMatchObject({ organisationId: city });
  });
});

describe('invitation links (issue 14 §2)', () => {
  let t: TestApp;
  let admin: string;
  let organisationId: string;

  const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
  const invite = async (body: object = {}) => {
    const response = await call(
      'POST',
      `/api/admin/organisations/${organisationId}/invites`,
      admin,
      body,
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    return { ...created, token: String(created.url).split('/invite/')[1] as string };
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bus.example.kr' });
    admin = await cookieWithRole(t.app, 'invite-admin@example.kr', 'admin');
    const created = await call('POST', '/api/admin/organisations', admin, {
      name: '초대운수(주)',
      kind: 'operator',
    });
    organisationId = created.json().id;
  }, 60_000);
  afterAll(() => t.close());

  it('creates a link shown once, stores only its hash, and lists it without the link', async () => {
    const created = await invite({ days: 3, role: 'analyst' });
    expect(created.url).toMatch(/^https:\/\/bus\.example\.kr\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ role: 'analyst', usedAt: null });
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);

    const rows = await t.app.services.database.db
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.id, created.id));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const list = await call('GET', `/api/admin/organisations/${organisationId}/invites`, admin);
    const item = list.json().items.find((i: { id: string }) => i.id === created.id);
    expect(item).toMatchObject({ url: null, role: 'analyst' });

    const tooLong = await call(
      'POST',
      `/api/admin/organisations/${organisationId}/invites`,
      admin,
      { days: 31 },
    );
    expect(tooLong.statusCode).toBe(400);
    const tooHigh = await call(
      'POST',
      `/api/admin/organisations/${organisationId}/invites`,
      admin,
      { role: 'admin' },
    );
    expect(tooHigh.statusCode).toBe(400);
  });

  it('shows the organisation publicly, and a new sign-up joins with the role', async () => {
    const { token } = await invite({ role: 'manager' });
    const preview = await call('GET', `/api/invites/${token}`, null);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      organisation: { name: '초대운수(주)', kind: 'operator' },
      role: 'manager',
    });

    const anonymous = await call('POST', `/api/invites/${token}/accept`, null, {});
    expect(anonymous.statusCode).toBe(401);

    const cookie = await registerAndCookie(t.app, 'invited@example.kr');
    expect((await me(cookie)).organisation).toBeNull();
    const accepted = await call('POST', `/api/invites/${token}/accept`, cookie, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      organisation: { id: organisationId, name: '초대운수(주)' },
      role: 'manager',
    });
    const after = await me(cookie);
    expect(after).toMatchObject({ role: 'manager', organisation: { id: organisationId } });
    // Still unapproved: joining is not the admin's approval (data-center-board-admin.md §5).
    expect(after.dataAccess).toBe('read');

    const reused = await call('POST', `/api/invites/${token}/accept`, cookie, {});
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe('organisation/invite-invalid');
    expect((await call('GET', `/api/invites/${token}`, null)).statusCode).toBe(410);

    const audited = await t.app.services.audit.list(
      { action: 'invite.accepted' },
      { page: 1, pageSize: 10 },
    );
    expect(audited.items[0]).toMatchObject({ organisationId, targetEmail: 'invited@example.kr' });
  });

  it('refuses expired, revoked and unknown links', async () => {
    const expired = await invite();
    await t.app.services.database.db
      .update(organisationInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationInvites.id, expired.id));
    const cookie = await registerAndCookie(t.app, 'late@example.kr');
    const late = await call('POST', `/api/invites/${expired.token}/accept`, cookie, {});
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('organisation/invite-invalid');

    const revoked = await invite();
    expect((await call('DELETE', `/api/admin/invites/${revoked.id}`, admin)).statusCode).toBe(204);
    const gone = await call('GET', `/api/invites/${revoked.token}`, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('organisation/invite-invalid');

    const mangled = await call('GET', '/api/invites/not-a-token', null);
    expect(mangled.statusCode).toBe(404);
    expect(mangled.json().code).toBe('organisation/invite-invalid');
    expect((await me(cookie)).organisation).toBeNull();
  });

  it('asks a member of another organisation to confirm the move, and never lowers a role', async () => {
    const { token } = await invite({ role: 'viewer' });
    const cookie = await cookieWithRole(t.app, 'elsewhere@example.kr', 'analyst');
    const refused = await call('POST', `/api/invites/${token}/accept`, cookie, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('organisation/already-member');
    expect((await me(cookie)).organisation.name).toBe('시험 운수사');

    const moved = await call('POST', `/api/invites/${token}/accept`, cookie, { move: true });
    expect(moved.statusCode).toBe(200);
    const after = await me(cookie);
    expect(after).toMatchObject({ role: 'analyst', organisation: { id: organisationId } });
  });

  it("never changes an admin's role on joining", async () => {
    const { token } = await invite({ role: 'manager' });
    const other = await cookieWithRole(t.app, 'joining-admin@example.kr', 'admin', {
      organisation: null,
    });
    const accepted = await call('POST', `/api/invites/${token}/accept`, other, {});
    expect(accepted.statusCode).toBe(200);
    expect(await me(other)).toMatchObject({ role: 'admin', organisation: { id: organisationId } });
  });
});
