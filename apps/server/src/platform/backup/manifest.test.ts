import { describe, expect, it } from 'vitest';
import {
  archiveName,
  archiveStamp,
  parseArchiveName,
  parseTableChunkEntry,
  tableChunkEntry,
} from './manifest';

describe('archive names', () => {
  it('are sortable by time, second precision, UTC, with the driver', () => {
    const at = new Date('2026-12-01T03:00:00.456Z');
    expect(archiveName(at, 'pglite')).toBe('bus-backup-20261201T030000Z-pglite.tar.gz');
    expect(archiveStamp(at)).toBe('20261201T030000Z');
    expect(parseArchiveName('bus-backup-20261201T030000Z-postgres.tar.gz')).toEqual({
      at: new Date('2026-12-01T03:00:00Z'),
      kind: 'postgres',
    });
  });

  it('leave out temporary files and anything else in the folder', () => {
    expect(parseArchiveName('.bus-backup-20261201T030000Z-pglite.tar.gz.1.ab.partial')).toBeNull();
    expect(parseArchiveName('bus-backup-20261301T030000Z-pglite.tar.gz')).toBeNull();
    expect(parseArchiveName('notes.txt')).toBeNull();
  });
});

describe('table chunk entries', () => {
  it('keep a table name with odd characters as one path component', () => {
    const entry = tableChunkEntry({ schema: 'public', name: 'a/b c' }, 12);
    expect(entry).toBe('database/public/a%2Fb%20c/000012.copy');
    expect(parseTableChunkEntry(entry)).toEqual({ schema: 'public', name: 'a/b c', chunk: 12 });
    expect(parseTableChunkEntry('database/public/user/1.copy')).toBeNull();
    expect(parseTableChunkEntry('files/ab/x')).toBeNull();
  });
});
