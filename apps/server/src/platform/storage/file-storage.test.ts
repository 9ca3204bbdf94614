import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileStorage, InvalidStorageKeyError, localFileStorage } from './file-storage';

describe('localFileStorage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'bus-files-'));
    storage = localFileStorage(join(root, 'files'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back, counts and deletes files by key', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('재무상태표'));
    expect((await storage.get(key)).toString()).toBe('재무상태표');
    expect(await storage.stats()).toEqual({ files: 1, bytes: Buffer.byteLength('재무상태표') });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stats()).toEqual({ files: 0, bytes: 0 });
  });

  it('refuses keys that are not server-made uuids, so no path can escape the folder', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get('a/b')).rejects.toThrow(InvalidStorageKeyError);
    expect(await readdir(root)).toEqual([]);
  });

  it('never overwrites an existing key', async () => {
    const key = randomUUID();
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();
    expect((await storage.get(key)).toString()).toBe('first');
  });
});
