import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ServerMeta } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_ORGANISATIONS } from '../../modules/organisations/demo-organisations';
import { cookieFrom, register, signIn } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { user } from '../db/schema/auth';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  listedDemoAccounts,
  seedDemoAccounts,
} from './demo-accounts';

const roleOf = async (t: TestApp, email: string) => {
  const [row] = await t.app.services.database.db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.email, email));
  return row?.role;
};

const approvalOf = async (t: TestApp, email: string) => {
  const [row] = await t.app.services.database.db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return row?.emailVerified;
};

describe('demo accounts (development mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_SEED: 'true' });
  });
  afterAll(() => t.close());

  it('seeds one account per role that can sign in, idempotently', async () => {
    for (const account of DEMO_ACCOUNTS) expect(await roleOf(t, account.email)).toBe(account.role);
    expect(
      await seedDemoAccounts(
        t.app.services.config,
        t.app.services.auth,
        t.app.services.database.db,
      ),
    ).toBe(0);
    expect((await signIn(t.app, 'superadmin@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
    const meta = ServerMeta.parse((await t.app.inject({ method: 'GET', url: '/api/meta' })).json());
    expect(meta.demoAccounts).toHaveLength(DEMO_ACCOUNTS.length);
  });

  // Issue 14: the demo shows approved operators at work, each in its own organisation.
  it('seeds every demo account approved, in its organisation', async () => {
    const unapproved = [];
    for (const account of DEMO_ACCOUNTS) {
      if (!(await approvalOf(t, account.email))) unapproved.push(account.email);
    }
    expect(unapproved).toEqual([]);
    for (const account of DEMO_ACCOUNTS) {
      const signedIn = cookieFrom(await signIn(t.app, account.email, DEMO_PASSWORD));
      const me = await t.app.inject({ url: '/api/me', headers: { cookie: signedIn } });
      expect(me.json().organisation.name).toBe(DEMO_ORGANISATIONS[account.organisation].name);
    }
    const cookie = cookieFrom(await signIn(t.app, 'superadmin@demo.local', DEMO_PASSWORD));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'super_admin', emailVerified: true });
  });

  it('approves a demo super admin seeded unapproved by an earlier version', async () => {
    const { db } = t.app.services.database;
    const email = 'superadmin@demo.local';
    await db.update(user).set({ emailVerified: false }).where(eq(user.email, email));
    expect(
      await seedDemoAccounts(
        t.app.services.config,
        t.app.services.auth,
        t.app.services.database.db,
      ),
    ).toBe(0);
    expect(await approvalOf(t, email)).toBe(true);
  });
});

describe('demo accounts in production', () => {
  it('are neither seeded nor listed', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) }),
      demoSeed: true,
    };
    // Even a config forced to demoSeed cannot seed in production.
    expect(listedDemoAccounts(config)).toEqual([]);
    const t = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });
    try {
      expect(await seedDemoAccounts(config, t.app.services.auth, t.app.services.database.db)).toBe(
        0,
      );
      expect(await roleOf(t, 'admin@demo.local')).toBeUndefined();
      const meta = ServerMeta.parse(
        (await t.app.inject({ method: 'GET', url: '/api/meta' })).json(),
      );
      expect(meta).toMatchObject({ devMode: false, demoAccounts: [] });
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('first super admin', () => {
  it('is created from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD at start', async () => {
    const t = await createTestApp({
      SUPER_ADMIN_EMAIL: 'Root@Example.kr',
      SUPER_ADMIN_PASSWORD: 'Root!pass2026',
    });
    try {
      expect(await roleOf(t, 'root@example.kr')).toBe('super_admin');
      expect(await approvalOf(t, 'root@example.kr')).toBe(true);
      expect((await signIn(t.app, 'root@example.kr', 'Root!pass2026')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('promotes an existing account and creates a new one through the CLI', {
    // Two real CLI processes (tsx start-up, migrations): ~40 s alone, far more beside a busy worker.
    timeout: 240_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bus-cli-'));
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const env = { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir };
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'src/cli/create-super-admin.ts', ...args], {
        cwd: join(import.meta.dirname, '../../..'),
        env,
      });
    try {
      const app = await buildApp(loadConfig(env));
      await register(app, { email: 'member@example.kr' });
      await app.close();

      expect(
        (await run(['--email', 'member@example.kr', '--password', 'Any!pass2026'])).stdout,
      ).toContain('super_admin member@example.kr: promoted');
      expect(
        (await run(['--email', 'member@example.kr', '--password', 'Any!pass2026'])).stdout,
      ).toContain('super_admin member@example.kr: unchanged');
      const created = await run([
        '--email',
        'cli@example.kr',
        '--password',
        'Cli!pass2026',
        '--name',
        '관리자',
      ]);
      expect(created.stdout).toContain('super_admin cli@example.kr: created');
      await expect(run(['--email', 'weak@example.kr', '--password', 'weak'])).rejects.toThrow(
        /policy/,
      );

      const reopened = await buildApp(loadConfig(env));
      const roles = await reopened.services.database.db
        .select({ email: user.email, role: user.role, emailVerified: user.emailVerified })
        .from(user);
      await reopened.close();
      // Both are e-mail approved (data-center-board-admin.md §4), the promoted one included.
      expect(roles).toEqual(
        expect.arrayContaining([
          { email: 'member@example.kr', role: 'super_admin', emailVerified: true },
          { email: 'cli@example.kr', role: 'super_admin', emailVerified: true },
        ]),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
