import { ABSOLUTE_SESSION_MINUTES, DORMANT_ADMIN_DAYS } from '@bus/domain';
import { DEV_AUTH_SECRET } from '../../config';
import { LOGIN_RECORD_RETENTION_MONTHS, PURGE_INTERVAL_MS } from '../../platform/audit/retention';
import { LOCKOUT_MS } from '../../platform/auth/throttle';
import { type Check, type CheckContext, outcome } from './check';
import { judgeSecret } from './secret-strength';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** The purge runs daily; two missed runs mean it is not working (issue 18 "the purge ran recently"). */
export const RETENTION_STALE_MS = 2 * PURGE_INTERVAL_MS;

const isProduction = (context: CheckContext) => context.config.nodeEnv === 'production';
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

/** AUTH_SECRET: the development placeholder, or short / low-entropy (secret-strength.ts). */
const authSecret: Check = {
  id: 'secret.auth',
  scope: 'authentication',
  async run(context) {
    const verdict = judgeSecret(context.config.authSecret, DEV_AUTH_SECRET);
    // Outside production the placeholder is what development runs with: say so, calmly.
    const serious = isProduction(context) ? 'critical' : 'info';
    if (verdict.kind === 'placeholder') return outcome('secret.auth-default', serious);
    if (verdict.kind === 'weak') {
      return outcome('secret.auth-weak', isProduction(context) ? 'critical' : 'warning', {
        length: verdict.length,
        entropyBits: verdict.entropyBits,
      });
    }
    return outcome('secret.auth-ok', 'ok', {
      length: verdict.length,
      entropyBits: verdict.entropyBits,
    });
  },
};

/** SUPER_ADMIN_PASSWORD still set: a clear-text password in the environment after the first start. */
const superAdminPassword: Check = {
  id: 'secret.super-admin-password',
  scope: 'authentication',
  async run(context) {
    const configured = context.config.superAdmin;
    return configured
      ? outcome('secret.super-admin-password-in-env', 'warning', {}, [configured.email])
      : outcome('secret.super-admin-password-absent', 'ok');
  },
};

/** DEMO_SEED on outside development: accounts with a published password exist. */
const demoSeed: Check = {
  id: 'app.demo-seed',
  scope: 'application',
  async run(context) {
    const { demoSeed: on, nodeEnv } = context.config;
    return on && nodeEnv !== 'development'
      ? outcome('app.demo-seed-outside-development', 'critical', { nodeEnv })
      : outcome('app.demo-seed-ok', 'ok', { nodeEnv });
  },
};

/** PUBLIC_URL over http in production: cookies and passwords cross the network unencrypted. */
const publicUrl: Check = {
  id: 'app.public-url',
  scope: 'application',
  async run(context) {
    const url = context.config.publicUrl;
    return isProduction(context) && url.startsWith('http:')
      ? outcome('app.public-url-http', 'critical', { url })
      : outcome('app.public-url-ok', 'ok', { url });
  },
};

const adminsTwoFactor: Check = {
  id: 'auth.admins-two-factor',
  scope: 'authentication',
  async run(context) {
    const emails = await context.repo.adminsWithoutTwoFactor();
    return emails.length > 0
      ? outcome('auth.admins-without-two-factor', 'warning', { count: emails.length }, emails)
      : outcome('auth.admins-two-factor-ok', 'ok');
  },
};

const dormantAdmins: Check = {
  id: 'auth.dormant-admins',
  scope: 'authentication',
  async run(context) {
    const cutoff = new Date(context.now.getTime() - DORMANT_ADMIN_DAYS * DAY_MS);
    const rows = await context.repo.dormantAdmins(cutoff);
    const items = rows.map((row) => `${row.email} · ${day(row.lastLoginAt)}`);
    return rows.length > 0
      ? outcome(
          'auth.dormant-admins',
          'warning',
          { count: rows.length, days: DORMANT_ADMIN_DAYS },
          items,
        )
      : outcome('auth.no-dormant-admins', 'ok', { days: DORMANT_ADMIN_DAYS });
  },
};

/**
 * Locked now: the accounts and addresses a failed sign-in locked within the lockout, confirmed by
 * the login throttle itself (memory or Redis), and second steps better-auth has locked.
 */
const lockedAccounts: Check = {
  id: 'auth.locked-accounts',
  scope: 'authentication',
  async run(context) {
    const since = new Date(context.now.getTime() - LOCKOUT_MS);
    const candidates = await context.repo.lockedSince(since);
    const emails = [
      ...new Set(candidates.filter((c) => c.account && c.email).map((c) => c.email as string)),
    ];
    const ips = [
      ...new Set(candidates.filter((c) => c.address && c.ip).map((c) => c.ip as string)),
    ];
    const items: string[] = [];
    for (const email of emails) {
      if (await context.throttle.check({ email, ip: null })) items.push(email);
    }
    for (const ip of ips) {
      if (await context.throttle.check({ email: null, ip })) items.push(`IP ${ip}`);
    }
    for (const email of await context.repo.twoFactorLocked()) {
      if (!items.includes(email)) items.push(email);
    }
    return items.length > 0
      ? outcome('auth.locked-accounts', 'warning', { count: items.length }, items)
      : outcome('auth.no-locked-accounts', 'ok');
  },
};

/**
 * Sessions past the 480-minute cap still stored: refused on their next use (session.ts), but a
 * long list means sessions are not cleaned up; revoking them ends any doubt.
 */
const overAgeSessions: Check = {
  id: 'auth.over-age-sessions',
  scope: 'authentication',
  async run(context) {
    const cutoff = new Date(context.now.getTime() - ABSOLUTE_SESSION_MINUTES * MINUTE_MS);
    const rows = await context.repo.sessionsCreatedBefore(cutoff);
    const sessions = rows.reduce((sum, row) => sum + row.count, 0);
    const params = { minutes: ABSOLUTE_SESSION_MINUTES, sessions, accounts: rows.length };
    return rows.length > 0
      ? outcome(
          'auth.over-age-sessions',
          'warning',
          params,
          rows.map((r) => `${r.email} ×${r.count}`),
        )
      : outcome('auth.no-over-age-sessions', 'ok', params);
  },
};

/** Nothing past its retention remains (platform/audit/retention.ts). */
const retentionKept: Check = {
  id: 'logging.retention-kept',
  scope: 'logging',
  async run(context) {
    const overdue = await context.repo.overdueLoginRecords(context.now);
    const months = LOGIN_RECORD_RETENTION_MONTHS;
    return overdue.count > 0
      ? outcome('logging.retention-overdue', 'critical', {
          count: overdue.count,
          months,
          oldest: day(overdue.oldest),
        })
      : outcome('logging.retention-kept', 'ok', { months });
  },
};

/** And the purge has run in this process within two of its daily periods. */
const retentionRan: Check = {
  id: 'logging.retention-ran',
  scope: 'logging',
  async run(context) {
    const last = context.retention.lastRun();
    if (!last || context.now.getTime() - last.at.getTime() > RETENTION_STALE_MS) {
      return outcome('logging.retention-not-run', 'warning', {
        lastRunAt: last ? last.at.toISOString() : '-',
      });
    }
    return outcome('logging.retention-ran', 'ok', {
      lastRunAt: last.at.toISOString(),
      purged: last.purged,
    });
  },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const TLS_MODES = new Set(['require', 'verify-ca', 'verify-full']);

/** A PostgreSQL server on another machine reached without TLS: the data crosses the network plain. */
const databaseTransport: Check = {
  id: 'database.transport',
  scope: 'database',
  async run(context) {
    const database = context.config.database;
    if (database.kind === 'pglite') return outcome('database.embedded', 'ok');
    const url = new URL(database.url);
    const sslmode = url.searchParams.get('sslmode') ?? '';
    const ssl = url.searchParams.get('ssl') ?? '';
    if (LOCAL_HOSTS.has(url.hostname) || TLS_MODES.has(sslmode) || ssl === 'true') {
      return outcome('database.connection-ok', 'ok', { host: url.hostname });
    }
    return outcome('database.remote-without-tls', 'warning', { host: url.hostname });
  },
};

/** audit_security: weak or default secrets, insecure settings, risky accounts and sessions, retention. */
export const SECURITY_CHECKS: readonly Check[] = [
  authSecret,
  superAdminPassword,
  demoSeed,
  publicUrl,
  adminsTwoFactor,
  dormantAdmins,
  lockedAccounts,
  overAgeSessions,
  retentionKept,
  retentionRan,
  databaseTransport,
];
