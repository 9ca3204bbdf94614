import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Parser, type ReadEntry } from 'tar';
import { BackupRefusal } from './refusal';

/** gzip's magic bytes: every archive we write starts with them. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** One entry as it is read: its data is the stream, read once, in archive order. */
export type ArchiveEntry = ReadEntry;

/** Thrown by a handler that has read what it needed: reading stops, and this is not a failure. */
export class StopReading extends Error {}

/** Refuses a file that is not gzip at all before the tar parser guesses at it. */
async function assertGzip(path: string): Promise<void> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new BackupRefusal('not-found', { file: path })
      : new BackupRefusal('unreadable', { file: path, reason: error.message });
  });
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    if (bytesRead < 2 || head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) {
      throw new BackupRefusal('foreign', { file: path });
    }
  } finally {
    await handle.close();
  }
}

/**
 * Reads a gzip'd tar entry by entry: `onEntry` gets each one after the previous handler finished,
 * and must read it (what it leaves is drained). The parser is strict: a truncated or damaged
 * archive rejects with `corrupt`; an entry tar does not understand (hidden from a listing by the
 * parser) rejects too, so nothing in the file goes unseen. Nothing is written anywhere here.
 */
export async function readArchive(
  path: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  await assertGzip(path);
  const source = createReadStream(path);
  const parser = new Parser({ strict: true });
  let failure: unknown = null;
  let chain = Promise.resolve();
  /** The entry being read: a parser that fails mid-entry must end its reader too. */
  let current: ReadEntry | null = null;
  const stop = (error: unknown) => {
    failure ??= error;
    source.destroy();
  };
  parser.on('entry', (entry: ReadEntry) => {
    current = entry;
    entry.on('end', () => {
      if (current === entry) current = null;
    });
    chain = chain.then(async () => {
      if (failure) return entry.resume();
      try {
        await onEntry(entry);
      } catch (error) {
        stop(error);
      }
      entry.resume();
    });
  });
  parser.on('ignoredEntry', (entry: ReadEntry) =>
    stop(new BackupRefusal('unsafe-entry', { entry: entry.path, type: entry.type })),
  );
  const parsed = new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      // Damaged or truncated data: the entry being read will get no more, so it fails too.
      current?.destroy(error);
      reject(error);
    };
    parser.on('end', resolve);
    parser.on('error', failed);
    source.on('error', failed);
    source.on('close', () => {
      if (failure) resolve();
    });
  });
  source.pipe(parser as unknown as NodeJS.WritableStream);
  try {
    await parsed;
  } catch (error) {
    failure ??= new BackupRefusal('corrupt', { file: path, reason: describe(error) });
  }
  await chain;
  if (failure instanceof StopReading) return;
  if (failure) throw failure;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The whole data of an entry (for the small JSON entries). */
export async function readEntryBuffer(entry: ArchiveEntry, limit: number): Promise<Buffer> {
  if (entry.size > limit) {
    throw new BackupRefusal('corrupt', { entry: entry.path, reason: 'entry too large' });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
