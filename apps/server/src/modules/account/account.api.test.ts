import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema/audit';
import { user } from '../../platform/db/schema/auth';
import { cookieFrom, registerAndCookie, signIn, TEST_PASSWORD } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { call, createAccountTestApp, JPEG_HEAD, PNG_1PX, putPhoto } from './test-support';

const ROOT = { email: 'root@account.test', password: 'Root!pass2026' };

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
  });
}, 120_000);
afterAll(async () => t?.close());

const db = () => t.app.services.database.db;
const userRow = async (email: string) =>
  (await db().select().from(user).where(eq(user.email, email)))[0];
const auditOf = async (action: string) =>
  db().select().from(auditEvents).where(eq(auditEvents.action, action));

const profileBody = (profile: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  name: profile.name,
  email: profile.email,
  phoneNumber: profile.phoneNumber,
  department: profile.department,
  bio: profile.bio,
  preferredLanguage: profile.preferredLanguage,
  timezone: profile.timezone,
  updatedAt: profile.updatedAt,
  ...changes,
});

describe('profile', () => {
  it('saves the profile fields and reads them back', async () => {
    const cookie = await registerAndCookie(t.app, 'profile@account.test');
    const profile = (await call(t.app, cookie, 'GET', '/profile')).json();
    expect(profile).toMatchObject({ preferredLanguage: 'ko', timezone: 'Asia/Seoul', bio: null });
    const saved = await call(
      t.app,
      cookie,
      'PUT',
      '/profile',
      profileBody(profile, {
        name: '김민지',
        phoneNumber: '010 1234 5678',
        department: '운영팀',
        bio: '노선 원가 담당',
        preferredLanguage: 'ja',
        timezone: 'Asia/Tokyo',
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, cookie, 'GET', '/profile')).json()).toMatchObject({
      name: '김민지',
      phoneNumber: '010-1234-5678',
      phoneVerified: false,
      department: '운영팀',
      bio: '노선 원가 담당',
      preferredLanguage: 'ja',
      timezone: 'Asia/Tokyo',
    });
  });

  it('answers 409 with both versions when the profile changed since it was read', async () => {
    const cookie = await registerAndCookie(t.app, 'stale@account.test');
    const read = (await call(t.app, cookie, 'GET', '/profile')).json();
    const first = await call(
      t.app,
      cookie,
      'PUT',
      '/profile',
      profileBody(read, { name: '첫 번째' }),
    );
    expect(first.statusCode).toBe(200);
    const second = await call(
      t.app,
      cookie,
      'PUT',
      '/profile',
      profileBody(read, { name: '두 번째' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'conflict',
      params: {
        yourVersion: read.updatedAt,
        currentVersion: first.json().updatedAt,
        current: { name: '첫 번째' },
      },
    });
    expect((await userRow('stale@account.test'))?.name).toBe('첫 번째');
  });

  it('refuses a changed e-mail, an unknown time zone, a long bio and an unknown language', async () => {
    const cookie = await registerAndCookie(t.app, 'rules@account.test');
    const read = (await call(t.app, cookie, 'GET', '/profile')).json();
    const put = (changes: Record<string, unknown>) =>
      call(t.app, cookie, 'PUT', '/profile', profileBody(read, changes));
    expect((await put({ email: 'other@account.test' })).json().code).toBe(
      'admin/email-not-editable',
    );
    expect((await put({ email: 'not-an-email' })).json().code).toBe('validation_failed');
    expect((await put({ name: '' })).json().code).toBe('validation_failed');
    expect((await put({ timezone: 'Mars/Olympus' })).json().code).toBe('validation_failed');
    expect((await put({ bio: '가'.repeat(501) })).json().code).toBe('validation_failed');
    expect((await put({ preferredLanguage: 'fr' })).json().code).toBe('validation_failed');
    expect((await put({ phoneNumber: '02-123-4567' })).json().code).toBe(
      'auth/invalid-phone-number',
    );
    expect((await put({ bio: '가'.repeat(500) })).statusCode).toBe(200);
  });

  it('takes a zone by its canonical name or its alias (browsers and Node list different ones)', async () => {
    const cookie = await registerAndCookie(t.app, 'zones@account.test');
    for (const timezone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      const read = (await call(t.app, cookie, 'GET', '/profile')).json();
      const saved = await call(t.app, cookie, 'PUT', '/profile', profileBody(read, { timezone }));
      expect(saved.statusCode).toBe(200);
      expect(saved.json().timezone).toBe(timezone);
    }
  });

  it("saves the top bar's language without a version, and /me carries language and zone", async () => {
    const cookie = await registerAndCookie(t.app, 'language@account.test');
    const read = (await call(t.app, cookie, 'GET', '/profile')).json();
    const saved = await call(t.app, cookie, 'PUT', '/language', { preferredLanguage: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ preferredLanguage: 'en', name: read.name });
    // A new version: a form still holding the old language notices, instead of overwriting it.
    expect(saved.json().updatedAt).not.toBe(read.updatedAt);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ preferredLanguage: 'en', timezone: 'Asia/Seoul' });
    expect(
      (await call(t.app, cookie, 'PUT', '/language', { preferredLanguage: 'fr' })).json().code,
    ).toBe('validation_failed');
  });

  it('keeps a verified phone for the two-factor enrolment to change', async () => {
    const cookie = await registerAndCookie(t.app, 'phone@account.test');
    await db()
      .update(user)
      .set({ phoneNumber: '+821012345678', phoneVerified: true })
      .where(eq(user.email, 'phone@account.test'));
    const read = (await call(t.app, cookie, 'GET', '/profile')).json();
    expect((await call(t.app, cookie, 'PUT', '/profile', profileBody(read))).statusCode).toBe(200);
    const changed = await call(
      t.app,
      cookie,
      'PUT',
      '/profile',
      profileBody(read, { phoneNumber: '010-9999-8888' }),
    );
    expect(changed.json()).toMatchObject({
      code: 'validation_failed',
      params: { field: 'phoneNumber' },
    });
  });
});

describe('photo', () => {
  it('stores a photo, shows it to other users and deletes the previous file on replacement', async () => {
    const cookie = await registerAndCookie(t.app, 'photo@account.test');
    const other = await registerAndCookie(t.app, 'photo-viewer@account.test');
    const first = await putPhoto(t.app, cookie, PNG_1PX, 'me.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const { id, image } = first.json();
    expect(image).toMatch(new RegExp(`^/api/account/photo/${id}\\?v=`));
    const firstKey = (await userRow('photo@account.test'))?.avatarKey as string;

    const seen = await t.app.inject({ method: 'GET', url: image, headers: { cookie: other } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toContain('max-age');
    expect(seen.rawPayload.equals(PNG_1PX)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: image,
      headers: { cookie: other, 'if-none-match': String(seen.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const second = await putPhoto(t.app, cookie, JPEG_HEAD, 'named.png', 'image/png');
    expect(second.statusCode).toBe(200);
    expect(second.json().image).not.toBe(image);
    await expect(t.app.services.storage.get(firstKey)).rejects.toThrow();
    const now = await t.app.inject({
      method: 'GET',
      url: second.json().image,
      headers: { cookie },
    });
    expect(now.headers['content-type']).toBe('image/jpeg');

    expect((await call(t.app, cookie, 'DELETE', '/photo')).statusCode).toBe(204);
    expect((await call(t.app, other, 'GET', `/photo/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, cookie, 'GET', '/profile')).json().image).toBeNull();
  });

  it('refuses a file that is not an image whatever its name, and one over 2 MB', async () => {
    const cookie = await registerAndCookie(t.app, 'badphoto@account.test');
    const gif = await putPhoto(
      t.app,
      cookie,
      Buffer.from('GIF89a-not-allowed'),
      'me.png',
      'image/png',
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().code).toBe('account/photo-unsupported-type');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await putPhoto(t.app, cookie, big, 'big.png', 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('account/photo-too-large');
    expect((await userRow('badphoto@account.test'))?.avatarKey).toBeNull();
  });

  it('is not served to anonymous visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/photo/anyone' });
    expect(response.statusCode).toBe(401);
  });
});

describe('security score', () => {
  it('scores the real factors and loses points for recent failed sign-ins', async () => {
    const email = 'score@account.test';
    const cookie = await registerAndCookie(t.app, email);
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const before = (await call(t.app, cookie, 'GET', '/security')).json();
    expect(before).toMatchObject({ score: 70, color: 'amber' });
    expect(before.factors.find((f: { key: string }) => f.key === 'two_factor')).toMatchObject({
      ok: false,
      points: 0,
      hint: 'enable_two_factor',
    });
    for (let i = 0; i < 3; i++) {
      await t.app.services.audit.record({
        action: 'sign_in.failure',
        outcome: 'failure',
        target: { email },
      });
    }
    // Failures older than 30 days no longer count.
    await t.app.services.audit.record({
      action: 'sign_in.failure',
      outcome: 'failure',
      target: { email },
      at: new Date(Date.now() - 31 * 86_400_000),
    });
    const after = (await call(t.app, cookie, 'GET', '/security')).json();
    expect(after).toMatchObject({ score: 50, color: 'red' });
    expect(
      after.factors.find((f: { key: string }) => f.key === 'recent_failed_logins'),
    ).toMatchObject({ points: 5, params: { count: 3 } });
  });

  it('counts an old password and two-factor', async () => {
    const email = 'score2@account.test';
    const cookie = await registerAndCookie(t.app, email);
    await db()
      .update(user)
      .set({
        emailVerified: true,
        twoFactorEnabled: true,
        passwordChangedAt: new Date(Date.now() - 200 * 86_400_000),
      })
      .where(eq(user.email, email));
    expect((await call(t.app, cookie, 'GET', '/security')).json()).toMatchObject({
      score: 75,
      color: 'amber',
    });
  });
});

describe('notifications and settings', () => {
  it('saves the notification flags', async () => {
    const cookie = await registerAndCookie(t.app, 'flags@account.test');
    const read = (await call(t.app, cookie, 'GET', '/notifications')).json();
    expect(read).toMatchObject({ notifyEmail: true, notifyPush: true, notifySecurity: true });
    const saved = await call(t.app, cookie, 'PUT', '/notifications', {
      ...read,
      notifyPush: false,
    });
    expect(saved.json()).toMatchObject({ notifyPush: false, notifyEmail: true });
    const stale = await call(t.app, cookie, 'PUT', '/notifications', {
      ...read,
      notifyEmail: false,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('accepts only the session timeouts 15, 30, 60 and 240 (default 60)', async () => {
    const cookie = await registerAndCookie(t.app, 'timeout@account.test');
    const read = (await call(t.app, cookie, 'GET', '/settings')).json();
    expect(read.sessionTimeoutMinutes).toBe(60);
    const bad = await call(t.app, cookie, 'PUT', '/settings', {
      ...read,
      sessionTimeoutMinutes: 45,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const ok = await call(t.app, cookie, 'PUT', '/settings', {
      ...read,
      sessionTimeoutMinutes: 15,
    });
    expect(ok.json().sessionTimeoutMinutes).toBe(15);
    expect((await userRow('timeout@account.test'))?.sessionTimeoutMinutes).toBe(15);
  });
});

describe('password change', () => {
  it('refuses a wrong current password and a weak new one', async () => {
    const cookie = await registerAndCookie(t.app, 'pw-bad@account.test');
    const wrong = await call(t.app, cookie, 'POST', '/password', {
      currentPassword: 'Wrong!pass2026',
      newPassword: 'New!route2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('auth/wrong-password');
    const weak = await call(t.app, cookie, 'POST', '/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('auth/weak-password');
  });

  it('changes the password, records when and audits it; other devices can be signed out', async () => {
    const email = 'pw@account.test';
    const cookie = await registerAndCookie(t.app, email);
    const otherDevice = cookieFrom(await signIn(t.app, email));
    const changed = await call(t.app, cookie, 'POST', '/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'New!route2027',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(204);
    expect((await userRow(email))?.passwordChangedAt).toBeInstanceOf(Date);
    const rows = await auditOf('password.changed');
    expect(rows.some((r) => r.actorEmail === email && r.outcome === 'success')).toBe(true);
    expect((await call(t.app, otherDevice, 'GET', '/profile')).statusCode).toBe(401);
    const fresh = cookieFrom(changed);
    expect((await call(t.app, fresh, 'GET', '/profile')).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'New!route2027')).statusCode).toBe(200);
  });
});

describe('sessions and activity', () => {
  it('signs out the other devices only, and audits it', async () => {
    const email = 'devices@account.test';
    const here = await registerAndCookie(t.app, email);
    const there = cookieFrom(await signIn(t.app, email));
    const response = await call(t.app, here, 'POST', '/sign-out-others');
    expect(response.json()).toEqual({ revoked: 1 });
    expect((await call(t.app, there, 'GET', '/profile')).statusCode).toBe(401);
    expect((await call(t.app, here, 'GET', '/profile')).statusCode).toBe(200);
    const rows = await auditOf('sessions.revoked');
    expect(rows.some((r) => r.targetEmail === email && r.detail?.revoked === 1)).toBe(true);
  });

  it('lists the user’s own sign-ins, devices and page views, paged', async () => {
    const email = 'activity@account.test';
    await registerAndCookie(t.app, email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': 'Mozilla/5.0 (Test Phone)' },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = cookieFrom(signedIn);
    for (const path of ['/dashboard', '/financial-data', '/costing']) {
      const viewed = await t.app.inject({
        method: 'POST',
        url: '/api/page-views',
        headers: { cookie },
        payload: { sessionId: 'tab-00000001', path, title: path },
      });
      expect(viewed.statusCode).toBe(204);
    }
    const response = await call(t.app, cookie, 'GET', '/activity?page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const activity = response.json();
    expect(activity.signIns[0]).toMatchObject({
      outcome: 'success',
      userAgent: 'Mozilla/5.0 (Test Phone)',
    });
    expect(activity.sessions).toHaveLength(2);
    expect(activity.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(activity.pageViews.map((v: { path: string }) => v.path)).toEqual([
      '/costing',
      '/financial-data',
    ]);
    expect(activity).toMatchObject({ pageViewTotal: 3, page: 1, pageSize: 2 });
  });
});

describe('permissions', () => {
  it('lists the role’s permissions for the session page', async () => {
    const viewer = await cookieWithRole(t.app, 'viewer@account.test', 'viewer');
    expect((await call(t.app, viewer, 'GET', '/permissions')).json()).toMatchObject({
      email: 'viewer@account.test',
      role: 'viewer',
      permissions: ['data:read', 'account:manage'],
    });
    const admin = await cookieWithRole(t.app, 'admin@account.test', 'admin');
    expect((await call(t.app, admin, 'GET', '/permissions')).json().permissions).toContain(
      'users:manage',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/permissions' })).statusCode,
    ).toBe(401);
  });
});

describe('delete account', () => {
  it('asks for the exact phrase and the password', async () => {
    const cookie = await registerAndCookie(t.app, 'keep@account.test');
    const phrase = await call(t.app, cookie, 'DELETE', '', {
      confirmation: '계정삭제',
      password: TEST_PASSWORD,
    });
    expect(phrase.statusCode).toBe(400);
    expect(phrase.json().code).toBe('account/confirm-phrase-mismatch');
    const password = await call(t.app, cookie, 'DELETE', '', {
      confirmation: '계정 삭제',
      password: 'nope',
    });
    expect(password.json().code).toBe('auth/wrong-password');
    const none = await call(t.app, cookie, 'DELETE', '', { confirmation: '계정 삭제' });
    expect(none.json().code).toBe('auth/wrong-password');
    expect(await userRow('keep@account.test')).toBeDefined();
  });

  it('refuses to delete the built-in super admin', async () => {
    const cookie = cookieFrom(await signIn(t.app, ROOT.email, ROOT.password));
    const response = await call(t.app, cookie, 'DELETE', '', {
      confirmation: '계정 삭제',
      password: ROOT.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account/cannot-delete-builtin');
    expect(await userRow(ROOT.email)).toBeDefined();
  });

  it('deletes the user with their photo and sessions, keeping an audit row with the e-mail', async () => {
    const email = 'leaving@account.test';
    const cookie = await registerAndCookie(t.app, email);
    await putPhoto(t.app, cookie, PNG_1PX, 'me.png', 'image/png');
    const { id, avatarKey } = (await userRow(email)) ?? {};
    const response = await call(t.app, cookie, 'DELETE', '', {
      confirmation: '계정 삭제',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect(await userRow(email)).toBeUndefined();
    await expect(t.app.services.storage.get(avatarKey as string)).rejects.toThrow();
    expect((await call(t.app, cookie, 'GET', '/profile')).statusCode).toBe(401);
    expect((await signIn(t.app, email)).statusCode).not.toBe(200);
    const rows = await auditOf('account.deleted');
    expect(rows.find((r) => r.targetId === id)).toMatchObject({
      targetEmail: email,
      actorEmail: email,
    });
  });
});
