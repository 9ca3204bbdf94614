import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupOverview, hasRole, ROLES } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../platform/backup/restore';
import { listArchives } from '../../platform/backup/retention';
import { auditEvents } from '../../platform/db/schema/audit';
import type { App } from '../../platform/http/app-type';
import { cookiesForAllRoles } from '../../test/role-cookies';
import { createInstallation, type Installation } from './test-support';

const BACKUPS = '/api/super-admin/backups';

const auditActions = async (app: App, action: string) =>
  (await app.services.audit.list({ action }, { page: 1, pageSize: 50 })).items;

describe('backups through the super-admin API (issue 18 §2)', () => {
  let site: Installation;
  let app: App;
  let cookies: Awaited<ReturnType<typeof cookiesForAllRoles>>;

  beforeAll(async () => {
    site = await createInstallation({ BACKUP_RETENTION: '2' });
    app = await site.start();
    cookies = await cookiesForAllRoles(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await site?.dispose();
  });

  it('lets only a super admin list backups or start one', async () => {
    const anonymous = await app.inject({ method: 'POST', url: BACKUPS });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ROLES.filter((r) => !hasRole(r, 'super_admin'))) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({
          method,
          url: BACKUPS,
          headers: { cookie: cookies[role] },
        });
        expect({ role, method, status: response.statusCode }).toEqual({
          role,
          method,
          status: 403,
        });
      }
    }
    expect(await listArchives(site.backupDir)).toEqual([]);
    const overview = await app.inject({ url: BACKUPS, headers: { cookie: cookies.super_admin } });
    expect(overview.statusCode).toBe(200);
    expect(BackupOverview.parse(overview.json())).toMatchObject({
      directory: site.backupDir,
      totalFiles: 0,
      lastBackupAt: null,
      // NODE_ENV=test: the schedule is off unless BACKUP_SCHEDULE says otherwise.
      schedule: null,
      nextRunAt: null,
      retention: 2,
      running: null,
    });
  });

  it('answers 202 at once and 409 backup/already-running to a second "back up now"', async () => {
    const post = () =>
      app.inject({ method: 'POST', url: BACKUPS, headers: { cookie: cookies.super_admin } });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ status: 409, code: 'backup/already-running' });
    const overview = BackupOverview.parse(
      (await app.inject({ url: BACKUPS, headers: { cookie: cookies.super_admin } })).json(),
    );
    expect(overview.running).toMatchObject({ trigger: 'manual' });
    await app.services.backups.idle();
    const [created] = await auditActions(app, 'backup.created');
    expect(created).toMatchObject({ actorEmail: 'super-admin@roles.test' });
    expect(created?.detail).toMatchObject({ trigger: 'manual' });
  });

  it('keeps BACKUP_RETENTION archives: the oldest goes after each success', async () => {
    await app.services.backups.idle();
    const first = (await listArchives(site.backupDir)).map((a) => a.name);
    await app.services.backups.run('manual', null);
    const second = await app.services.backups.run('manual', null);
    const kept = (await listArchives(site.backupDir)).map((a) => a.name);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(second.name);
    expect(kept).not.toContain(first[0]);
    const [latest] = await auditActions(app, 'backup.created');
    expect(latest?.detail).toMatchObject({ file: second.name, removed: [expect.any(String)] });
    const overview = BackupOverview.parse(
      (await app.inject({ url: BACKUPS, headers: { cookie: cookies.super_admin } })).json(),
    );
    expect(overview.files.map((f) => f.name)).toEqual(kept);
    expect(overview.totalSizeBytes).toBe(
      (await listArchives(site.backupDir)).reduce((sum, a) => sum + a.sizeBytes, 0),
    );
  });

  it('takes the scheduled backup once per slot, even when a second process ticks late', async () => {
    const slot = new Date(Date.now() - 1000);
    expect(await app.services.backups.tick(slot)).toBe('taken');
    expect(await app.services.backups.tick(slot)).toBe('skipped');
    const [created] = await auditActions(app, 'backup.created');
    expect(created?.detail).toMatchObject({ trigger: 'schedule' });
    expect(created?.actorId).toBeNull();
  });
});

describe('a backup taken while the app writes (issue 18 §2: a consistent copy)', () => {
  let site: Installation;
  let copy: Installation;
  let app: App;

  beforeAll(async () => {
    site = await createInstallation();
    copy = await createInstallation();
    app = await site.start();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await site?.dispose();
    await copy?.dispose();
  });

  it('holds every transaction whole or not at all, whatever was running when it began', async () => {
    const { db } = app.services.database;
    let writing = true;
    let pairs = 0;
    // Each transaction writes two audit rows of one pair; a torn copy would hold one of them.
    const writer = (async () => {
      while (writing) {
        const pair = `pair-${pairs}`;
        await db.transaction(async (tx) => {
          for (const half of [1, 2]) {
            await tx
              .insert(auditEvents)
              .values({ action: 'user.updated', outcome: 'success', detail: { pair, half } });
          }
        });
        pairs += 1;
        // Let the backup's own work interleave, as requests do.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const taken = await app.services.backups.run('manual', null);
    writing = false;
    await writer;
    await restoreBackup({ config: copy.config, file: taken.path, yes: false });
    const halves = await copy.withQuery((query) =>
      query<{ pair: string; n: number }>(
        `SELECT detail->>'pair' AS pair, count(*)::int AS n FROM audit_events
         WHERE detail ? 'pair' GROUP BY 1`,
      ),
    );
    expect(halves.length).toBeGreaterThan(0);
    expect(halves.filter((row) => row.n !== 2)).toEqual([]);
    expect(halves.length).toBeLessThanOrEqual(pairs);
  }, 120_000);
});

describe('a backup that fails (issue 18 §2)', () => {
  let site: Installation;
  let app: App;

  beforeAll(async () => {
    site = await createInstallation();
    // BACKUP_DIR is a file: the folder cannot be made.
    const notAFolder = join(site.dataDir, 'not-a-folder');
    await writeFile(notAFolder, 'x');
    app = await site.start({ BACKUP_DIR: notAFolder });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await site?.dispose();
  });

  it('logs, records backup.failed and shows the failure in the overview', async () => {
    await expect(app.services.backups.run('manual', null)).rejects.toThrow();
    const overview = await app.services.backups.overview();
    expect(overview.lastError).toMatchObject({ code: 'backup/failed' });
    expect(overview.lastError?.message).toMatch(/not-a-folder/);
    expect(overview.running).toBeNull();
    const [failed] = await auditActions(app, 'backup.failed');
    expect(failed).toMatchObject({ outcome: 'failure' });
  });
});

describe('the backup schedule (BACKUP_SCHEDULE)', () => {
  let site: Installation;
  let app: App;

  beforeAll(async () => {
    site = await createInstallation();
    // Every second, so the test sees it fire; the default is 03:00 daily in Asia/Seoul.
    app = await site.start({ BACKUP_SCHEDULE: '* * * * * *', BACKUP_TIMEZONE: 'Asia/Seoul' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await site?.dispose();
  });

  it('fires on its own and says when it runs next', async () => {
    const overview = await app.services.backups.overview();
    expect(overview.schedule).toBe('* * * * * *');
    expect(Date.parse(overview.nextRunAt ?? '')).toBeGreaterThan(Date.now() - 1000);
    await expect
      .poll(async () => (await app.services.backups.overview()).files.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBeGreaterThan(0);
    const [file] = (await app.services.backups.overview()).files;
    expect(file?.trigger).toBe('schedule');
  });
});
