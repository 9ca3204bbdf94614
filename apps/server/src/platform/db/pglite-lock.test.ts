import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DatabaseInUseError, pgliteHolder, pgliteLockFile } from './database';

describe('the PGlite folder lock (one process per folder; backups see a running server)', () => {
  let dir: string;
  let folder: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bus-lock-'));
    folder = join(dir, 'pglite');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is held until released, and refuses a second opener meanwhile', async () => {
    const lock = await acquirePgliteLock(folder);
    expect(await pgliteHolder(folder)).toBe(process.pid);
    await expect(acquirePgliteLock(folder)).rejects.toBeInstanceOf(DatabaseInUseError);
    await lock.release();
    expect(await pgliteHolder(folder)).toBeNull();
  });

  it('takes over a lock whose process is gone, or that a previous life of this pid left', async () => {
    for (const pid of [2 ** 22 + 12_345, process.pid]) {
      await writeFile(pgliteLockFile(folder), JSON.stringify({ pid, host: hostname() }));
      expect(await pgliteHolder(folder)).toBeNull();
      const lock = await acquirePgliteLock(folder);
      await lock.release();
    }
  });

  it('names the live process that holds it', async () => {
    // The parent of this test process is alive and is not us.
    await writeFile(
      pgliteLockFile(folder),
      JSON.stringify({ pid: process.ppid, host: hostname() }),
    );
    const refused = await acquirePgliteLock(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as DatabaseInUseError).pid).toBe(process.ppid);
    await rm(pgliteLockFile(folder));
  });
});
