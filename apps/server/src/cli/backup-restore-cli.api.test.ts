import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { createInstallation, type Installation } from '../modules/backups/test-support';
import { listArchives } from '../platform/backup/retention';

const run = promisify(execFile);

type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run backup` / `npm run restore` as an operator runs them (tsx, in apps/server). */
async function command(site: Installation, script: string, args: string[]): Promise<Outcome> {
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...site.env, LOG_LEVEL: 'warn' }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  if (!site.env.DATABASE_URL) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [`src/cli/${script}.ts`, ...args],
      { cwd: join(REPO_ROOT, 'apps/server'), env, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run backup and npm run restore (issue 18 §2)', () => {
  let site: Installation;

  beforeAll(async () => {
    site = await createInstallation();
    // A server starts once (migrations, the shipped pages), then stops.
    await (await site.start()).close();
  }, 120_000);
  afterAll(() => site?.dispose());

  it('backs up with the server stopped, and says where the archive is in Korean and English', async () => {
    const outcome = await command(site, 'backup', []);
    expect(outcome.code).toBe(0);
    const [archive] = await listArchives(site.backupDir);
    expect(outcome.stdout).toContain(
      `백업을 만들었습니다: ${join(site.backupDir, archive?.name ?? '')}`,
    );
    expect(outcome.stdout).toContain('backup written:');
  }, 120_000);

  it('refuses a PGlite backup while the server runs: use the button or the schedule', async () => {
    if (site.config.database.kind !== 'pglite') return;
    const app = await site.start();
    try {
      const outcome = await command(site, 'backup', []);
      expect(outcome.code).toBe(6);
      expect(outcome.stderr).toContain('서버가 실행 중입니다');
      expect(outcome.stderr).toContain('back up now');
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a damaged file with exit code 3 and a missing argument with 2', async () => {
    const junk = join(site.backupDir, 'junk.tar.gz');
    await writeFile(junk, 'not a backup');
    const refused = await command(site, 'restore', [junk]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('이 시스템의 백업 파일이 아닙니다');
    expect(refused.stderr).toContain('not a backup archive of this system');
    const usage = await command(site, 'restore', []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run restore -- <backup file> [--yes | --check]');
  }, 120_000);

  it('checks an archive without restoring it (--check)', async () => {
    const [archive] = await listArchives(site.backupDir);
    const checked = await command(site, 'restore', [
      join(site.backupDir, archive?.name ?? ''),
      '--check',
    ]);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('백업 파일에 이상이 없습니다');
    expect(checked.stdout).toContain('every checksum matches');
  }, 120_000);

  it('restores over data only with --yes, and prints every table beside the manifest', async () => {
    const [archive] = await listArchives(site.backupDir);
    const file = join(site.backupDir, archive?.name ?? '');
    const refused = await command(site, 'restore', [file]);
    expect(refused.code).toBe(7);
    expect(refused.stderr).toContain('--yes');
    const restored = await command(site, 'restore', [file, '--yes']);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/public\.pages\s+\d+ \/ \d+ {2}ok/);
    expect(restored.stdout).not.toContain('DIFFERENT');
    expect(restored.stdout).toContain('복구를 마쳤습니다');
    expect(restored.stdout).toContain('restore finished');
  }, 180_000);
});
