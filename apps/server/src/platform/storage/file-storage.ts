import { link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Stored bytes by opaque key; the only place the server touches uploaded files on disk. */
export type FileStorage = {
  readonly kind: 'local';
  /** Where the files are (shown on the workspace tab). */
  readonly location: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  stats(): Promise<{ files: number; bytes: number }>;
};

/** Keys are uuids made by the server; anything else would let a path escape the folder. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class InvalidStorageKeyError extends Error {}

/**
 * Files on local disk under `root`, in 256 sub-folders by the key's first two characters so no
 * folder grows huge. A file is written under a temporary name and then linked to its key, so a
 * crash never leaves half a file under a real key.
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    location: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${process.pid}.partial`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      try {
        // link() fails when the key exists: a stored original is never overwritten.
        await link(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async stats() {
      let files = 0;
      let bytes = 0;
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        const names = await readdir(join(root, folder)).catch(() => [] as string[]);
        for (const name of names) {
          if (!KEY.test(name)) continue;
          // A file removed while we count (a failed upload cleaned up) is simply not counted.
          const size = await stat(join(root, folder, name)).then(
            (info) => info.size,
            () => null,
          );
          if (size === null) continue;
          files += 1;
          bytes += size;
        }
      }
      return { files, bytes };
    },
  };
}
