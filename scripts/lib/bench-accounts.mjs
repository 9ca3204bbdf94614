// Issue 6 "Measure": a full sign-in with an authenticator-app code (TOTP) through the HTTP API,
// and the admin user list (10,000 users, page 1, with a search term), on the server that
// bench.mjs starts. Every request is real HTTP on 127.0.0.1.
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

/** How many TOTP sign-ins are timed (one fresh user each). */
export const TOTP_SAMPLES = Number(process.env.BENCH_TOTP_SAMPLES ?? 30);
/** Users in the table for the list measure. */
export const LIST_USERS = 10_000;
/** The search term: a common surname, so the count and the page both have real work. */
export const LIST_TERM = '김';
const ADMIN = { email: 'admin@demo.local', password: 'Demo!2026bus' };
const PASSWORD = 'Bench!totp2026';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The server's auth rate limit (5 a minute) is keyed by client IP (and e-mail). Every 127.0.0.0/8
 * address is this machine, so each sample comes from its own loopback address and the limiter
 * sees the distinct clients it would see in production.
 */
let nextAddress = 0;
function loopbackAddress() {
  nextAddress += 1;
  return `127.0.${10 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
}

/** One JSON request with node:http (fetch cannot choose the source address). */
function call(base, path, { method = 'GET', body, cookie, localAddress } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: {
          origin: base,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const setCookie = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null, setCookie });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Merges set-cookie pairs into a cookie header; emptied cookies are dropped. */
function withCookies(cookie, pairs) {
  const jar = new Map(
    (cookie ? cookie.split('; ') : []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair]),
  );
  for (const pair of pairs) {
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** RFC 6238 code (SHA-1, 30 s, 6 digits), as an authenticator app computes it. */
function totp(secret, now = Date.now()) {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const digest = createHmac('sha1', Buffer.from(bytes)).update(message).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

function expectStatus(response, status, what) {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.json)}`);
  }
}

/** Registers a user and enrols an authenticator app (not timed); returns e-mail and secret. */
async function enrolledUser(base, index) {
  const email = `bench-totp-${process.pid}-${index}@example.kr`;
  const localAddress = loopbackAddress();
  const signUp = await call(base, '/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: '벤치 사용자', email, password: PASSWORD, privacyConsent: true },
    localAddress,
  });
  expectStatus(signUp, 200, 'sign-up');
  const cookie = withCookies('', signUp.setCookie);
  const enable = await call(base, '/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password: PASSWORD },
    cookie,
    localAddress,
  });
  expectStatus(enable, 200, 'two-factor enable');
  const secret = new URL(enable.json.totpURI).searchParams.get('secret');
  const confirm = await call(base, '/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code: totp(secret) },
    cookie,
    localAddress,
  });
  expectStatus(confirm, 200, 'two-factor confirmation');
  return { email, secret };
}

/** Password, then the TOTP code, until the session cookie answers /api/me: the timed unit. */
async function signInWithTotp(base, { email, secret }) {
  const localAddress = loopbackAddress();
  const began = performance.now();
  const first = await call(base, '/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password: PASSWORD },
    localAddress,
  });
  expectStatus(first, 200, 'sign-in first step');
  if (!first.json?.twoFactorRedirect) throw new Error('sign-in did not ask for the second step');
  const challenge = withCookies('', first.setCookie);
  const second = await call(base, '/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code: totp(secret) },
    cookie: challenge,
    localAddress,
  });
  expectStatus(second, 200, 'sign-in second step');
  const me = await call(base, '/api/me', { cookie: withCookies(challenge, second.setCookie) });
  expectStatus(me, 200, 'GET /api/me after sign-in');
  return performance.now() - began;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (ms) => Math.round(ms * 10) / 10;

export async function benchTotpSignIn(base, samples = TOTP_SAMPLES) {
  const users = [];
  for (let i = 0; i < samples; i += 1) users.push(await enrolledUser(base, i));
  // One untimed sign-in warms the code paths (JIT, prepared statements).
  await signInWithTotp(base, await enrolledUser(base, 'warm'));
  const times = [];
  for (const user of users) times.push(await signInWithTotp(base, user));
  times.sort((a, b) => a - b);
  return {
    samples,
    p50Ms: round1(percentile(times, 50)),
    p99Ms: round1(percentile(times, 99)),
    maxMs: round1(times[times.length - 1]),
  };
}

/**
 * SQL that adds `count` users in one statement (the list measure needs rows, not passwords):
 * Korean names from common surnames and given names, mixed roles and approvals, one sign-up a
 * minute going back in time.
 */
export function seedUsersSql(count = LIST_USERS) {
  return `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at, role, username)
SELECT 'bench-user-' || g,
  (ARRAY['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10] ||
    (ARRAY['민준','서연','도윤','하은','시우','지유','주원','서윤','예준','지민'])[1 + (g / 10) % 10],
  'bench.user' || g || '@example.kr',
  g % 3 = 0,
  now() - make_interval(mins => g),
  now(),
  (ARRAY['viewer','user','user','user','analyst','manager'])[1 + g % 6],
  'bench' || g
FROM generate_series(1, ${count}) AS g`;
}

/** p50/p99 of GET /api/admin/users?q=…&page=1 as the demo admin, one request at a time. */
export async function benchUserList(base, durationS) {
  const signIn = await call(base, '/api/auth/sign-in/email', {
    method: 'POST',
    body: ADMIN,
    localAddress: loopbackAddress(),
  });
  expectStatus(signIn, 200, 'admin sign-in');
  const cookie = withCookies('', signIn.setCookie);
  const path = `/api/admin/users?q=${encodeURIComponent(LIST_TERM)}&page=1`;
  const probe = await call(base, path, { cookie });
  expectStatus(probe, 200, 'GET /api/admin/users');
  const url = `${base}${path}`;
  // Sequential: the latency of one admin's request, not of a queue.
  await autocannon({ url, connections: 1, duration: 2, headers: { cookie } });
  const result = await autocannon({
    url,
    connections: 1,
    duration: durationS,
    headers: { cookie },
  });
  return {
    users: LIST_USERS,
    term: LIST_TERM,
    matching: probe.json.total,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Rows for bench.mjs's table. */
export function accountRows(accounts) {
  const rows = [];
  for (const [label, r] of Object.entries(accounts ?? {})) {
    if (r.error || r.skipped) {
      rows.push([
        `accounts (${label})`,
        r.error ? `error: ${r.error}` : `skipped: ${r.skipped}`,
        '',
      ]);
      continue;
    }
    rows.push([
      `sign-in with TOTP, full API flow (${label}) p50`,
      `${r.totp.p50Ms} ms`,
      `p99 ${r.totp.p99Ms} ms, ${r.totp.samples} sign-ins`,
    ]);
    rows.push([
      `admin user list, ${r.list.users.toLocaleString('en')} users, q=${r.list.term} (${label}) p50 / p99`,
      `${r.list.p50Ms} / ${r.list.p99Ms} ms`,
      `${r.list.matching} matching, ${r.list.requests} requests, non-2xx ${r.list.non2xx}`,
    ]);
  }
  return rows;
}
