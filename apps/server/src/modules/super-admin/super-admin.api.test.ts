import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  DatabaseManagement,
  ROLES,
  type Role,
  SuperAdminAuditList,
  SystemMaintenanceResult,
  SystemStatus,
  UserActivity,
} from '@bus/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_MAX } from '../../platform/auth/throttle';
import { session, user } from '../../platform/db/schema/auth';
import { registerAndCookie } from '../../test/auth-client';
import { cookiesForAllRoles, cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Like CI: with REDIS_URL the app runs on Redis (sessions, throttle), so the console reads it. */
const redisEnv = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
const DAY_MS = 24 * 60 * 60 * 1000;
const WRONG = 'Wrong!password1';
const REPORT_ID = '00000000-0000-4000-8000-00000000abcd';

/** The super-admin routes of this module and what a super admin gets from each. */
const ROUTES: Record<string, { status: number; body?: object }> = {
  'GET /api/super-admin/system-status': { status: 200 },
  'GET /api/super-admin/user-activity': { status: 200 },
  'GET /api/super-admin/database-management': { status: 200 },
  'GET /api/super-admin/audit-logs': { status: 200 },
  'POST /api/super-admin/system-maintenance': {
    status: 200,
    body: { action: 'check_system_health', scope: 'database' },
  },
  'GET /api/super-admin/reports/:id': { status: 404 },
};

async function rowCount(t: TestApp, table: string): Promise<number> {
  const result = await t.app.services.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('the super-admin console refuses everyone below super_admin', () => {
  let t: TestApp;
  let cookies: Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp(redisEnv);
    cookies = await cookiesForAllRoles(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('has the routes of the table, each declared super_admin', () => {
    const mine = t.app.services
      .routes()
      .filter((r) => r.url.startsWith('/api/super-admin') && r.method !== 'HEAD');
    expect(mine.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(Object.keys(ROUTES)),
    );
    // Every /api/super-admin route, this module's and the backups', needs super_admin.
    expect(mine.every((r) => r.minRole === 'super_admin')).toBe(true);
  });

  it.each(Object.keys(ROUTES))(
    '%s: 401 anonymous, 403 up to admin, open to super_admin',
    async (key) => {
      const [method, url] = key.split(' ') as [string, string];
      const { status, body } = ROUTES[key] ?? { status: 200 };
      const call = (cookie: string | null) =>
        t.app.inject({
          method: method as 'GET',
          url: url.replace(':id', REPORT_ID),
          headers: cookie ? { cookie } : {},
          ...(method === 'POST' ? { payload: body ?? {} } : {}),
        });
      expect((await call(null)).statusCode).toBe(401);
      const outcomes = [];
      for (const role of ROLES) {
        const response = await call(cookies[role]);
        outcomes.push({ role, status: response.statusCode });
      }
      expect(outcomes).toEqual(
        ROLES.map((role) => ({ role, status: role === 'super_admin' ? status : 403 })),
      );
    },
  );
});

describe('the super-admin console shows real figures', () => {
  let t: TestApp;
  let superCookie: string;
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    t = await createTestApp(redisEnv);
    superCookie = await cookieWithRole(t.app, `root-${run}@figures.test`, 'super_admin');
    await cookieWithRole(t.app, `admin-${run}@figures.test`, 'admin');
    await registerAndCookie(t.app, `member-${run}@figures.test`);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, cookie = superCookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('counts the users there are, by role, provider and organisation, 10 a page', async () => {
    const response = await get('/api/super-admin/user-activity?hours=24');
    expect(response.statusCode).toBe(200);
    const activity = UserActivity.parse(response.json());
    const total = await rowCount(t, 'user');
    expect(activity.totals.total).toBe(total);
    expect(total).toBe(3);
    // All three signed in just now.
    expect(activity.totals.active).toBe(3);
    expect(activity.totals.admins).toBe(2);
    // cookieWithRole approves its accounts; the registered member is not approved.
    expect(activity.totals.verified).toBe(2);
    expect(activity.byRole).toMatchObject({ super_admin: 1, admin: 1, user: 1 });
    expect(activity.byProvider).toEqual([{ provider: 'credential', count: 3 }]);
    expect(activity.byOrganisation.reduce((sum, o) => sum + o.count, 0)).toBe(3);
    expect(activity.byOrganisation.find((o) => o.id === null)?.count).toBe(1);
    expect(activity.recentLogins).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(activity.recentLogins.items.map((u) => u.email).sort()).toEqual([
      `admin-${run}@figures.test`,
      `member-${run}@figures.test`,
      `root-${run}@figures.test`,
    ]);
    // Signing up is not signing in: the member has a session but no sign-in yet.
    const lastLogin = Object.fromEntries(
      activity.recentLogins.items.map((u) => [u.email, u.lastLoginAt !== null]),
    );
    expect(lastLogin).toEqual({
      [`admin-${run}@figures.test`]: true,
      [`member-${run}@figures.test`]: false,
      [`root-${run}@figures.test`]: true,
    });
  });

  it('pages recent sign-ins by 10, never-signed-in accounts last', async () => {
    const { db } = t.app.services.database;
    for (let i = 0; i < 10; i += 1) await registerAndCookie(t.app, `page-${i}-${run}@figures.test`);
    // Nine of them signed in at minutes 1…9 ago; page-0 never did (nor did the member above).
    for (let i = 1; i < 10; i += 1) {
      await db
        .update(user)
        .set({ lastLoginAt: new Date(Date.now() - i * 60_000) })
        .where(eq(user.email, `page-${i}-${run}@figures.test`));
    }
    const first = UserActivity.parse((await get('/api/super-admin/user-activity')).json());
    const second = UserActivity.parse((await get('/api/super-admin/user-activity?page=2')).json());
    expect(first.recentLogins.items).toHaveLength(10);
    expect(second.recentLogins.items).toHaveLength(3);
    expect(second.recentLogins.total).toBe(13);
    const shown = [...first.recentLogins.items, ...second.recentLogins.items];
    expect(new Set(shown.map((u) => u.email)).size).toBe(13);
    // Latest first: the two just signed in, then page-1 … page-9, then the two never signed in.
    expect(shown.slice(2, 11).map((u) => u.email)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `page-${i}-${run}@figures.test`),
    );
    expect(shown.slice(11).map((u) => u.lastLoginAt)).toEqual([null, null]);
  });

  it('lists every table with the row count count(*) gives', async () => {
    const response = await get('/api/super-admin/database-management');
    expect(response.statusCode).toBe(200);
    const view = DatabaseManagement.parse(response.json());
    const { database } = view;
    expect(database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(database.server.error).toBeNull();
    expect(database.server.value?.version).toMatch(/PostgreSQL/);
    expect(database.server.value?.sizeBytes).toBeGreaterThan(0);
    const tables = database.tables.value ?? [];
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['user', 'session', 'audit_events', 'companies']),
    );
    for (const name of ['user', 'session', 'audit_events', 'account']) {
      const table = tables.find((entry) => entry.name === name);
      expect({ name, rows: table?.rowCount, exact: table?.exact }).toEqual({
        name,
        rows: await rowCount(t, name),
        exact: true,
      });
      expect(table?.totalBytes).toBeGreaterThan(0);
    }
    if (database.driver === 'postgres') {
      expect(database.connections?.value?.total).toBeGreaterThanOrEqual(1);
      expect(database.connections?.value?.max).toBeGreaterThan(0);
      expect(['ok', 'not-installed', 'error']).toContain(database.slowQueries?.status);
      expect(database.dataDirectory).toBeNull();
    } else {
      // In-memory PGlite: no folder; its size is the database's.
      expect(database.dataDirectory?.value?.path).toBeNull();
      expect(database.connections).toBeNull();
    }
    if (process.env.REDIS_URL) {
      expect(view.redis).toMatchObject({ status: 'ok', error: null });
      expect(view.redis.version).toMatch(/^\d+\./);
      expect(view.redis.connectedClients).toBeGreaterThanOrEqual(1);
    } else {
      expect(view.redis.status).toBe('disabled');
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'shows a failing part as its error text, never a failing view (pg_stat_statements not preloaded)',
    async () => {
      // Installed in this database but not in shared_preload_libraries: its view refuses to read.
      await t.app.services.database.db.execute(
        sql`create extension if not exists pg_stat_statements`,
      );
      const response = await get('/api/super-admin/database-management');
      expect(response.statusCode).toBe(200);
      const { database } = DatabaseManagement.parse(response.json());
      expect(database.slowQueries).toMatchObject({ status: 'error', items: [] });
      expect(database.slowQueries?.error).toMatch(/pg_stat_statements/);
      expect(database.tables.error).toBeNull();
      expect(database.connections?.error).toBeNull();
    },
  );

  it('samples CPU, memory and the disk of DATA_DIR, with the health probes', async () => {
    const response = await get('/api/super-admin/system-status');
    expect(response.statusCode).toBe(200);
    const status = SystemStatus.parse(response.json());
    expect(status.cpu.percent).toBeGreaterThanOrEqual(0);
    expect(status.cpu.cores).toBe(os.cpus().length);
    expect(status.memory.totalBytes).toBe(os.totalmem());
    expect(status.disk?.path).toBe(t.app.services.config.dataDir);
    expect(status.disk?.totalBytes).toBeGreaterThan(0);
    expect(status.uptime.processSeconds).toBeGreaterThanOrEqual(0);
    expect(status.processes).toBeGreaterThan(0);
    expect(status.database).toMatchObject({ status: 'ok' });
    expect(status.redis.status).toBe(process.env.REDIS_URL ? 'ok' : 'disabled');
    if (process.env.REDIS_URL) expect(status.redis.usedMemoryBytes).toBeGreaterThan(0);
  });

  it('shows the audit trail with levels, sources and filters, 20 a page', async () => {
    const email = `member-${run}@figures.test`;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: WRONG },
    });
    expect(wrong.statusCode).toBe(401);
    const all = SuperAdminAuditList.parse((await get('/api/super-admin/audit-logs')).json());
    expect(all.pageSize).toBe(20);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const errors = SuperAdminAuditList.parse(
      (
        await get(`/api/super-admin/audit-logs?level=error&userEmail=${encodeURIComponent(email)}`)
      ).json(),
    );
    expect(errors.items).toHaveLength(1);
    expect(errors.items[0]).toMatchObject({
      action: 'sign_in.failure',
      level: 'error',
      source: 'auth',
      outcome: 'failure',
      actorEmail: email,
      params: { actor: email },
    });
    const signIns = SuperAdminAuditList.parse(
      (await get('/api/super-admin/audit-logs?action=sign_in&level=info')).json(),
    );
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((e) => e.action === 'sign_in.success' && e.level === 'info')).toBe(
      true,
    );
    const refused = await get('/api/super-admin/audit-logs?level=debug');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_failed');
  });
});

describe('the security audit finds what is wrong', () => {
  let t: TestApp;
  let superCookie: string;
  let otherSuperCookie: string;
  const run = randomUUID().slice(0, 8);
  const dormant = `dormant-${run}@audit.test`;
  const locked = `locked-${run}@audit.test`;
  const stale = `stale-${run}@audit.test`;

  beforeAll(async () => {
    t = await createTestApp(redisEnv);
    const { db } = t.app.services.database;
    superCookie = await cookieWithRole(t.app, `root-${run}@audit.test`, 'super_admin');
    otherSuperCookie = await cookieWithRole(t.app, `root2-${run}@audit.test`, 'super_admin');
    // An admin last seen 100 days ago.
    await cookieWithRole(t.app, dormant, 'admin');
    await db
      .update(user)
      .set({
        lastLoginAt: new Date(Date.now() - 100 * DAY_MS),
        createdAt: new Date(Date.now() - 200 * DAY_MS),
      })
      .where(eq(user.email, dormant));
    // An account locked by wrong passwords.
    await registerAndCookie(t.app, locked);
    for (let i = 0; i < ACCOUNT_FAILURE_MAX; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: locked, password: WRONG },
        remoteAddress: `10.9.${i}.${Number.parseInt(run.slice(0, 2), 16)}`,
      });
    }
    // A session created nine hours ago, past the 480-minute cap, still stored.
    await registerAndCookie(t.app, stale);
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, stale));
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 9 * 60 * 60 * 1000) })
      .where(eq(session.userId, owner?.id ?? ''));
  }, 90_000);
  afterAll(() => t.close());

  const audit = async (body: object, cookie = superCookie) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/system-maintenance',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return SystemMaintenanceResult.parse(response.json());
  };
  const findingOf = (result: SystemMaintenanceResult, id: string) =>
    result.findings.find((f) => f.id === id);

  it('finds admins without two-factor, a dormant admin, a locked account, an over-age session', async () => {
    const result = await audit({ action: 'audit_security', scope: 'authentication' });
    expect(result.status).toBe('completed');
    expect(result.findings.every((f) => f.scope === 'authentication')).toBe(true);
    expect(findingOf(result, 'auth.admins-two-factor')).toMatchObject({
      code: 'auth.admins-without-two-factor',
      severity: 'warning',
      items: expect.arrayContaining([dormant, `root-${run}@audit.test`]),
    });
    const dormantFinding = findingOf(result, 'auth.dormant-admins');
    expect(dormantFinding).toMatchObject({
      code: 'auth.dormant-admins',
      severity: 'warning',
      itemCount: 1,
    });
    expect(dormantFinding?.items[0]).toContain(dormant);
    expect(findingOf(result, 'auth.locked-accounts')).toMatchObject({
      code: 'auth.locked-accounts',
      severity: 'warning',
      items: [locked],
    });
    expect(findingOf(result, 'auth.over-age-sessions')).toMatchObject({
      code: 'auth.over-age-sessions',
      severity: 'warning',
      items: [`${stale} ×1`],
      params: { minutes: 480, sessions: 1, accounts: 1 },
    });
    // Development's placeholder secret is expected outside production: noted, not alarming.
    expect(findingOf(result, 'secret.auth')).toMatchObject({
      code: 'secret.auth-default',
      severity: 'info',
    });
  });

  it('checks the audit retention: nothing overdue, the purge ran', async () => {
    const result = await audit({ action: 'audit_security', scope: 'logging' });
    expect(findingOf(result, 'logging.retention-kept')).toMatchObject({ severity: 'ok' });
    expect(findingOf(result, 'logging.retention-ran')).toMatchObject({ severity: 'ok' });
    // A login record four months old that the purge has not reached yet.
    await t.app.services.audit.record({
      action: 'sign_in.success',
      actor: { email: dormant },
      at: new Date(Date.now() - 120 * DAY_MS),
    });
    const overdue = await audit({ action: 'audit_security', scope: 'logging' });
    expect(findingOf(overdue, 'logging.retention-kept')).toMatchObject({
      code: 'logging.retention-overdue',
      severity: 'critical',
      params: { count: 1, months: 3 },
    });
  });

  it('checks the system health: database, Redis, resources, backups, jobs', async () => {
    const result = await audit({ action: 'check_system_health' });
    expect(result.status).toBe('completed');
    expect(findingOf(result, 'health.database')).toMatchObject({
      code: 'health.database-ok',
      severity: 'ok',
    });
    expect(findingOf(result, 'health.redis')?.code).toBe(
      process.env.REDIS_URL ? 'health.redis-ok' : 'health.redis-disabled',
    );
    expect(findingOf(result, 'health.jobs')).toMatchObject({ code: 'health.jobs-ok' });
    for (const id of ['health.cpu', 'health.memory', 'health.disk']) {
      expect(findingOf(result, id)?.params.percent).toEqual(expect.any(Number));
    }
    // Read from GET /api/super-admin/backups when that route is there, else "unknown".
    expect(findingOf(result, 'health.backup')?.code).toMatch(/^health\.backup-/);
  });

  it('writes a real xlsx report, only for the super admin who ran it', async () => {
    const result = await audit({ action: 'generate_audit_report' });
    expect(result.reportId).toEqual(expect.any(String));
    expect(findingOf(result, 'report.audit-activity')?.params.events).toBeGreaterThan(0);
    const url = `/api/super-admin/reports/${result.reportId}`;
    const download = await t.app.inject({ method: 'GET', url, headers: { cookie: superCookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toMatch(
      /super-admin-generate-audit-report-.*\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      '요약',
      '점검 결과',
      '감사 활동',
    ]);
    const findings = workbook.getWorksheet('점검 결과');
    expect(findings?.getRow(1).getCell(4).value).toBe('내용');
    const rows = findings?.getRows(2, result.findings.length) ?? [];
    const dormantRow = rows.find((row) => row.getCell(3).value === 'auth.dormant-admins');
    expect(dormantRow?.getCell(1).value).toBe('경고');
    expect(String(dormantRow?.getCell(4).value)).toContain('90일');
    expect(String(dormantRow?.getCell(6).value)).toContain(dormant);
    // English on request.
    const english = await t.app.inject({
      method: 'GET',
      url: `${url}?lang=en`,
      headers: { cookie: superCookie },
    });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(en.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Findings',
      'Audit activity',
    ]);
    // Another super admin cannot read it.
    const other = await t.app.inject({ method: 'GET', url, headers: { cookie: otherSuperCookie } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'super-admin/report-not-found' });
  });

  it('records every run and download in the audit trail', async () => {
    const list = SuperAdminAuditList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/super-admin/audit-logs?action=super_admin',
          headers: { cookie: superCookie },
        })
      ).json(),
    );
    const runs = list.items.filter((e) => e.action === 'super_admin.maintenance');
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs[0]).toMatchObject({
      level: 'admin',
      source: 'super-admin',
      actorEmail: `root-${run}@audit.test`,
    });
    expect(list.items.some((e) => e.action === 'super_admin.report_downloaded')).toBe(true);
  });

  it('refuses an unknown action or scope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/system-maintenance',
      headers: { cookie: superCookie },
      payload: { action: 'drop_everything' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });
});

describe('the security audit of a production-like configuration', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      ...redisEnv,
      NODE_ENV: 'production',
      // Long enough for the config, but one repeated letter.
      AUTH_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'http://localhost:3000',
      SUPER_ADMIN_EMAIL: 'builtin@audit.test',
      SUPER_ADMIN_PASSWORD: 'Bus!route2026',
    });
    cookie = await cookieWithRole(t.app, 'root@prod.test', 'super_admin');
  }, 60_000);
  afterAll(() => t.close());

  it('finds the weak secret, the http address and the password left in the environment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/system-maintenance',
      headers: { cookie },
      payload: { action: 'audit_security' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = SystemMaintenanceResult.parse(response.json());
    const byId = Object.fromEntries(result.findings.map((f) => [f.id, f]));
    expect(byId['secret.auth']).toMatchObject({ code: 'secret.auth-weak', severity: 'critical' });
    expect(byId['app.public-url']).toMatchObject({
      code: 'app.public-url-http',
      severity: 'critical',
    });
    expect(byId['secret.super-admin-password']).toMatchObject({
      code: 'secret.super-admin-password-in-env',
      items: ['builtin@audit.test'],
    });
    expect(byId['app.demo-seed']).toMatchObject({ severity: 'ok' });
    expect(result.counts.critical).toBeGreaterThanOrEqual(2);
  });
});
