import { BackupKind, BackupTrigger } from '@bus/domain';
import { z } from 'zod';

/**
 * The archive format (issue 18 §2), one gzip'd tar, entries in this order:
 *   manifest.json                         what is inside, known before any data is written
 *   database/pglite.tar                   PGlite: its data-directory dump (uncompressed tar)
 *   database/<schema>/<table>/000001.copy PostgreSQL: COPY text of each table, whole rows per chunk
 *   files/<path>                          the stored files (DATA_DIR/files)
 *   checksums.json                        last: size and SHA-256 of every entry before it
 */
export const ARCHIVE_FORMAT = 'bus-backup';
/** Raised when the layout changes; a restore refuses an archive of a newer format. */
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'checksums.json';
export const PGLITE_ENTRY = 'database/pglite.tar';
export const FILES_PREFIX = 'files/';
const TABLE_PREFIX = 'database/';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** One migration applied to the copied database, as drizzle records it (hash of the .sql file). */
export const AppliedMigration = z.object({
  tag: z.string().nullable(),
  hash: Sha256,
  createdAt: z.number().int(),
});
export type AppliedMigration = z.infer<typeof AppliedMigration>;

export const TableCopy = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  /** COPY's column list (generated columns left out: the database computes them again). */
  columns: z.array(z.string().min(1)),
  rows: z.number().int().nonnegative(),
});
export type TableCopy = z.infer<typeof TableCopy>;

/** A sequence's value, as text: bigint does not fit a JSON number. */
export const SequenceValue = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type SequenceValue = z.infer<typeof SequenceValue>;

export const StoredFileEntry = z.object({
  /** Relative to DATA_DIR/files, with forward slashes. */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: Sha256,
});
export type StoredFileEntry = z.infer<typeof StoredFileEntry>;

export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  driver: BackupKind,
  createdAt: z.iso.datetime(),
  trigger: BackupTrigger,
  /** The database server's version (PGlite's embedded one, or the PostgreSQL server's). */
  serverVersion: z.string(),
  migrations: z.array(AppliedMigration),
  /** Every table of the app's schemas with its row count, read in the backup's own snapshot. */
  tables: z.array(TableCopy),
  sequences: z.array(SequenceValue),
  files: z.array(StoredFileEntry),
});
export type Manifest = z.infer<typeof Manifest>;

export const ChecksumEntry = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: Sha256,
});
export type ChecksumEntry = z.infer<typeof ChecksumEntry>;
export const Checksums = z.object({ entries: z.array(ChecksumEntry) });
export type Checksums = z.infer<typeof Checksums>;

/** Rows across every table: the figure the overview shows. */
export const manifestRowCount = (manifest: Manifest) =>
  manifest.tables.reduce((sum, table) => sum + table.rows, 0);

/** `database/public/accounts/000003.copy`: names percent-encoded so a path stays one component. */
export function tableChunkEntry(table: Pick<TableCopy, 'schema' | 'name'>, chunk: number): string {
  const part = String(chunk).padStart(6, '0');
  return `${TABLE_PREFIX}${encodeURIComponent(table.schema)}/${encodeURIComponent(table.name)}/${part}.copy`;
}

const CHUNK_ENTRY = /^database\/([^/]+)\/([^/]+)\/(\d{6})\.copy$/;

/** The table and chunk number an entry holds, or null when it is not a table chunk. */
export function parseTableChunkEntry(
  path: string,
): { schema: string; name: string; chunk: number } | null {
  const match = CHUNK_ENTRY.exec(path);
  if (!match) return null;
  try {
    return {
      schema: decodeURIComponent(match[1] as string),
      name: decodeURIComponent(match[2] as string),
      chunk: Number(match[3]),
    };
  } catch {
    return null;
  }
}

export const tableKey = (table: Pick<TableCopy, 'schema' | 'name'>) =>
  `${table.schema}.${table.name}`;

// ------------------------------------------------------------------ archive names

/** `bus-backup-20261201T030000Z-pglite.tar.gz`: sortable by time, the driver readable at a glance. */
const ARCHIVE_NAME = /^bus-backup-(\d{8}T\d{6}Z)-(pglite|postgres)\.tar\.gz$/;

/** The second-precision UTC stamp of a name (`20261201T030000Z`). */
export function archiveStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

export function archiveName(at: Date, kind: BackupKind): string {
  return `bus-backup-${archiveStamp(at)}-${kind}.tar.gz`;
}

/** The time and driver a backup's file name states, or null for any other file. */
export function parseArchiveName(name: string): { at: Date; kind: BackupKind } | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const s = match[1] as string;
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return { at, kind: match[2] as BackupKind };
}
