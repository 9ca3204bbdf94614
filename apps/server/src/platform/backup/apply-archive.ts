import { createHash } from 'node:crypto';
import { readArchive } from './archive-reader';
import { safeSegments } from './entry-paths';
import {
  CHECKSUMS_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  PGLITE_ENTRY,
  parseTableChunkEntry,
} from './manifest';
import { BackupRefusal } from './refusal';
import type { VerifiedArchive } from './verify';

export type ArchiveHandlers = {
  dump?(data: AsyncIterable<Buffer>): Promise<void>;
  tableChunk?(table: { schema: string; name: string }, data: AsyncIterable<Buffer>): Promise<void>;
  file(segments: string[], data: AsyncIterable<Buffer>): Promise<void>;
};

async function* hashing(
  source: AsyncIterable<Buffer>,
  hash: ReturnType<typeof createHash>,
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * The second read of a verified archive, handing each entry's data to its handler. Each entry is
 * hashed again on the way and compared with what the verification saw, so a file changed between
 * the two reads fails the restore (which then rolls back) instead of loading other bytes.
 */
export async function applyArchive(
  path: string,
  verified: VerifiedArchive,
  handlers: ArchiveHandlers,
): Promise<void> {
  let index = 0;
  await readArchive(path, async (entry) => {
    if (entry.path === CHECKSUMS_ENTRY) return;
    const expected = verified.checksums[index];
    index += 1;
    if (!expected || expected.path !== entry.path) {
      throw new BackupRefusal('corrupt', { reason: `${entry.path}: changed since it was checked` });
    }
    const hash = createHash('sha256');
    const data = hashing(entry as AsyncIterable<Buffer>, hash);
    const chunk = parseTableChunkEntry(entry.path);
    const segments = entry.path.startsWith(FILES_PREFIX)
      ? safeSegments(entry.path.slice(FILES_PREFIX.length))
      : null;
    if (entry.path === MANIFEST_ENTRY) for await (const _ of data);
    else if (entry.path === PGLITE_ENTRY && handlers.dump) await handlers.dump(data);
    else if (chunk && handlers.tableChunk) await handlers.tableChunk(chunk, data);
    else if (segments) await handlers.file(segments, data);
    else throw new BackupRefusal('unsafe-entry', { entry: entry.path, type: 'unexpected entry' });
    if (hash.digest('hex') !== expected.sha256) {
      throw new BackupRefusal('corrupt', { reason: `${entry.path}: changed since it was checked` });
    }
  });
  if (index !== verified.checksums.length) {
    throw new BackupRefusal('corrupt', { reason: 'the archive changed since it was checked' });
  }
}
