import { join } from 'node:path';
import { BackupOverview } from '@bus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../platform/backup/restore';
import type { RawQuery } from '../../platform/db/database';
import type { App } from '../../platform/http/app-type';
import { cookieFrom, signIn } from '../../test/auth-client';
import { cookieWithRole } from '../../test/role-cookies';
import { uploadSample } from '../costing/test-support';
import { API } from '../financial-data/test-support';
import { createInstallation, type Installation, storedFiles, tableContents } from './test-support';

const BACKUPS = '/api/super-admin/backups';
const MANAGER = 'manager@backup.test';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ef0000000049454e44ae426082',
  'hex',
);
/** What COPY's text format must escape: tab, newline, backslash, a literal \N, quotes. */
const AWKWARD = '탭\t줄\n바꿈 \\ 역슬래시 \\N "따옴표" \'작은\' 🚌 \u0001';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----backup-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Raw SQL on the running app's own connection (PGlite allows no second one). */
const appQuery =
  (app: App): RawQuery =>
  async <R>(text: string) =>
    ((await app.services.database.db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;

/** Until every import job (the demo companies' and ours) has ended. */
async function jobsSettled(app: App): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [row] = await appQuery(app)<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running')",
    );
    if ((row?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('import jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A seeded installation: demo accounts, companies and board; a sample upload; an attachment. */
async function seed(app: App): Promise<{ attachmentUrl: string }> {
  const manager = await cookieWithRole(app, MANAGER, 'manager');
  await uploadSample(app, manager, 'A_city_bus_300', '백업 시험 운수(주)');
  const body = multipart('노선도.png', PNG);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/board/upload',
    headers: { ...body.headers, cookie: manager },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const attachment = uploaded.json() as { id: string; url: string };
  const posted = await app.inject({
    method: 'POST',
    url: '/api/board/posts',
    headers: { cookie: manager },
    payload: {
      title: '백업 "따옴표" \\ 역슬래시 🚌',
      content: '<p>본문 \\N 그대로</p>',
      category: 'general',
      attachmentIds: [attachment.id],
    },
  });
  expect(posted.statusCode).toBe(201);
  // Tabs, newlines, backslashes and a control character straight into jsonb and text columns.
  await app.services.audit.record({
    action: 'user.updated',
    userAgent: AWKWARD,
    detail: { note: AWKWARD, nested: { list: [1.5, null, 'x'] } },
  });
  await jobsSettled(app);
  return { attachmentUrl: attachment.url };
}

/** The audit rows a backup and its restore add after the snapshot: left out of the comparison. */
const withoutBackupEvents = (contents: Record<string, string[]>): Record<string, string[]> => ({
  ...contents,
  'public.audit_events': (contents['public.audit_events'] ?? []).filter(
    (row) => !/,backup\.(created|restored|failed),/.test(row),
  ),
});

describe('a backup restores every row and every file (issue 18 §2)', () => {
  let site: Installation;
  let app: App | null = null;
  let attachmentUrl: string;

  beforeAll(async () => {
    site = await createInstallation({ DEMO_SEED: 'true' });
    app = await site.start();
    ({ attachmentUrl } = await seed(app));
  }, 180_000);
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await site?.dispose();
  });

  it('is wiped and restored: every table equal to the row, every file to the byte', async () => {
    if (!app) throw new Error('no app');
    const superAdmin = await cookieWithRole(app, 'root@backup.test', 'super_admin');
    // The snapshot the archive must hold: taken with nothing else running, then the backup.
    const before = withoutBackupEvents(await tableContents(appQuery(app)));
    const beforeFiles = await storedFiles(site.config.filesDir);
    const taken = await app.services.backups.run('manual', null);
    expect(withoutBackupEvents(await tableContents(appQuery(app)))).toEqual(before);

    const overview = BackupOverview.parse(
      (await app.inject({ url: BACKUPS, headers: { cookie: superAdmin } })).json(),
    );
    expect(overview).toMatchObject({ totalFiles: 1, running: null, lastError: null });
    const [listed] = overview.files;
    if (!listed) throw new Error('no archive listed');
    expect(listed).toMatchObject({
      name: taken.name,
      kind: site.config.database.kind,
      trigger: 'manual',
      fileCount: Object.keys(beforeFiles).length,
      rowCount: Object.values(before).reduce((sum, rows) => sum + rows.length, 0),
    });
    expect(listed.fileCount).toBeGreaterThanOrEqual(2);
    expect(overview.lastBackupAt).toBe(listed.createdAt);
    expect(before['public.accounts']?.length).toBeGreaterThan(100);
    expect(before['public.board_posts']?.length).toBeGreaterThan(1);
    expect(before['drizzle.__drizzle_migrations']?.length).toBeGreaterThan(5);
    await app.close();
    app = null;

    await site.wipe();
    expect(await storedFiles(site.config.filesDir)).toEqual({});
    const result = await restoreBackup({
      config: site.config,
      file: join(site.backupDir, listed.name),
      yes: false,
    });
    expect(result.counts.every((c) => c.restored === c.expected)).toBe(true);
    expect(result.upgraded).toEqual([]);

    const after = await site.withQuery(tableContents);
    expect(withoutBackupEvents(after)).toEqual(before);
    expect(
      after['public.audit_events']?.filter((r) => r.includes(',backup.restored,')),
    ).toHaveLength(1);
    expect(await storedFiles(site.config.filesDir)).toEqual(beforeFiles);

    // The restored installation works: the manager signs in and gets both files back.
    app = await site.start();
    const manager = cookieFrom(await signIn(app, MANAGER));
    const picture = await app.inject({ url: attachmentUrl, headers: { cookie: manager } });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    const [original] = await appQuery(app)<{ id: string }>('SELECT id FROM stored_files LIMIT 1');
    const download = await app.inject({
      url: `${API}/files/${original?.id}`,
      headers: { cookie: manager },
    });
    expect(download.statusCode).toBe(200);
    expect(Object.values(beforeFiles).some((bytes) => bytes.equals(download.rawPayload))).toBe(
      true,
    );
  }, 240_000);
});
