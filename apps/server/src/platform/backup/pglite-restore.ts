import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { RawQuery } from '../db/database';
import { type ArchiveHandlers, applyArchive } from './apply-archive';
import { rowCount } from './catalog';
import { tableKey } from './manifest';
import type { TableCount } from './postgres-restore';
import { BackupRefusal } from './refusal';
import type { VerifiedArchive } from './verify';

/**
 * Restores a verified PGlite archive into `temporary` (a new sibling of the data folder) and counts
 * its rows there; the caller swaps the folder in only when every count matches the manifest. The
 * dump is loaded by PGlite itself (`loadDataDir`), after verify.ts checked its every path.
 */
export async function restorePgliteInto(options: {
  path: string;
  verified: VerifiedArchive;
  temporary: string;
  file: ArchiveHandlers['file'];
}): Promise<TableCount[]> {
  const { manifest } = options.verified;
  const parts: Buffer[] = [];
  await applyArchive(options.path, options.verified, {
    dump: async (data) => {
      // Copied: the parser's chunks are views the rest of the read must not be able to touch.
      for await (const chunk of data) parts.push(Buffer.from(chunk));
    },
    file: options.file,
  });
  const db = new PGlite(options.temporary, { loadDataDir: new Blob(parts) });
  parts.length = 0;
  try {
    await db.waitReady;
    const query: RawQuery = async (text, params) => (await db.query<never>(text, params)).rows;
    const counts: TableCount[] = [];
    for (const table of manifest.tables) {
      counts.push({
        table: tableKey(table),
        expected: table.rows,
        restored: await rowCount(query, { oid: 0, ...table }),
      });
    }
    await db.close();
    const wrong = counts.filter((c) => c.expected !== c.restored);
    if (wrong.length > 0) {
      throw new BackupRefusal('count-mismatch', {
        tables: wrong.map((c) => `${c.table} ${c.restored}/${c.expected}`).join(', '),
      });
    }
    return counts;
  } catch (error) {
    if (!db.closed) await db.close().catch(() => undefined);
    await rm(options.temporary, { recursive: true, force: true });
    throw error;
  }
}
