import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/database';
import { appMigrations, compareMigrations } from './migrations';

const known = appMigrations(MIGRATIONS_FOLDER);
const applied = (count: number) =>
  known.slice(0, count).map(({ tag, hash, createdAt }) => ({ tag, hash, createdAt }));

describe('which archives this version can restore', () => {
  it('reads the migrations in journal order with their tags', () => {
    expect(known[0]?.tag).toBe('0000_init');
    expect(known.length).toBeGreaterThan(5);
    expect(known.every((m) => /^[0-9a-f]{64}$/.test(m.hash))).toBe(true);
  });

  it('takes an archive of this or an older version, and names what is still to apply', () => {
    expect(compareMigrations(applied(known.length), known)).toEqual({ unknown: [], pending: [] });
    const older = compareMigrations(applied(3), known);
    expect(older.unknown).toEqual([]);
    expect(older.pending.map((m) => m.tag)).toEqual(known.slice(3).map((m) => m.tag));
  });

  it('refuses a migration it does not have, or a changed one', () => {
    const future = { tag: '9999_future', hash: 'f'.repeat(64), createdAt: 4e12 };
    expect(compareMigrations([...applied(known.length), future], known).unknown).toEqual([future]);
    const [first, ...rest] = applied(known.length);
    const edited = { ...(first as (typeof rest)[0]), hash: '0'.repeat(64) };
    expect(compareMigrations([edited, ...rest], known).unknown).toEqual([edited]);
  });
});
