import {
  BACKGROUND_REQUEST_HEADER,
  BACKGROUND_REQUEST_VALUE,
} from '@bus/domain/background-request';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAndCookie } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { session, user } from '../db/schema/auth';

// The idle timeout and the 480-minute cap (ADR 0007), measured with a clock the test moves.
let t: TestApp;
let now = Date.now();
const advance = (minutes: number) => {
  now += minutes * 60_000;
};

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.sessions.useClock(() => new Date(now));
}, 120_000);
afterAll(async () => t?.close());
beforeEach(() => {
  now = Date.now();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
/** A call a page makes when the user works (GET /api/me is the web's background check instead). */
const use = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/settings', headers: { cookie } });
const sessionsOf = async (email: string) => {
  const db = t.app.services.database.db;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return db
    .select()
    .from(session)
    .where(eq(session.userId, row?.id ?? ''));
};
async function setTimeoutMinutes(email: string, minutes: number) {
  await t.app.services.database.db
    .update(user)
    .set({ sessionTimeoutMinutes: minutes })
    .where(eq(user.email, email));
  await t.app.services.sessions.invalidate();
}

describe('session timeouts', () => {
  it('keeps a session used within the default 60 minutes and ends one idle longer', async () => {
    const cookie = await registerAndCookie(t.app, 'idle60@timeout.test');
    advance(59);
    expect((await use(cookie)).statusCode).toBe(200);
    advance(61);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('auth/session-expired');
    expect(String(expired.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await sessionsOf('idle60@timeout.test')).toHaveLength(0);
    advance(1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('applies the user’s own timeout of 15 minutes', async () => {
    const email = 'idle15@timeout.test';
    const cookie = await registerAndCookie(t.app, email);
    await setTimeoutMinutes(email, 15);
    advance(14);
    expect((await use(cookie)).statusCode).toBe(200);
    advance(16);
    expect((await me(cookie)).json().code).toBe('auth/session-expired');
  });

  it('signs out even an active session 480 minutes after sign-in', async () => {
    const email = 'cap@timeout.test';
    const cookie = await registerAndCookie(t.app, email);
    await setTimeoutMinutes(email, 240);
    for (const step of [100, 100, 100, 100, 79]) {
      advance(step);
      expect((await use(cookie)).statusCode).toBe(200);
    }
    advance(2);
    const ended = await me(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'auth/session-expired',
      params: { reason: 'absolute' },
    });
  });

  it('stamps the last activity at most once a minute', async () => {
    const email = 'stamp@timeout.test';
    const cookie = await registerAndCookie(t.app, email);
    await use(cookie);
    const [first] = await sessionsOf(email);
    advance(0.5);
    await use(cookie);
    const [same] = await sessionsOf(email);
    expect(same?.lastActiveAt?.getTime()).toBe(first?.lastActiveAt?.getTime());
    advance(1);
    await use(cookie);
    const [later] = await sessionsOf(email);
    expect(later?.lastActiveAt?.getTime()).toBe(now);
  });

  it('does not let the web’s background session check (GET /api/me) keep an idle session alive', async () => {
    const cookie = await registerAndCookie(t.app, 'poll@timeout.test');
    // An open tab checks /me every 5 minutes while nobody works in it.
    for (let minute = 5; minute <= 60; minute += 5) {
      advance(5);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    advance(1);
    const ended = await me(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'auth/session-expired',
      params: { reason: 'idle' },
    });
  });

  it('does not let a request the web marks as background keep an idle session alive, on any route', async () => {
    const cookie = await registerAndCookie(t.app, 'background@timeout.test');
    const background = { cookie, [BACKGROUND_REQUEST_HEADER]: BACKGROUND_REQUEST_VALUE };
    // Like the transport-cost screen's investment status check, every 5 minutes in an open tab.
    const poll = (url: string) => t.app.inject({ method: 'GET', url, headers: background });
    for (let minute = 5; minute <= 60; minute += 5) {
      advance(5);
      expect((await poll('/api/account/settings')).statusCode).toBe(200);
      expect((await poll('/api/notifications')).statusCode).toBe(200);
    }
    advance(1);
    const ended = await poll('/api/notifications');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'auth/session-expired',
      params: { reason: 'idle' },
    });
  });

  it('counts the same requests without the mark as activity', async () => {
    const cookie = await registerAndCookie(t.app, 'foreground@timeout.test');
    for (let minute = 5; minute <= 90; minute += 5) {
      advance(5);
      expect((await use(cookie)).statusCode).toBe(200);
    }
    // Any other value is not the mark either.
    const other = { cookie, [BACKGROUND_REQUEST_HEADER]: 'no' };
    for (let minute = 5; minute <= 30; minute += 5) {
      advance(5);
      const call = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: other });
      expect(call.statusCode).toBe(200);
    }
    advance(45);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('applies a timeout chosen on the settings page to the session already open', async () => {
    const cookie = await registerAndCookie(t.app, 'settings15@timeout.test');
    const read = (await use(cookie)).json();
    expect(read.sessionTimeoutMinutes).toBe(60);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: { cookie },
      payload: { ...read, sessionTimeoutMinutes: 15 },
    });
    expect(saved.statusCode).toBe(200);
    advance(14);
    expect((await use(cookie)).statusCode).toBe(200);
    advance(16);
    const ended = await use(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'auth/session-expired',
      params: { reason: 'idle' },
    });
  });
});
