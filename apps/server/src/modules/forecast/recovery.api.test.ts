import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastRuns } from '../../platform/db/schema/forecast';
import { cookieWithRole, TEST_ORGANISATION } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { membershipRepo } from '../organisations/membership';
import { recoverRuns, UNSAVED_RETENTION_DAYS } from './recovery';
import { runRepo } from './run-repo';
import { createForecastTestApp, get, monthlySeries } from './test-support';

const DAY_MS = 86_400_000;

/** ADR 0011: what a stopped process left is swept at start; unsaved runs go after 30 days. */
describe('forecast run recovery and retention', () => {
  let t: TestApp;
  let cookie = '';
  let userId = '';
  let organisationId = '';

  const insert = async (fields: Partial<typeof forecastRuns.$inferInsert>) => {
    const series = monthlySeries(24);
    const [row] = await t.app.services.database.db
      .insert(forecastRuns)
      .values({
        organisationId,
        userId,
        kind: 'forecast',
        model: 'seasonal-naive',
        models: ['seasonal-naive'],
        horizon: 6,
        points: 24,
        firstPeriod: series.labels[0] ?? '',
        lastPeriod: series.labels.at(-1) ?? '',
        request: { kind: 'forecast', model: 'seasonal-naive', series, horizon: 6, params: {} },
        series,
        fingerprint: 'f'.repeat(64),
        engineVersion: 'test',
        ...fields,
      })
      .returning({ id: forecastRuns.id });
    if (!row) throw new Error('no row');
    return row.id;
  };

  beforeAll(async () => {
    t = await createForecastTestApp({ LOG_LEVEL: 'error' });
    cookie = await cookieWithRole(t.app, 'recovery@forecast.test', 'user');
    userId = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().id;
    organisationId = await membershipRepo(t.app.services.database.db).ensureOrganisation(
      TEST_ORGANISATION,
      'operator',
    );
  }, 60_000);
  afterAll(() => t?.close());

  it('fails runs a stopped in-process queue left running and computes the queued ones', async () => {
    const running = await insert({ status: 'running', stage: 'fitting', progress: 40 });
    const queued = await insert({});
    const runs = runRepo(t.app.services.database.db);
    await recoverRuns(runs, t.app.services.forecast.runner, pino({ level: 'silent' }));
    const failed = await get(t.app, cookie, `/runs/${running}`);
    expect(failed.statusCode, failed.body).toBe(200);
    if (t.app.services.forecast.runner.driver === 'in-process') {
      expect(failed.json()).toMatchObject({
        status: 'failed',
        error: { code: 'forecast/worker-crashed', params: { reason: 'server_restarted' } },
        forecast: null,
      });
    } else {
      // BullMQ retries a job whose process died (its lock lapses); the sweep leaves it to it.
      expect(failed.json().status).toBe('running');
    }
    await expect
      .poll(async () => (await get(t.app, cookie, `/runs/${queued}`)).json().status, {
        timeout: 60_000,
      })
      .toBe('succeeded');
  }, 90_000);

  it('purges unsaved runs past 30 days and keeps saved ones', async () => {
    const old = new Date(Date.now() - (UNSAVED_RETENTION_DAYS + 1) * DAY_MS);
    const stale = await insert({ status: 'failed', createdAt: old });
    const kept = await insert({ status: 'succeeded', saved: true, name: '보관', createdAt: old });
    const recent = await insert({ status: 'failed' });
    const runs = runRepo(t.app.services.database.db);
    expect(await runs.purgeUnsaved(new Date(Date.now() - UNSAVED_RETENTION_DAYS * DAY_MS))).toBe(1);
    const left = await t.app.services.database.db
      .select({ id: forecastRuns.id })
      .from(forecastRuns)
      .where(eq(forecastRuns.organisationId, organisationId));
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(stale);
    expect(ids).toEqual(expect.arrayContaining([kept, recent]));
  });
});
