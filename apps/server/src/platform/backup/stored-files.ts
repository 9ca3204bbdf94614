import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { StoredFileEntry } from './manifest';

/** The storage's own half-written files (platform/storage: `<key>.<pid>.partial`), never copied. */
const isTemporary = (name: string) => name.endsWith('.partial');

export type StoredFile = StoredFileEntry & { absolute: string };

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Every regular file under `root` (DATA_DIR/files) with its size and SHA-256, sorted by path. A
 * symlink or other special file is left out: the storage writes none, and following one could
 * copy what lies outside the folder. A missing folder is an empty one.
 */
export async function listStoredFiles(root: string): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const absolute = join(folder, entry.name);
      if (entry.isDirectory()) await walk(absolute);
      else if (entry.isFile() && !isTemporary(entry.name)) {
        const info = await lstat(absolute).catch(() => null);
        // Removed while we walk (a purge): not part of this backup.
        if (!info) continue;
        const path = relative(root, absolute).split(sep).join('/');
        found.push({ path, size: info.size, sha256: await sha256Of(absolute), absolute });
      }
    }
  };
  await walk(root);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Writes one restored file into `root` (a fresh temporary folder) at `segments`, already checked
 * by entry-paths.ts. The folder is new and holds only what we wrote, so no link can redirect the
 * write; `wx` refuses an entry that appears twice.
 */
export async function writeRestoredFile(
  root: string,
  segments: string[],
  data: AsyncIterable<Buffer>,
): Promise<{ size: number; sha256: string }> {
  const target = join(root, ...segments);
  await mkdir(join(root, ...segments.slice(0, -1)), { recursive: true, mode: 0o700 });
  const handle = await open(target, 'wx', 0o600);
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of data) {
      hash.update(chunk);
      size += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, sha256: hash.digest('hex') };
}

export const exists = (path: string) =>
  lstat(path).then(
    () => true,
    () => false,
  );

/** Whether a folder holds anything (a missing folder does not). */
export async function holdsAnything(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  return entries.length > 0;
}

/**
 * Puts `replacement` in `current`'s place; `current`, when it exists, moves to
 * `<current>.before-restore-<stamp>` so the caller can remove it once everything succeeded or
 * move it back (`undo`) when a later step fails.
 */
export async function swapFolder(
  current: string,
  replacement: string,
  stamp: string,
): Promise<{ previous: string | null; undo(): Promise<void>; discard(): Promise<void> }> {
  const previous = (await exists(current)) ? `${current}.before-restore-${stamp}` : null;
  if (previous) await rename(current, previous);
  try {
    await rename(replacement, current);
  } catch (error) {
    if (previous) await rename(previous, current);
    throw error;
  }
  return {
    previous,
    undo: async () => {
      await rm(current, { recursive: true, force: true });
      if (previous) await rename(previous, current);
    },
    discard: async () => {
      if (previous) await rm(previous, { recursive: true, force: true });
    },
  };
}
