import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndCookie, TEST_PASSWORD } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_FAILURE_MAX, IP_FAILURE_MAX, LOCKOUT_MS } from '../auth/throttle';

const WRONG = 'Wrong!pass2026';

// Failed-login throttling per account and per IP (issue 6 §7), in memory and, like CI, in Redis
// (REDIS_URL=redis://127.0.0.1:6379). The app sees the socket address as the client IP (no
// trusted proxy), so each attempt's IP is set with remoteAddress.
const variants = [
  { store: 'memory', env: {} },
  ...(process.env.REDIS_URL ? [{ store: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

describe.each(variants)('failed-login throttling ($store)', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  // Fresh addresses and IPs per run: Redis keeps counts for the whole window.
  const run = randomUUID().slice(0, 8);
  let nextIp = 1;
  const freshIp = () => {
    const n = nextIp++;
    return `10.${Number.parseInt(run.slice(0, 2), 16)}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
  const signInFrom = (ip: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: ip,
      headers: { 'user-agent': 'ThrottleTest/1.0' },
    });
  const hits = async (email: string | null, ip?: string) =>
    (
      await t.app.services.audit.list({ action: 'rate_limit.hit' }, { page: 1, pageSize: 100 })
    ).items.filter((e) => (email === null || e.actorEmail === email) && (!ip || e.ip === ip));

  it(`locks an account after ${ACCOUNT_FAILURE_MAX} failures from different IPs, whatever the IP`, async () => {
    const email = `locked-${run}@example.kr`;
    await registerAndCookie(t.app, email);
    for (let i = 0; i < ACCOUNT_FAILURE_MAX; i += 1) {
      expect((await signInFrom(freshIp(), email, WRONG)).statusCode).toBe(401);
    }
    const otherIp = freshIp();
    const refused = await signInFrom(otherIp, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth/too-many-requests', status: 429 });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOCKOUT_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOCKOUT_MS / 1000);

    const [hit] = await hits(email);
    expect(hit).toMatchObject({
      outcome: 'failure',
      ip: otherIp,
      userAgent: 'ThrottleTest/1.0',
      detail: { path: '/api/auth/sign-in/email', limit: 'account-lockout' },
    });
    // The failure that locked the account says so.
    const failures = await t.app.services.audit.list(
      { action: 'sign_in.failure' },
      { page: 1, pageSize: 100 },
    );
    expect(failures.items.find((e) => e.actorEmail === email)?.detail).toMatchObject({
      locked: ['account'],
    });
    // Another account from that IP is not affected.
    const other = `free-${run}@example.kr`;
    await registerAndCookie(t.app, other);
    expect((await signInFrom(otherIp, other, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`locks an IP after ${IP_FAILURE_MAX} failures across different accounts`, async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_FAILURE_MAX; i += 1) {
      // Unknown addresses count too (nobody learns which exist).
      const attempt = await signInFrom(ip, `guess-${i}-${run}@example.kr`, WRONG);
      expect(attempt.statusCode).toBe(401);
    }
    const email = `victim-${run}@example.kr`;
    await registerAndCookie(t.app, email);
    const refused = await signInFrom(ip, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth/too-many-requests' });
    expect(await hits(email, ip)).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ limit: 'ip-lockout' }) }),
    ]);
    // The same account from another IP signs in.
    expect((await signInFrom(freshIp(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the account count on a successful sign-in', async () => {
    const email = `reset-${run}@example.kr`;
    await registerAndCookie(t.app, email);
    for (let i = 0; i < ACCOUNT_FAILURE_MAX - 1; i += 1) {
      expect((await signInFrom(freshIp(), email, WRONG)).statusCode).toBe(401);
    }
    expect((await signInFrom(freshIp(), email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURE_MAX - 1; i += 1) {
      expect((await signInFrom(freshIp(), email, WRONG)).statusCode).toBe(401);
    }
    // Without the reset this would be failure number 2 × (max - 1) ≥ max: locked.
    expect((await signInFrom(freshIp(), email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
