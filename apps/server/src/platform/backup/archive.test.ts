import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, readEntryBuffer } from './archive-reader';
import { ArchiveWriter } from './archive-writer';
import { BackupRefusal } from './refusal';

type Read = { path: string; data: Buffer };

async function readAll(path: string): Promise<Read[]> {
  const entries: Read[] = [];
  await readArchive(path, async (entry) => {
    entries.push({ path: entry.path, data: await readEntryBuffer(entry, 1 << 30) });
  });
  return entries;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'read';
  } catch (error) {
    return error instanceof BackupRefusal ? error.code : String(error);
  }
}

describe('archive writer and reader', () => {
  let dir: string;
  let archive: string;
  // Random bytes do not compress: the archive is large enough to damage in its middle.
  const big = randomBytes(3 * 1024 * 1024);
  const long = `files/${'깊은폴더/'.repeat(30)}원본.xlsx`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bus-archive-'));
    archive = join(dir, 'bus-backup-20261201T030000Z-pglite.tar.gz');
    const writer = await ArchiveWriter.create(archive, new Date('2026-12-01T03:00:00Z'));
    await writer.add('manifest.json', Buffer.from('{"a":1}'));
    await writer.addStream('database/pglite.tar', big.length, Readable.from([big]));
    await writer.add(long, Buffer.from('긴 경로'));
    await writer.commit();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads back every entry in order, long paths included, with checksums last', async () => {
    const entries = await readAll(archive);
    expect(entries.map((e) => e.path)).toEqual([
      'manifest.json',
      'database/pglite.tar',
      long,
      'checksums.json',
    ]);
    expect(entries[1]?.data.equals(big)).toBe(true);
    const checksums = JSON.parse(entries[3]?.data.toString('utf8') ?? '{}');
    expect(checksums.entries.map((e: { path: string }) => e.path)).toEqual(
      entries.slice(0, 3).map((e) => e.path),
    );
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
  });

  it('leaves nothing but the finished archive: the temporary name is gone', async () => {
    expect(await readdir(dir)).toEqual(['bus-backup-20261201T030000Z-pglite.tar.gz']);
  });

  it('never writes over an existing archive', async () => {
    const writer = await ArchiveWriter.create(archive, new Date());
    await writer.add('manifest.json', Buffer.from('{}'));
    await expect(writer.commit()).rejects.toThrow(/EEXIST/);
    await writer.abort();
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('refuses a stream that yields other than the announced size', async () => {
    const target = join(dir, 'short.tar.gz');
    const writer = await ArchiveWriter.create(target, new Date());
    await expect(writer.addStream('x', 10, Readable.from([Buffer.alloc(4)]))).rejects.toThrow(
      /changed while it was copied/,
    );
    await writer.abort();
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('fails (does not hang) on a damaged or truncated archive', async () => {
    const damaged = join(dir, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    expect(await codeOf(readAll(damaged))).toBe('corrupt');
    const cut = join(dir, 'cut.tar.gz');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, middle);
    expect(await codeOf(readAll(cut))).toBe('corrupt');
    await rm(damaged);
    await rm(cut);
  });

  it('refuses a file that is not gzip, and one that is missing', async () => {
    const text = join(dir, 'text.tar.gz');
    await writeFile(text, 'plain text');
    expect(await codeOf(readAll(text))).toBe('foreign');
    expect(await codeOf(readAll(join(dir, 'missing.tar.gz')))).toBe('not-found');
    await rm(text);
  });
});
