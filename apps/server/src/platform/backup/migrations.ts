import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppliedMigration } from './manifest';

/** One of this version's migrations: what drizzle runs and records (hash of the .sql file). */
export type AppMigration = {
  tag: string;
  hash: string;
  createdAt: number;
  statements: string[];
};

/** This version's migrations in the order drizzle applies them (drizzle/meta/_journal.json). */
export function appMigrations(folder: string): AppMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? String(index),
    hash: file.hash,
    createdAt: file.folderMillis,
    statements: file.sql,
  }));
}

/** The applied rows named with this version's tags (null for one this version does not know). */
export function nameApplied(
  rows: { hash: string; createdAt: number }[],
  known: AppMigration[],
): AppliedMigration[] {
  return rows.map((row) => ({
    tag: known.find((m) => m.hash === row.hash)?.tag ?? null,
    hash: row.hash,
    createdAt: row.createdAt,
  }));
}

/**
 * Whether this version can take a copy with `applied` migrations: every one must be ours, and
 * they must be the start of our list (drizzle applies in order, so a gap means the file differs).
 * Returns the migrations it does not know (empty: compatible), and the ones still to apply.
 */
export function compareMigrations(
  applied: AppliedMigration[],
  known: AppMigration[],
): { unknown: AppliedMigration[]; pending: AppMigration[] } {
  const unknown = applied.filter((m, i) => known[i]?.hash !== m.hash);
  return { unknown, pending: unknown.length > 0 ? [] : known.slice(applied.length) };
}
