import type { RealtimeMessage } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { totpNow } from '../../test/totp';
import { connect, nextMessage, opened, type TestSocket } from '../../test/ws-client';

type Mail = { to: string; subject: string; text: string; html: string };

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

/**
 * The profile's notification flags govern delivery (data-center-board-admin.md §2 profile,
 * notification flags): push → live over the socket, e-mail → a copy of each notification,
 * security → an e-mail on security events of one's own account. Mails are read from the dev outbox.
 */
describe('notification delivery follows the profile flags', () => {
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    wsUrl = `ws://127.0.0.1:${address.port}/api/ws`;
  }, 60_000);
  afterAll(() => t.close());

  let nextIp = 20;
  const inject = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    options: { cookie?: string; payload?: object; userAgent?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      // Each call from its own loopback address: the per-IP sign-in limits stay out of the way,
      // and the dev outbox answers only this machine.
      remoteAddress: `127.0.9.${nextIp++}`,
    });

  const mailsTo = async (email: string): Promise<Mail[]> => {
    const outbox = await inject('GET', '/api/dev/outbox');
    return (outbox.json().mails as Mail[]).filter((mail) => mail.to === email);
  };

  async function setFlags(cookie: string, flags: Record<string, boolean>) {
    const current = (await inject('GET', '/api/account/notifications', { cookie })).json();
    const saved = await inject('PUT', '/api/account/notifications', {
      cookie,
      payload: { ...current, ...flags },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const notify = (cookie: string, title: string, category = 'system') =>
    inject('POST', '/api/dev/notifications', {
      cookie,
      payload: { title, message: `${title} 본문`, type: 'info', category, priority: 'high' },
    });

  const signInFrom = (email: string, userAgent: string, password = TEST_PASSWORD) =>
    inject('POST', '/api/auth/sign-in/email', { payload: { email, password }, userAgent });

  /** Messages a socket received until `marker` arrived (the hub delivers one socket's in order). */
  async function receivedBefore(socket: TestSocket, userId: string, action: () => Promise<void>) {
    const seen: RealtimeMessage[] = [];
    socket.on('message', (data) => seen.push(JSON.parse(data.toString()) as RealtimeMessage));
    const marker = nextMessage<RealtimeMessage>(socket, (m) => m.type === 'notification.changed');
    await action();
    await t.app.services.hub.publish(userId, { type: 'notification.changed' });
    await marker;
    return seen.slice(0, -1);
  }

  it('push off: a new notification is stored and listed, but not pushed over the socket', async () => {
    const email = 'push-off@delivery.test';
    const cookie = await registerAndCookie(t.app, email);
    const me = (await inject('GET', '/api/me', { cookie })).json();
    const socket = connect(wsUrl, cookie);
    await opened(socket);
    await expect.poll(() => t.app.services.hub.connectionCount()).toBeGreaterThan(0);

    const pushed = await receivedBefore(socket, me.id, async () => {
      expect((await notify(cookie, '켜짐')).statusCode).toBe(201);
    });
    expect(pushed).toContainEqual(
      expect.objectContaining({
        type: 'notification.created',
        notification: expect.objectContaining({ title: '켜짐' }),
      }),
    );

    await setFlags(cookie, { notifyPush: false });
    const silent = await receivedBefore(socket, me.id, async () => {
      expect((await notify(cookie, '꺼짐')).statusCode).toBe(201);
    });
    expect(silent.filter((m) => m.type === 'notification.created')).toEqual([]);
    const list = (await inject('GET', '/api/notifications', { cookie })).json();
    expect(list.items[0]).toMatchObject({ title: '꺼짐', read: false });
    socket.close();
  });

  it('e-mail on: each new notification is mailed, Korean first then English; off: none', async () => {
    const email = 'mail-on@delivery.test';
    const cookie = await registerAndCookie(t.app, email);
    // Registration's welcome notification, in Korean and in English.
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe('[버스 운송원가 시스템] 가입을 환영합니다 / Welcome');
    const text = welcome?.text ?? '';
    expect(text.indexOf('가입해 주셔서 감사합니다')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Thank you for joining')).toBeGreaterThan(text.indexOf('가입해 주셔서'));
    expect(text).toContain('/profile?tab=notifications');

    await notify(cookie, '분기 마감 <안내>', 'admin');
    const [copy] = await mailsTo(email);
    expect(copy?.subject).toContain('분기 마감 <안내>');
    expect(copy?.text).toContain('분기 마감 <안내> 본문');
    expect(copy?.text).toMatch(/분류: 관리 · 중요도: 높음/);
    expect(copy?.text).toMatch(/Category: Administration · Priority: High/);
    // Free text is escaped in the HTML part.
    expect(copy?.html).toContain('분기 마감 &#60;안내&#62;');

    await setFlags(cookie, { notifyEmail: false });
    const before = (await mailsTo(email)).length;
    expect((await notify(cookie, '메일 없음')).statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(before);
    const list = (await inject('GET', '/api/notifications', { cookie })).json();
    expect(list.items[0]).toMatchObject({ title: '메일 없음' });
  });

  it('leaves security notifications to the security flag: e-mail on and security off mails none', async () => {
    const email = 'mail-no-security@delivery.test';
    const cookie = await registerAndCookie(t.app, email);
    await setFlags(cookie, { notifySecurity: false });
    const before = (await mailsTo(email)).length;
    await notify(cookie, '보안 분류', 'security');
    // A sign-in stores a security notification ("new sign-in") and is a new device besides.
    expect((await signInFrom(email, FIREFOX_WINDOWS)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('security on: a sign-in from a new device is mailed once, in the profile zone; off: not', async () => {
    const email = 'device@delivery.test';
    const cookie = await registerAndCookie(t.app, email);
    const profile = (await inject('GET', '/api/account/profile', { cookie })).json();
    const zoned = await inject('PUT', '/api/account/profile', {
      cookie,
      payload: {
        name: profile.name,
        email,
        preferredLanguage: 'ko',
        timezone: 'America/New_York',
        updatedAt: profile.updatedAt,
      },
    });
    expect(zoned.statusCode, zoned.body).toBe(200);
    const newDevice = async () =>
      (await mailsTo(email)).filter((m) => m.subject.includes('새 기기에서 로그인했습니다'));

    // The browser of the registration is no new device.
    expect((await signInFrom(email, 'lightMyRequest')).statusCode).toBe(200);
    expect(await newDevice()).toHaveLength(0);

    expect((await signInFrom(email, CHROME_MAC)).statusCode).toBe(200);
    const [alert] = await newDevice();
    expect(alert?.text).toContain('기기: Chrome 140 · macOS');
    expect(alert?.text).toContain('Device: Chrome 140 · macOS');
    expect(alert?.text).toMatch(/IP 주소: 127\.0\.9\.\d+/);
    expect(alert?.text).toMatch(/Time: .* E[SD]T/);
    expect(alert?.text).toContain('/profile?tab=security');

    // The same browser again, a version later: known now.
    expect((await signInFrom(email, CHROME_MAC.replace('140', '141'))).statusCode).toBe(200);
    expect(await newDevice()).toHaveLength(1);

    await setFlags(cookie, { notifySecurity: false });
    expect((await signInFrom(email, FIREFOX_WINDOWS)).statusCode).toBe(200);
    expect(await newDevice()).toHaveLength(1);
  });

  it('security on: mails a password change, and two-factor turned on and off', async () => {
    const email = 'account-changes@delivery.test';
    const cookie = await registerAndCookie(t.app, email);
    const subjects = async () => (await mailsTo(email)).map((m) => m.subject);

    const enabled = await inject('POST', '/api/auth/two-factor/enable', {
      cookie,
      payload: { password: TEST_PASSWORD, method: 'totp' },
    });
    const { totpURI } = enabled.json() as { totpURI: string };
    // Setting up an authenticator is not two-factor on yet: its first code is.
    expect((await subjects()).filter((s) => s.includes('2단계 인증이 켜졌습니다'))).toEqual([]);
    const confirmed = await inject('POST', '/api/auth/two-factor/verify-totp', {
      cookie,
      payload: { code: totpNow(totpURI) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const enrolled = cookieFrom(confirmed) || cookie;
    expect(await subjects()).toContain(
      '[버스 운송원가 시스템] 2단계 인증이 켜졌습니다 / Two-factor sign-in was turned on',
    );
    // Confirming the app is no sign-in: no "new sign-in" notification for it.
    const list = (await inject('GET', '/api/notifications', { cookie: enrolled })).json();
    expect(list.items.map((n: { key: string | null }) => n.key)).not.toContain('signedIn');

    const disabled = await inject('POST', '/api/auth/two-factor/disable', {
      cookie: enrolled,
      payload: { password: TEST_PASSWORD },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const afterDisable = cookieFrom(disabled) || enrolled;
    expect(await subjects()).toContain(
      '[버스 운송원가 시스템] 2단계 인증이 꺼졌습니다 / Two-factor sign-in was turned off',
    );

    const changed = await inject('POST', '/api/account/password', {
      cookie: afterDisable,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed!pass2026' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const [latest] = await mailsTo(email);
    expect(latest?.subject).toBe(
      '[버스 운송원가 시스템] 비밀번호가 변경되었습니다 / Your password was changed',
    );
    expect(latest?.text).toContain('본인이 한 일이 아니라면 바로 비밀번호를 바꾸고');
    expect(latest?.text).toContain('If this was not you, change your password now');
  });

  it("security on: mails the account's role change and ban, made by an administrator", async () => {
    const email = 'managed@delivery.test';
    await registerAndCookie(t.app, email);
    const admin = await cookieWithRole(t.app, 'admin@delivery.test', 'admin');
    const users = await inject('GET', `/api/admin/users?q=${email}`, { cookie: admin });
    const id = users.json().items[0]?.id as string;

    const role = await inject('PUT', `/api/admin/users/${id}/role`, {
      cookie: admin,
      payload: { role: 'analyst' },
    });
    expect(role.statusCode, role.body).toBe(200);
    const [roleMail] = await mailsTo(email);
    expect(roleMail?.subject).toContain('계정의 역할이 바뀌었습니다 / Your role was changed');
    expect(roleMail?.text).toContain('역할: 일반 사용자 → 분석가');
    expect(roleMail?.text).toContain('Role: User → Analyst');
    expect(roleMail?.text).toContain('관리자가 한 변경입니다');

    const ban = await inject('POST', `/api/admin/users/${id}/ban`, {
      cookie: admin,
      payload: { reason: '퇴사' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const [banMail] = await mailsTo(email);
    expect(banMail?.subject).toContain('계정이 사용 중지되었습니다 / Your account was disabled');
    expect(banMail?.text).toContain('사유: 퇴사');
    expect(banMail?.text).toContain('Until: until an administrator lifts it');
    // Mailed to the account concerned, never to the administrator.
    expect((await mailsTo('admin@delivery.test')).map((m) => m.subject).join()).not.toMatch(
      /역할|사용 중지/,
    );
  });
});
