import { copyFile, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_ENTRY, type Manifest, PGLITE_ENTRY } from '../../platform/backup/manifest';
import { BackupRefusal, type RefusalCode } from '../../platform/backup/refusal';
import { restoreBackup } from '../../platform/backup/restore';
import type { App } from '../../platform/http/app-type';
import { cookieWithRole } from '../../test/role-cookies';
import {
  createInstallation,
  type Installation,
  rawTar,
  rewriteArchive,
  storedFiles,
  tableContents,
} from './test-support';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ef0000000049454e44ae426082',
  'hex',
);

async function refusalOf(promise: Promise<unknown>): Promise<RefusalCode | string> {
  try {
    await promise;
    return 'restored';
  } catch (error) {
    return error instanceof BackupRefusal ? error.code : `unexpected: ${String(error)}`;
  }
}

/** The manifest with `change` applied, checksums made anew: a forged but self-consistent archive. */
const withManifest =
  (change: (manifest: Manifest) => unknown) =>
  (path: string, data: Buffer): Buffer | null =>
    path === MANIFEST_ENTRY
      ? Buffer.from(JSON.stringify(change(JSON.parse(data.toString('utf8')) as Manifest)))
      : data;

describe('a restore refuses a bad archive and touches nothing (issue 18 §2)', () => {
  let site: Installation;
  let archive: string;
  let scratch: string;
  let contents: Record<string, string[]>;
  let files: Record<string, Buffer>;
  /** Where a `../` entry would land if it escaped the restore folder. */
  let escaped: string[];

  const restore = (file: string) => restoreBackup({ config: site.config, file, yes: true });
  const untouched = async () => {
    expect(await site.withQuery(tableContents)).toEqual(contents);
    expect(await storedFiles(site.config.filesDir)).toEqual(files);
    for (const path of escaped) await expect(stat(path)).rejects.toThrow();
  };

  beforeAll(async () => {
    site = await createInstallation();
    scratch = await mkdtemp(join(tmpdir(), 'bus-backup-forged-'));
    escaped = [join(site.dataDir, 'evil.txt'), join(site.config.filesDir, '..', 'evil.txt')];
    const app: App = await site.start();
    try {
      const cookie = await cookieWithRole(app, 'writer@refusal.test', 'user');
      const boundary = '----refusal-boundary';
      const upload = await app.inject({
        method: 'POST',
        url: '/api/board/upload',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(upload.statusCode).toBe(201);
      archive = (await app.services.backups.run('manual', null)).path;
    } finally {
      await app.close();
    }
    contents = await site.withQuery(tableContents);
    files = await storedFiles(site.config.filesDir);
    expect(Object.keys(files)).toHaveLength(1);
  }, 120_000);
  afterAll(async () => {
    await site?.dispose();
    await rm(scratch, { recursive: true, force: true });
  });

  it('refuses a flipped byte', async () => {
    const damaged = join(scratch, 'flipped.tar.gz');
    const bytes = await readFile(archive);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    expect(await refusalOf(restore(damaged))).toBe('corrupt');
    await untouched();
  });

  it('refuses a truncated archive', async () => {
    const cut = join(scratch, 'cut.tar.gz');
    await copyFile(archive, cut);
    await truncate(cut, Math.floor((await stat(cut)).size * 0.6));
    expect(await refusalOf(restore(cut))).toBe('corrupt');
    await untouched();
  });

  it('refuses what is not a backup, and a missing file', async () => {
    const text = join(scratch, 'notes.tar.gz');
    await writeFile(text, '백업 아님');
    expect(await refusalOf(restore(text))).toBe('foreign');
    const plainTar = join(scratch, 'plain.tar.gz');
    await writeFile(plainTar, gzipSync(rawTar([{ path: 'readme.txt', data: Buffer.from('x') }])));
    expect(await refusalOf(restore(plainTar))).toBe('foreign');
    expect(await refusalOf(restore(join(scratch, 'nothing.tar.gz')))).toBe('not-found');
    await untouched();
  });

  it('refuses a manifest of a newer format, a newer version or another product', async () => {
    const cases: [string, (m: Manifest) => unknown, RefusalCode][] = [
      ['newer-format', (m) => ({ ...m, formatVersion: 99 }), 'newer-format'],
      ['other-product', (m) => ({ ...m, format: 'other-backup' }), 'foreign'],
      [
        'newer-migrations',
        (m) => ({
          ...m,
          migrations: [
            ...m.migrations,
            { tag: '0099_future', hash: 'f'.repeat(64), createdAt: 4e12 },
          ],
        }),
        'newer-migrations',
      ],
      ['broken-manifest', (m) => ({ ...m, tables: 'none' }), 'corrupt'],
    ];
    for (const [name, change, code] of cases) {
      const forged = join(scratch, `${name}.tar.gz`);
      await rewriteArchive(archive, forged, withManifest(change));
      expect({ name, refused: await refusalOf(restore(forged)) }).toEqual({ name, refused: code });
    }
    await untouched();
  });

  it('refuses a manifest whose row counts lie (after loading, rolled back)', async () => {
    const forged = join(scratch, 'rows.tar.gz');
    await rewriteArchive(
      archive,
      forged,
      withManifest((m) => ({
        ...m,
        tables: m.tables.map((t) => (t.name === 'user' ? { ...t, rows: t.rows + 1 } : t)),
      })),
    );
    // PostgreSQL counts the COPY text while checking; PGlite's dump is counted once loaded.
    expect(['corrupt', 'count-mismatch']).toContain(await refusalOf(restore(forged)));
    await untouched();
  });

  it('refuses entries that climb out of the restore folder or are absolute', async () => {
    const paths = ['files/../../evil.txt', '../evil.txt', '/tmp/evil.txt', 'files/ab/./x'];
    for (const [index, path] of paths.entries()) {
      const forged = join(scratch, `traversal-${index}.tar.gz`);
      await rewriteArchive(archive, forged, (_p, data) => data, [
        { path, data: Buffer.from('escaped') },
      ]);
      expect({ path, refused: await refusalOf(restore(forged)) }).toEqual({
        path,
        refused: 'unsafe-entry',
      });
    }
    await untouched();
  });

  it('refuses a symlink or a file the manifest does not list', async () => {
    const manifest = await (async () => {
      let found: Buffer | null = null;
      await rewriteArchive(archive, join(scratch, 'copy.tar.gz'), (path, data) => {
        if (path === MANIFEST_ENTRY) found = data;
        return data;
      });
      return found as unknown as Buffer;
    })();
    const linked = join(scratch, 'symlink.tar.gz');
    await writeFile(
      linked,
      gzipSync(
        rawTar([
          { path: MANIFEST_ENTRY, data: manifest },
          { path: 'files/ab/passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' },
        ]),
      ),
    );
    expect(await refusalOf(restore(linked))).toBe('unsafe-entry');
    const unlisted = join(scratch, 'unlisted.tar.gz');
    await rewriteArchive(archive, unlisted, (_p, data) => data, [
      { path: 'files/ab/unlisted', data: Buffer.from('not in the manifest') },
    ]);
    expect(await refusalOf(restore(unlisted))).toBe('unsafe-entry');
    await untouched();
  });

  it('refuses a PGlite dump whose own entries climb out of the folder', async () => {
    if (site.config.database.kind !== 'pglite') return;
    const forged = join(scratch, 'dump-traversal.tar.gz');
    await rewriteArchive(archive, forged, (path, data) =>
      path === PGLITE_ENTRY
        ? rawTar([
            { path: '/PG_VERSION', data: Buffer.from('17\n') },
            { path: '/base/../../evil.txt', data: Buffer.from('escaped') },
          ])
        : data,
    );
    expect(await refusalOf(restore(forged))).toBe('unsafe-entry');
    await untouched();
  });

  it('rolls back a PostgreSQL load that fails half-way: the database is as before', async () => {
    if (site.config.database.kind !== 'postgres') return;
    // Checksums, row counts and paths all hold; the last table's COPY text does not parse.
    const forged = join(scratch, 'bad-copy.tar.gz');
    await rewriteArchive(archive, forged, (path, data) =>
      path.startsWith('database/drizzle/')
        ? Buffer.from(data.toString().replace(/^\d+/, 'x'))
        : data,
    );
    const failure = await restore(forged).then(
      () => 'restored',
      (error: unknown) => String(error),
    );
    expect(failure).toMatch(/invalid input syntax/);
    await untouched();
  });

  it('refuses to restore over data without --yes', async () => {
    const refused = await refusalOf(
      restoreBackup({ config: site.config, file: archive, yes: false }),
    );
    expect(refused).toBe('not-empty');
    await untouched();
  });

  it('refuses a PGlite restore while a server holds the folder', async () => {
    if (site.config.database.kind !== 'pglite') return;
    const app = await site.start();
    try {
      expect(await refusalOf(restore(archive))).toBe('server-running');
    } finally {
      await app.close();
    }
  });

  it('refuses a backup of the other database kind', async () => {
    const other = site.config.database.kind === 'pglite' ? 'postgres' : 'pglite';
    const forged = join(scratch, 'other-kind.tar.gz');
    await rewriteArchive(
      archive,
      forged,
      withManifest((m) => ({ ...m, driver: other })),
    );
    expect(['wrong-driver', 'unsafe-entry']).toContain(await refusalOf(restore(forged)));
  });
});
