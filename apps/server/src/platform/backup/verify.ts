import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Parser, type ReadEntry } from 'tar';
import { type ArchiveEntry, readArchive, readEntryBuffer, StopReading } from './archive-reader';
import {
  ARCHIVE_ENTRY_TYPES,
  DUMP_ENTRY_TYPES,
  safeDumpSegments,
  safeSegments,
} from './entry-paths';
import {
  ARCHIVE_FORMAT,
  CHECKSUMS_ENTRY,
  type ChecksumEntry,
  Checksums,
  FILES_PREFIX,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  Manifest,
  PGLITE_ENTRY,
  parseTableChunkEntry,
  tableKey,
} from './manifest';
import { type AppMigration, compareMigrations } from './migrations';
import { BackupRefusal } from './refusal';

/** The manifest and checksums are small JSON; anything bigger is not ours. */
const JSON_ENTRY_LIMIT = 256 * 1024 * 1024;

const corrupt = (reason: string, entry?: string) =>
  new BackupRefusal('corrupt', entry ? { reason: `${entry}: ${reason}` } : { reason });

/** The first entry, parsed in steps so each way of being wrong gets its own refusal. */
export function parseManifest(data: Buffer, file: string, known: AppMigration[]): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw new BackupRefusal('foreign', { file });
  }
  const head = json as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== ARCHIVE_FORMAT) throw new BackupRefusal('foreign', { file });
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new BackupRefusal('newer-format', { version: head.formatVersion });
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw corrupt(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(), MANIFEST_ENTRY);
  }
  const { unknown } = compareMigrations(parsed.data.migrations, known);
  if (unknown.length > 0) {
    const names = unknown.map((m) => m.tag ?? m.hash.slice(0, 12)).join(', ');
    throw new BackupRefusal('newer-migrations', { migrations: names });
  }
  return parsed.data;
}

/** Only the manifest (the first entry): what the overview lists, without reading the data. */
export async function readManifestOnly(path: string, known: AppMigration[]): Promise<Manifest> {
  let manifest: Manifest | null = null;
  await readArchive(path, async (entry) => {
    if (entry.path !== MANIFEST_ENTRY) throw new BackupRefusal('foreign', { file: path });
    manifest = parseManifest(await readEntryBuffer(entry, JSON_ENTRY_LIMIT), path, known);
    throw new StopReading();
  });
  if (!manifest) throw new BackupRefusal('foreign', { file: path });
  return manifest;
}

/** Bytes of one entry, hashed as they pass; `also` sees each chunk (row counts, inner tar). */
async function digest(
  entry: ArchiveEntry,
  also?: (chunk: Buffer) => Promise<void> | void,
): Promise<ChecksumEntry> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    if (also) await also(chunk);
  }
  return { path: entry.path, size, sha256: hash.digest('hex') };
}

export const countNewlines = (chunk: Buffer) => {
  let count = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) count += 1;
  return count;
};

/**
 * Checks PGlite's dump as it streams by: a tar whose entries are plain files and folders at
 * safe paths (PGlite's loader writes them into the restored folder, so a `../` must never reach it).
 */
function dumpInspector() {
  const parser = new Parser({ strict: true });
  let failure: unknown = null;
  parser.on('entry', (inner: ReadEntry) => {
    if (!DUMP_ENTRY_TYPES.has(inner.type) || !safeDumpSegments(inner.path)) {
      failure ??= new BackupRefusal('unsafe-entry', {
        entry: `${PGLITE_ENTRY}:${inner.path}`,
        type: inner.type,
      });
    }
    inner.resume();
  });
  parser.on('ignoredEntry', (inner: ReadEntry) => {
    failure ??= new BackupRefusal('unsafe-entry', { entry: inner.path, type: inner.type });
  });
  parser.on('error', (error: Error) => {
    failure ??= corrupt(error.message, PGLITE_ENTRY);
  });
  const ended = once(parser, 'end').catch(() => undefined);
  return {
    async write(chunk: Buffer) {
      if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), ended]);
    },
    async end() {
      parser.end();
      await Promise.race([ended, once(parser, 'close')]);
      if (failure) throw failure;
    },
  };
}

/** What a whole read of the archive established. */
export type VerifiedArchive = { manifest: Manifest; checksums: ChecksumEntry[] };

/** The verifier's running state: what was seen, to be compared with the manifest at the end. */
type Seen = {
  manifest: Manifest | null;
  checksums: ChecksumEntry[] | null;
  entries: ChecksumEntry[];
  paths: Set<string>;
  rows: Map<string, number>;
  chunks: Map<string, number>;
  files: Set<string>;
  lastTable: string | null;
};

async function checkTableChunk(entry: ArchiveEntry, seen: Seen, manifest: Manifest) {
  const chunk = parseTableChunkEntry(entry.path);
  const table =
    chunk && manifest.tables.find((t) => t.schema === chunk.schema && t.name === chunk.name);
  if (!chunk || !table || manifest.driver !== 'postgres') {
    throw new BackupRefusal('unsafe-entry', { entry: entry.path, type: 'unexpected entry' });
  }
  const key = tableKey(table);
  // A table's chunks lie together and in order: a restore streams them into one COPY.
  if (
    (seen.chunks.get(key) ?? 0) + 1 !== chunk.chunk ||
    (seen.lastTable !== key && seen.chunks.has(key))
  ) {
    throw corrupt('chunk out of order', entry.path);
  }
  seen.chunks.set(key, chunk.chunk);
  seen.lastTable = key;
  let rows = 0;
  const checked = await digest(entry, (data) => {
    rows += countNewlines(data);
  });
  seen.rows.set(key, (seen.rows.get(key) ?? 0) + rows);
  return checked;
}

async function checkStoredFile(entry: ArchiveEntry, seen: Seen, manifest: Manifest) {
  const relative = entry.path.slice(FILES_PREFIX.length);
  const listed = manifest.files.find((f) => f.path === relative);
  if (!listed || !safeSegments(relative)) {
    throw new BackupRefusal('unsafe-entry', { entry: entry.path, type: 'unlisted file' });
  }
  const checked = await digest(entry);
  if (checked.size !== listed.size || checked.sha256 !== listed.sha256) {
    throw corrupt('checksum mismatch', entry.path);
  }
  seen.files.add(relative);
  return checked;
}

async function checkDump(entry: ArchiveEntry, manifest: Manifest) {
  if (manifest.driver !== 'pglite') {
    throw new BackupRefusal('unsafe-entry', { entry: entry.path, type: 'unexpected entry' });
  }
  const inspector = dumpInspector();
  const checked = await digest(entry, (chunk) => inspector.write(chunk));
  await inspector.end();
  return checked;
}

async function checkEntry(entry: ArchiveEntry, seen: Seen, file: string, known: AppMigration[]) {
  if (!ARCHIVE_ENTRY_TYPES.has(entry.type) || !safeSegments(entry.path)) {
    throw new BackupRefusal('unsafe-entry', { entry: entry.path, type: entry.type });
  }
  if (seen.checksums) throw corrupt('entry after checksums.json', entry.path);
  if (seen.paths.has(entry.path)) throw corrupt('entry appears twice', entry.path);
  seen.paths.add(entry.path);
  if (!seen.manifest) {
    if (entry.path !== MANIFEST_ENTRY) throw new BackupRefusal('foreign', { file });
    const data = await readEntryBuffer(entry, JSON_ENTRY_LIMIT);
    seen.manifest = parseManifest(data, file, known);
    const sha256 = createHash('sha256').update(data).digest('hex');
    return seen.entries.push({ path: entry.path, size: data.length, sha256 });
  }
  const manifest = seen.manifest;
  if (entry.path === CHECKSUMS_ENTRY) {
    const data = await readEntryBuffer(entry, JSON_ENTRY_LIMIT);
    const checksums = (() => {
      try {
        return Checksums.safeParse(JSON.parse(data.toString('utf8')));
      } catch {
        return null;
      }
    })();
    if (!checksums?.success) throw corrupt('unreadable', CHECKSUMS_ENTRY);
    seen.checksums = checksums.data.entries;
    return;
  }
  if (entry.path === PGLITE_ENTRY) return seen.entries.push(await checkDump(entry, manifest));
  if (entry.path.startsWith(FILES_PREFIX)) {
    return seen.entries.push(await checkStoredFile(entry, seen, manifest));
  }
  seen.entries.push(await checkTableChunk(entry, seen, manifest));
}

/** The end of the read: the archive holds exactly what its manifest and checksums say. */
function checkComplete(seen: Seen): VerifiedArchive {
  const { manifest, checksums, entries } = seen;
  if (!manifest) throw corrupt('no manifest');
  if (!checksums) throw corrupt('no checksums.json (the archive ends early)');
  const same =
    checksums.length === entries.length &&
    checksums.every((c, i) => {
      const e = entries[i];
      return e && c.path === e.path && c.size === e.size && c.sha256 === e.sha256;
    });
  if (!same) {
    const bad = checksums.find(
      (c, i) => entries[i]?.sha256 !== c.sha256 || entries[i]?.path !== c.path,
    );
    throw corrupt('checksum mismatch', bad?.path ?? entries[checksums.length]?.path);
  }
  if (manifest.driver === 'pglite' && !seen.paths.has(PGLITE_ENTRY)) {
    throw corrupt('no database dump');
  }
  if (manifest.driver === 'postgres') {
    for (const table of manifest.tables) {
      const rows = seen.rows.get(tableKey(table)) ?? 0;
      if (rows !== table.rows)
        throw corrupt(`${rows} rows, manifest says ${table.rows}`, tableKey(table));
    }
  }
  const missing = manifest.files.find((f) => !seen.files.has(f.path));
  if (missing) throw corrupt('missing from the archive', `${FILES_PREFIX}${missing.path}`);
  return { manifest, checksums };
}

/**
 * Reads the whole archive without writing anything (issue 18 §2, restore's first step): the
 * manifest first, of our format and not newer than this version, with migrations this version
 * has; every entry a plain file at a safe path, in the layout manifest.ts describes; every size
 * and SHA-256 as checksums.json states; every table's row count and every listed file present.
 */
export async function verifyArchive(path: string, known: AppMigration[]): Promise<VerifiedArchive> {
  const seen: Seen = {
    manifest: null,
    checksums: null,
    entries: [],
    paths: new Set(),
    rows: new Map(),
    chunks: new Map(),
    files: new Set(),
    lastTable: null,
  };
  await readArchive(path, async (entry) => {
    await checkEntry(entry, seen, path, known);
  });
  return checkComplete(seen);
}
