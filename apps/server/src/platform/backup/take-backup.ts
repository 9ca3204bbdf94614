import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BackupKind, BackupTrigger } from '@bus/domain';
import type pg from 'pg';
import type { DatabaseHandle, RawQuery } from '../db/database';
import { ArchiveWriter } from './archive-writer';
import {
  appliedMigrationRows,
  describeTables,
  qualified,
  quoteIdent,
  sequenceValues,
  serverVersion,
} from './catalog';
import {
  ARCHIVE_FORMAT,
  archiveName,
  FILES_PREFIX,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  PGLITE_ENTRY,
  type TableCopy,
  tableChunkEntry,
  tableKey,
} from './manifest';
import { type AppMigration, nameApplied } from './migrations';
import { CopyOut } from './pg-copy';
import { applySessionSettings, clientQuery } from './postgres-session';
import { exists, listStoredFiles, type StoredFile } from './stored-files';
import { countNewlines } from './verify';

/**
 * A table's COPY text is cut into entries of about this size, at row boundaries (CopyOut's
 * buffers hold whole rows): a tar header needs each entry's size before its data, and no more
 * than one chunk is ever held in memory.
 */
export const CHUNK_BYTES = 8 * 1024 * 1024;

export type BackupRequest = {
  database: DatabaseHandle;
  filesDir: string;
  /** BACKUP_DIR. */
  directory: string;
  trigger: BackupTrigger;
  appVersion: string;
  known: AppMigration[];
  now: () => Date;
  /** PostgreSQL: the connection that holds the backup lock; the dump runs on it. */
  client?: pg.Client;
  /** Aborted when the server shuts down: the backup stops and leaves no archive. */
  signal?: AbortSignal;
};

export type BackupOutcome = {
  name: string;
  path: string;
  sizeBytes: number;
  manifest: Manifest;
};

type Snapshot = Pick<Manifest, 'tables' | 'sequences' | 'migrations' | 'serverVersion'>;

async function readSnapshot(query: RawQuery, known: AppMigration[]): Promise<Snapshot> {
  const tables = await describeTables(query);
  return {
    tables: tables.map(({ oid: _oid, ...table }) => table),
    sequences: await sequenceValues(query),
    migrations: nameApplied(await appliedMigrationRows(query), known),
    serverVersion: await serverVersion(query),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free name for `kind`: two backups within one second get the next second's name. */
async function freeName(
  request: BackupRequest,
  kind: BackupKind,
): Promise<{ at: Date; name: string }> {
  for (;;) {
    const at = request.now();
    const name = archiveName(at, kind);
    if (!(await exists(join(request.directory, name)))) return { at, name };
    await sleep(1000 - (at.getTime() % 1000) + 5);
  }
}

function manifestOf(
  request: BackupRequest,
  kind: BackupKind,
  at: Date,
  snapshot: Snapshot,
  files: StoredFile[],
): Manifest {
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: request.appVersion,
    driver: kind,
    createdAt: at.toISOString(),
    trigger: request.trigger,
    ...snapshot,
    files: files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
  };
}

async function addManifest(writer: ArchiveWriter, manifest: Manifest): Promise<void> {
  await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
}

/** The stored files, each checked against the SHA-256 the manifest already states. */
async function addFiles(writer: ArchiveWriter, files: StoredFile[]): Promise<void> {
  for (const file of files) {
    const sha256 = await writer.addStream(
      `${FILES_PREFIX}${file.path}`,
      file.size,
      createReadStream(file.absolute),
    );
    if (sha256 !== file.sha256) throw new Error(`${file.path} changed while it was copied`);
  }
}

/** One table's rows as COPY text, in chunks of whole rows. */
async function copyTable(client: pg.Client, writer: ArchiveWriter, table: TableCopy) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(new CopyOut(`COPY ${qualified(table)} (${columns}) TO STDOUT`));
  let parts: Buffer[] = [];
  let bytes = 0;
  let chunk = 0;
  let rows = 0;
  const flush = async () => {
    if (bytes === 0) return;
    const data = Buffer.concat(parts, bytes);
    parts = [];
    bytes = 0;
    chunk += 1;
    rows += countNewlines(data);
    await writer.add(tableChunkEntry(table, chunk), data);
  };
  for await (const data of copy as AsyncIterable<Buffer>) {
    parts.push(data);
    bytes += data.length;
    if (bytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  // Counted in the same snapshot: a difference means the dump is not what it claims.
  if (rows !== table.rows || copy.rowCount !== table.rows) {
    throw new Error(`${tableKey(table)}: copied ${rows} rows, counted ${table.rows}`);
  }
}

async function backUpPostgres(request: BackupRequest, at: Date, name: string) {
  const client = request.client;
  if (!client) throw new Error('a PostgreSQL backup needs its locked connection');
  await applySessionSettings(client);
  // One snapshot for every table: what was committed when the backup began, nothing after.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  let archive: ArchiveWriter | null = null;
  try {
    const snapshot = await readSnapshot(clientQuery(client), request.known);
    const files = await listStoredFiles(request.filesDir);
    const manifest = manifestOf(request, 'postgres', at, snapshot, files);
    archive = await ArchiveWriter.create(join(request.directory, name), at, request.signal);
    await addManifest(archive, manifest);
    for (const table of manifest.tables) await copyTable(client, archive, table);
    await client.query('COMMIT');
    await addFiles(archive, files);
    return { manifest, archive };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await archive?.abort();
    throw error;
  }
}

async function backUpPglite(request: BackupRequest, at: Date, name: string) {
  const pglite = request.database.pglite;
  if (!pglite) throw new Error('not a PGlite database');
  const { tar, during: snapshot } = await pglite.dump((query) =>
    readSnapshot(query, request.known),
  );
  const files = await listStoredFiles(request.filesDir);
  const manifest = manifestOf(request, 'pglite', at, snapshot, files);
  const archive = await ArchiveWriter.create(join(request.directory, name), at, request.signal);
  try {
    await addManifest(archive, manifest);
    const stream = Readable.fromWeb(tar.stream() as unknown as WebReadableStream<Uint8Array>);
    await archive.addStream(PGLITE_ENTRY, tar.size, stream);
    await addFiles(archive, files);
  } catch (error) {
    await archive.abort();
    throw error;
  }
  return { manifest, archive };
}

/**
 * Takes one backup into BACKUP_DIR (issue 18 §2): the database — PGlite's data-directory dump, or
 * PostgreSQL's tables as COPY text in one REPEATABLE READ snapshot — and the stored files, with
 * the manifest first and the checksums last, written under a temporary name and renamed when
 * complete. The caller holds the backup lock.
 */
export async function takeBackup(request: BackupRequest): Promise<BackupOutcome> {
  await mkdir(request.directory, { recursive: true, mode: 0o700 });
  const kind = request.database.driver;
  const { at, name } = await freeName(request, kind);
  let archive: ArchiveWriter | null = null;
  try {
    const taken =
      kind === 'pglite'
        ? await backUpPglite(request, at, name)
        : await backUpPostgres(request, at, name);
    archive = taken.archive;
    const sizeBytes = await archive.commit();
    return { name, path: join(request.directory, name), sizeBytes, manifest: taken.manifest };
  } catch (error) {
    await archive?.abort();
    throw error;
  }
}
