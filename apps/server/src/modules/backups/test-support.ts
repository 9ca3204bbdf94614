import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Header } from 'tar';
import { type Config, loadConfig } from '../../config';
import { readArchive, readEntryBuffer } from '../../platform/backup/archive-reader';
import { ArchiveWriter } from '../../platform/backup/archive-writer';
import { appTables, qualified } from '../../platform/backup/catalog';
import { CHECKSUMS_ENTRY } from '../../platform/backup/manifest';
import type { RawQuery } from '../../platform/db/database';
import type { App } from '../../platform/http/app-type';
import { buildTestApp } from '../../test/test-app';

/**
 * One installation for the backup tests, on the database CI runs them on: PGlite in a folder of
 * its own (a restore needs one; memory would not do), or a database of its own on the server of
 * TEST_DATABASE_URL. DATA_DIR (PGlite folder and stored files) and BACKUP_DIR are separate
 * temporary folders, so wiping DATA_DIR leaves the archives.
 */
export type Installation = {
  env: Record<string, string | undefined>;
  config: Config;
  dataDir: string;
  backupDir: string;
  /** Builds the app on it (as `npm start` would, with the given extra environment). */
  start(extra?: Record<string, string>): Promise<App>;
  /** Deletes everything: PGlite's DATA_DIR, or the PostgreSQL database (dropped, made empty). */
  wipe(): Promise<void>;
  /** Raw SQL on the installation's database, opened for `use` only (no app, no seeding). */
  withQuery<T>(use: (query: RawQuery) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

export async function createInstallation(
  env: Record<string, string | undefined> = {},
): Promise<Installation> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bus-backup-data-'));
  const backupDir = await mkdtemp(join(tmpdir(), 'bus-backup-archives-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `test_backup_${randomUUID().replaceAll('-', '')}`;
  if (serverUrl) await admin(serverUrl, `CREATE DATABASE ${name}`);
  const full: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SIGN_UP_IP_LIMIT: '100000',
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    DATABASE_URL: serverUrl ? withDatabase(serverUrl, name) : undefined,
    // CI runs the API tests once more with Redis: the job queue is BullMQ then.
    REDIS_URL: process.env.REDIS_URL,
    ...env,
  };
  const config = loadConfig(full);
  return {
    env: full,
    config,
    dataDir,
    backupDir,
    start: (extra = {}) => buildTestApp(loadConfig({ ...full, ...extra })),
    async wipe() {
      if (serverUrl) {
        await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin(serverUrl, `CREATE DATABASE ${name}`);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
    async withQuery(use) {
      const { database } = config;
      if (database.kind === 'postgres') {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return await use(async (text, params) => (await client.query(text, params)).rows);
        } finally {
          await client.end();
        }
      }
      const db = new PGlite(database.dataDir ?? undefined);
      try {
        return await use(async (text, params) => (await db.query<never>(text, params)).rows);
      } finally {
        await db.close();
      }
    },
    async dispose() {
      if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
      await rm(backupDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every row of every app table as PostgreSQL prints it (`row::text`, every column, generated
 * ones too), sorted: two databases with equal contents give equal maps, whatever the row order.
 */
export async function tableContents(query: RawQuery): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await appTables(query)) {
    const rows = await query<{ r: string }>(
      `SELECT t::text AS r FROM ${qualified(table)} t ORDER BY 1`,
    );
    contents[`${table.schema}.${table.name}`] = rows.map((row) => row.r);
  }
  return contents;
}

/** Every stored file's bytes by its path under DATA_DIR/files. */
export async function storedFiles(root: string): Promise<Record<string, Buffer>> {
  const found: Record<string, Buffer> = {};
  const walk = async (folder: string, prefix: string) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(folder, entry.name), path);
      else found[path] = await readFile(join(folder, entry.name));
    }
  };
  await walk(root, '');
  return found;
}

/**
 * A copy of `source` whose entries pass through `change` (return null to leave one out) and which
 * ends with `extra` entries and fresh checksums: an archive whose checksums are right but whose
 * content lies, as a forger would make it.
 */
export async function rewriteArchive(
  source: string,
  target: string,
  change: (path: string, data: Buffer) => Buffer | null,
  extra: { path: string; data: Buffer }[] = [],
): Promise<void> {
  const writer = await ArchiveWriter.create(target, new Date());
  await readArchive(source, async (entry) => {
    if (entry.path === CHECKSUMS_ENTRY) return;
    const data = change(entry.path, await readEntryBuffer(entry, 1 << 30));
    if (data) await writer.add(entry.path, data);
  });
  for (const entry of extra) await writer.add(entry.path, entry.data);
  await writer.commit();
}

/** A tar (uncompressed) with one entry of any type and path, for the inner-dump refusals. */
export function rawTar(
  entries: { path: string; type?: 'File' | 'SymbolicLink'; data?: Buffer; linkpath?: string }[],
): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const header = new Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: entry.type === 'SymbolicLink' ? 0 : data.length,
      mode: 0o644,
      mtime: new Date(),
      linkpath: entry.linkpath,
    });
    header.encode();
    if (header.block) blocks.push(header.block);
    if (entry.type !== 'SymbolicLink' && data.length > 0) {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
