import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../platform/db/schema/auth';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';

const SEEDED = 10_000;
/** Every 100th seeded user carries the searched word in one of the three searched fields. */
const NEEDLE_EVERY = 100;
const BATCH = 1_000;

function seededUser(i: number) {
  const needle = i % NEEDLE_EVERY === 0;
  const field = (i / NEEDLE_EVERY) % 3;
  return {
    id: `seed-${String(i).padStart(5, '0')}`,
    email: needle && field === 0 ? `needle.${i}@seed.kr` : `user${i}@seed.kr`,
    name: needle && field === 1 ? `김 Needle ${i}` : `사용자 ${i}`,
    username: needle && field === 2 ? `NEEDLE_${i}` : `user_${i}`,
    role: 'user',
    // One second apart, newest last: the list shows the highest i first.
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
  };
}

// data-center-board-admin.md §9: the user table pages by 10; issue 6 measures 10,000 users.
describe('admin user search over 10,000 users', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await cookieWithRole(t.app, 'search-admin@example.kr', 'admin');
    await t.app.services.database.db.transaction(async (tx) => {
      for (let start = 0; start < SEEDED; start += BATCH) {
        const rows = Array.from({ length: BATCH }, (_, k) => seededUser(start + k + 1));
        await tx.insert(user).values(rows);
      }
    });
  }, 120_000);
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ url: `/api/admin/users?${query}`, headers: { cookie: admin } });

  it('finds the matching users by e-mail, name or username, 10 per page, newest first', async () => {
    const response = await list('q=needle&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: SEEDED / NEEDLE_EVERY, page: 1, pageSize: 10 });
    expect(body.items.map((u: { id: string }) => u.id)).toEqual(
      Array.from({ length: 10 }, (_, k) => seededUser(SEEDED - k * NEEDLE_EVERY).id),
    );
    const last = (await list('q=NEEDLE&page=10')).json();
    expect(last.items.at(-1).id).toBe(seededUser(NEEDLE_EVERY).id);
    expect((await list('q=needle&page=11')).json()).toMatchObject({ items: [], total: 100 });
  });

  it('pages the whole table without a search and counts every user', async () => {
    const body = (await list('page=2')).json();
    expect(body.total).toBe(SEEDED + 1);
    expect(body.items).toHaveLength(10);
    expect(body.items[0].id).toBe(seededUser(SEEDED - 9).id);
  });

  it('matches within one field only, case-insensitively in Hangul and Latin', async () => {
    // user5@seed.kr is followed by the name 사용자 5: a term spanning both finds nothing.
    expect((await list(`q=${encodeURIComponent('kr사용자')}`)).json().total).toBe(0);
    expect((await list(`q=${encodeURIComponent('김 NEEDLE')}`)).json().total).toBe(34);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await list('q=%25&page=1')).json()).toMatchObject({ items: [], total: 0 });
    // user_99, user_990…999 and user_9900…9999; as a wildcard, `_` would also match user199@….
    expect((await list(`q=${encodeURIComponent('user_99')}`)).json().total).toBe(111);
  });
});
