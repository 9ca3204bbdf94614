import { describe, expect, it } from 'vitest';
import { beyondRetention } from './retention';

const archive = (iso: string, kind = 'pglite') => ({
  name: `bus-backup-${iso.replace(/[-:]/g, '').replace('.000', '')}-${kind}.tar.gz`,
  at: new Date(iso),
});

describe('BACKUP_RETENTION', () => {
  it('deletes the oldest beyond the number kept, whatever order the folder lists them in', () => {
    const list = [
      archive('2026-11-29T03:00:00.000Z'),
      archive('2026-12-01T03:00:00.000Z'),
      archive('2026-11-30T03:00:00.000Z'),
      archive('2026-11-28T03:00:00.000Z'),
    ];
    expect(beyondRetention(list, 2).map((a) => a.at.toISOString())).toEqual([
      '2026-11-29T03:00:00.000Z',
      '2026-11-28T03:00:00.000Z',
    ]);
    expect(beyondRetention(list, 14)).toEqual([]);
  });
});
