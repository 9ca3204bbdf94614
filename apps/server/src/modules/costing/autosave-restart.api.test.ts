import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adjustmentFor, type CostDocumentHistory, type TransportCostView } from '@bus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../platform/http/app-type';
import { cookieWithRole } from '../../test/role-cookies';
import { buildTestApp, testConfig } from '../../test/test-app';
import { COSTING, uploadSample } from './test-support';

/**
 * Issue 4 "a server restart during autosave loses no acknowledged edit". The database must outlive
 * the process, so this runs on embedded PGlite in a folder (the durability of a PostgreSQL server
 * is PostgreSQL's own); the app is closed while a save is in flight and opened again on the folder.
 */
describe('autosave across a server restart', () => {
  const dirs: string[] = [];
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const open = async (dir: string) => {
    const app = await buildTestApp(testConfig({ DATA_DIR: dir, DATABASE_URL: undefined }));
    apps.push(app);
    return app;
  };
  const save = (app: App, cookie: string, period: string, version: number, adjustments: object[]) =>
    app.inject({
      method: 'PUT',
      url: `${COSTING}${period}/adjustments`,
      headers: { cookie },
      payload: { version, adjustments },
    });
  const read = async <T>(app: App, cookie: string, url: string) =>
    (await app.inject({ url: `${COSTING}${url}`, headers: { cookie } })).json() as T;

  it('keeps the acknowledged save, and the one in flight either whole or not at all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bus-restart-'));
    dirs.push(dir);
    const first = await open(dir);
    const cookie = await cookieWithRole(first, 'restart@example.kr', 'user');
    const period = `/${await uploadSample(first, cookie, 'A_city_bus_300', '재시작버스(주)')}/2024`;
    const view = await read<TransportCostView>(first, cookie, `${period}/transport-cost`);
    const [a, b] = view.classifications.filter((l) => l.category === 'administration_cost');
    if (!a || !b) throw new Error('sample A has administration lines');
    const acknowledged = [adjustmentFor(a, { category: 'transportation_cost' })];
    const inFlight = [...acknowledged, adjustmentFor(b, { excluded: true })];

    const ack = await save(first, cookie, period, 0, acknowledged);
    expect(ack.statusCode, ack.body).toBe(200);
    const pending = save(first, cookie, period, 1, inFlight);
    await first.close();
    const answered = await pending.catch(() => null);

    const second = await open(dir);
    const after = await read<TransportCostView>(second, cookie, `${period}/transport-cost`);
    const stored = after.classifications.filter((l) => l.adjustment).map((l) => l.key);
    if (after.document.version === 1) {
      expect(answered?.statusCode).not.toBe(200);
      expect(stored).toEqual([a.key]);
    } else {
      expect(after.document.version).toBe(2);
      expect(stored.sort()).toEqual([a.key, b.key].sort());
    }
    expect(after.classifications.find((l) => l.key === a.key)?.category).toBe(
      'transportation_cost',
    );
    const history = await read<CostDocumentHistory>(
      second,
      cookie,
      `${period}/adjustments/history`,
    );
    expect(history.items).toHaveLength(after.document.version);
  }, 180_000);
});
