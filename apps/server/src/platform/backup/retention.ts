import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupKind } from '@bus/domain';
import { isPartialName } from './archive-writer';
import { parseArchiveName } from './manifest';

export type ArchiveListing = {
  name: string;
  at: Date;
  kind: BackupKind;
  sizeBytes: number;
  mtimeMs: number;
};

/** The archives in BACKUP_DIR (by their name's pattern), newest first. A missing folder is empty. */
export async function listArchives(directory: string): Promise<ArchiveListing[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const found: ArchiveListing[] = [];
  for (const name of names) {
    const parsed = parseArchiveName(name);
    if (!parsed) continue;
    const info = await stat(join(directory, name)).catch(() => null);
    if (!info?.isFile()) continue;
    found.push({ name, ...parsed, sizeBytes: info.size, mtimeMs: info.mtimeMs });
  }
  return sortNewestFirst(found);
}

export function sortNewestFirst<T extends { name: string; at: Date }>(archives: T[]): T[] {
  return [...archives].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
  );
}

/** BACKUP_RETENTION: the archives past the newest `keep`, which go after a successful backup. */
export function beyondRetention<T extends { name: string; at: Date }>(
  archives: T[],
  keep: number,
): T[] {
  return sortNewestFirst(archives).slice(keep);
}

/** A crashed backup's temporary file is left a day, in case another process is still writing it. */
export const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** Deletes the archives beyond retention and stale temporary files; returns the names removed. */
export async function applyRetention(
  directory: string,
  keep: number,
  now: Date,
): Promise<string[]> {
  const removed: string[] = [];
  for (const archive of beyondRetention(await listArchives(directory), keep)) {
    await rm(join(directory, archive.name), { force: true });
    removed.push(archive.name);
  }
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (!isPartialName(name)) continue;
    const info = await stat(join(directory, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > STALE_PARTIAL_MS) {
      await rm(join(directory, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
