import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { AuditLog } from '../audit/audit-log';
import { AppError } from '../errors/app-error';
import { queueScope } from '../jobs/create-runner';
import type { SecondStepGate } from './oauth-second-step';

/**
 * Failed-login throttling (issue 6 §7, platform.md §8.2 auth/too-many-requests), counted per
 * account and per client IP separately:
 * - ACCOUNT: 5 failed sign-ins (wrong password or second-step code) within 15 minutes lock the
 *   account's sign-in for 15 minutes, from every IP; a successful sign-in clears the count.
 * - IP: 20 failed sign-ins within 15 minutes (whatever accounts) lock that IP for 15 minutes.
 */
export const ACCOUNT_FAILURE_MAX = 5;
export const IP_FAILURE_MAX = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

export type ThrottleScope = 'account' | 'ip';
export type Refusal = { scope: ThrottleScope; retryAfterMs: number };
export type Attempt = { email: string | null; ip: string | null };

export type LoginThrottle = {
  /** The refusal in force for this attempt, account first; null when it may proceed. */
  check(attempt: Attempt): Promise<Refusal | null>;
  /** Counts a failed sign-in; returns the scopes this failure locked. */
  failed(attempt: Attempt): Promise<ThrottleScope[]>;
  /** A successful sign-in clears the account's count (not the IP's). */
  succeeded(email: string): Promise<void>;
};

/** Counters and locks with expiry: in memory (one process) or in Redis (shared). */
type ThrottleStore = {
  /** Adds one to `key`, whose window starts at its first count; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds the lock has left, 0 when none. */
  lockedFor(key: string): Promise<number>;
  clear(key: string): Promise<void>;
};

function normalEmail(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** Keeps memory bounded: expired entries are swept once the map passes this size. */
const SWEEP_AT = 10_000;

export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const counts = new Map<string, { count: number; until: number }>();
  const locks = new Map<string, number>();
  const sweep = () => {
    const at = now();
    for (const [key, entry] of counts) if (entry.until <= at) counts.delete(key);
    for (const [key, until] of locks) if (until <= at) locks.delete(key);
  };
  return {
    async increment(key, windowMs) {
      if (counts.size >= SWEEP_AT) sweep();
      const at = now();
      const entry = counts.get(key);
      const next =
        entry && entry.until > at
          ? { count: entry.count + 1, until: entry.until }
          : { count: 1, until: at + windowMs };
      counts.set(key, next);
      return next.count;
    },
    async lock(key, ms) {
      if (locks.size >= SWEEP_AT) sweep();
      locks.set(key, now() + ms);
    },
    async lockedFor(key) {
      const until = locks.get(key);
      return until === undefined ? 0 : Math.max(0, until - now());
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** Redis keys expire by themselves; `prefix` keeps databases sharing one Redis apart. */
export function redisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async increment(key, windowMs) {
      // SET NX starts the window once; INCR keeps the key's expiry.
      const result = await redis.multi().set(k(key), 0, 'PX', windowMs, 'NX').incr(k(key)).exec();
      const count = result?.[1]?.[1];
      return typeof count === 'number' ? count : Number(count ?? 0);
    },
    async lock(key, ms) {
      await redis.set(k(`lock:${key}`), 1, 'PX', ms);
    },
    async lockedFor(key) {
      const ttl = await redis.pttl(k(`lock:${key}`));
      return Math.max(ttl, 0);
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}

/**
 * The throttle over a store. A store that fails (Redis down) lets the attempt through and logs
 * the error: sign-in stays available, and the request-rate limit still applies.
 */
export function loginThrottle(store: ThrottleStore, log: FastifyBaseLogger): LoginThrottle {
  const safely = async <T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error }, `login throttle: ${what} failed`);
      return fallback;
    }
  };
  return {
    check: ({ email, ip }) =>
      safely('check', null, async () => {
        const account = normalEmail(email);
        const [accountMs, ipMs] = await Promise.all([
          account ? store.lockedFor(`account:${account}`) : 0,
          ip ? store.lockedFor(`ip:${ip}`) : 0,
        ]);
        if (accountMs > 0) return { scope: 'account', retryAfterMs: accountMs };
        if (ipMs > 0) return { scope: 'ip', retryAfterMs: ipMs };
        return null;
      }),
    failed: ({ email, ip }) =>
      safely('count', [], async () => {
        const locked: ThrottleScope[] = [];
        const account = normalEmail(email);
        if (account) {
          const count = await store.increment(`failures:account:${account}`, FAILURE_WINDOW_MS);
          if (count >= ACCOUNT_FAILURE_MAX) {
            await store.lock(`account:${account}`, LOCKOUT_MS);
            await store.clear(`failures:account:${account}`);
            locked.push('account');
          }
        }
        if (ip) {
          const count = await store.increment(`failures:ip:${ip}`, FAILURE_WINDOW_MS);
          if (count >= IP_FAILURE_MAX) {
            await store.lock(`ip:${ip}`, LOCKOUT_MS);
            await store.clear(`failures:ip:${ip}`);
            locked.push('ip');
          }
        }
        return locked;
      }),
    succeeded: (email) =>
      safely('reset', undefined, async () => {
        const account = normalEmail(email);
        if (account) await store.clear(`failures:account:${account}`);
      }),
  };
}

/**
 * Redis when REDIS_URL is set (every process sees the same counts; keys are scoped to the
 * database like the job queue's), else memory.
 */
export function createLoginThrottle(
  config: Config,
  redis: Redis | null,
  log: FastifyBaseLogger,
): LoginThrottle {
  const scope = queueScope(config.database).prefix.replace('bus-jobs-', '');
  const store = redis
    ? redisThrottleStore(redis, `bus-login-throttle:${scope}:`)
    : memoryThrottleStore();
  return loginThrottle(store, log);
}

/** Sign-in paths refused while a lock is in force (the second step's are locked by IP only). */
export const THROTTLED_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/two-factor/verify-otp',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
]);

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
}

type RefusalRecord = {
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  path: string;
  refusal: Refusal;
};

/** Every refusal of a locked account or IP is audited as rate_limit.hit. */
function recordRefusal(audit: AuditLog, { email, ip, userAgent, path, refusal }: RefusalRecord) {
  return audit.record({
    action: 'rate_limit.hit',
    outcome: 'failure',
    actor: { email: normalEmail(email) },
    target: { email: normalEmail(email) },
    ip,
    userAgent,
    detail: {
      path,
      limit: `${refusal.scope}-lockout`,
      retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000),
    },
  });
}

/**
 * preHandler for the sign-in paths: a locked account or IP gets 429 auth/too-many-requests with
 * Retry-After, and each refusal is audited as rate_limit.hit.
 */
export function throttleGuard(throttle: LoginThrottle, audit: AuditLog) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!THROTTLED_PATHS.has(request.routeOptions.url ?? '')) return;
    const email = bodyEmail(request);
    const refusal = await throttle.check({ email, ip: request.ip });
    if (!refusal) return;
    await recordRefusal(audit, {
      email,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      path: request.routeOptions.url ?? request.url,
      refusal,
    });
    reply.header('retry-after', Math.ceil(refusal.retryAfterMs / 1000));
    throw new AppError('auth/too-many-requests', 429);
  };
}

/**
 * The same lock for a Google sign-in that would ask for the second step (oauth-second-step.ts):
 * the callback has no body to check beforehand, so it asks here once it knows the account. A
 * locked account or IP gets no new challenge, as sign-in/email is refused above.
 */
export function secondStepGate(throttle: LoginThrottle, audit: AuditLog): SecondStepGate {
  return async ({ email, ip, userAgent, path }) => {
    const refusal = await throttle.check({ email, ip });
    if (!refusal) return true;
    await recordRefusal(audit, { email, ip, userAgent, path, refusal });
    return false;
  };
}
