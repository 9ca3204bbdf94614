import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFinancialTestApp,
  endedJob,
  fixture,
  formFields,
  upload,
} from '../../modules/financial-data/test-support';
import {
  endedRun,
  monthlySeries,
  post,
  runWhen,
  submitForecast,
} from '../../modules/forecast/test-support';
import { cookieWithRole } from '../../test/role-cookies';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { App } from '../http/app-type';

const TOKEN = 'prometheus-scrape-token-0123456789abcdef';
const AUTH = { authorization: `Bearer ${TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

const TYPE_LINE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;
const HELP_LINE = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;
/** Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client says Nan). */
const SAMPLE_LINE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[+-]?inf|nan))$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g;

/**
 * Parses the Prometheus text format (0.0.4) strictly: every line a HELP, a TYPE or a sample of a
 * declared family (histograms' _bucket, _sum and _count), labels well quoted. Throws otherwise.
 */
function parseExposition(text: string): Sample[] {
  const families = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || HELP_LINE.test(line)) continue;
    const type = TYPE_LINE.exec(line);
    if (type?.[1]) {
      families.add(type[1]);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample?.[1] || sample[3] === undefined) throw new Error(`not Prometheus text: ${line}`);
    const name = sample[1];
    const family = name.replace(/_(bucket|sum|count)$/, '');
    if (!families.has(name) && !families.has(family)) throw new Error(`no TYPE for ${name}`);
    const labelText = sample[2] ?? '';
    if (labelText.replace(LABEL, '').replaceAll(',', '') !== '') {
      throw new Error(`malformed labels: ${line}`);
    }
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map((m) => [m[1], m[2]]));
    samples.push({ name, labels, value: Number(sample[3]) });
  }
  return samples;
}

/** The one sample of `name` whose labels include `labels`; 0 when there is none yet. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}

async function scrape(app: App, options: Partial<InjectOptions> = {}): Promise<Sample[]> {
  const response = await app.inject({ url: '/metrics', headers: AUTH, ...options });
  expect(response.statusCode).toBe(200);
  return parseExposition(response.body);
}

const healthRequests = { method: 'GET', route: '/api/health', status_class: '2xx' };

describe('GET /metrics when METRICS_TOKEN is unset', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // With the built web app served, so the history fallback could swallow the path.
    dist = await mkdtemp(join(tmpdir(), 'bus-metrics-web-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers 404 as an unknown path, token or not, and never the web app', async () => {
    for (const headers of [{}, AUTH]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', status: 404 });
      expect(response.body).not.toContain('id="root"');
    }
    expect((await t.app.inject({ url: '/some/client/route' })).body).toContain('id="root"');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createFinancialTestApp({ METRICS_TOKEN: TOKEN, FORECAST_JOBS_PER_USER: '5' });
    cookie = await cookieWithRole(t.app, 'metrics@example.kr', 'user');
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses a request without the token or with a wrong one: 401 and nothing more', async () => {
    const attempts = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        type: 'urn:bus:problem:unauthenticated',
        title: 'Unauthorized',
        status: 401,
        code: 'unauthenticated',
      });
    }
  });

  it('answers valid Prometheus text, uncached, with the process metrics under bus_', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseExposition(response.body);
    for (const name of [
      'bus_process_cpu_seconds_total',
      'bus_process_resident_memory_bytes',
      'bus_nodejs_eventloop_lag_seconds',
      'bus_nodejs_heap_size_used_bytes',
    ]) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
    // Only the scrape itself is in flight: every request before it was taken off when answered.
    expect(sampleValue(samples, 'bus_http_requests_in_flight')).toBe(1);
    expect(samples.every((s) => s.name.startsWith('bus_'))).toBe(true);
  });

  it('counts requests by route pattern, exactly as many as were made', async () => {
    const before = await scrape(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
    const id = '00000000-0000-4000-8000-00000000abcd';
    await t.app.inject({ url: `/api/financial-data/jobs/${id}`, headers: { cookie } });
    await t.app.inject({ url: `/api/financial-data/jobs/${id.replace('abcd', 'abce')}` });
    const after = await scrape(t.app);
    const count = (samples: Sample[], labels: Record<string, string>) =>
      sampleValue(samples, 'bus_http_requests_total', labels);
    expect(count(after, healthRequests) - count(before, healthRequests)).toBe(3);
    const durations = 'bus_http_request_duration_seconds_count';
    expect(
      sampleValue(after, durations, healthRequests) -
        sampleValue(before, durations, healthRequests),
    ).toBe(3);
    // Two ids, one series: the pattern, never the raw URL. The role guard's 401 counts too.
    const job = { method: 'GET', route: '/api/financial-data/jobs/:id' };
    expect(
      count(after, { ...job, status_class: '4xx' }) -
        count(before, { ...job, status_class: '4xx' }),
    ).toBe(2);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
  });

  it('puts every unknown path under one route label', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    const before = sampleValue(await scrape(t.app), 'bus_http_requests_total', unmatched);
    await t.app.inject({ url: '/api/no-such-route' });
    await t.app.inject({ url: '/no/such/page?x=1' });
    const after = await scrape(t.app);
    expect(sampleValue(after, 'bus_http_requests_total', unmatched) - before).toBe(2);
    expect(after.some((s) => s.labels.route?.includes('no-such'))).toBe(false);
  });

  it('times extraction jobs by outcome', async () => {
    const count = 'bus_extraction_job_duration_seconds_count';
    const before = await scrape(t.app);
    const good = await upload(t.app, cookie, [
      ...formFields('지표 시험 운수'),
      {
        name: 'file',
        fileName: 'balance_sheet.csv',
        bytes: await fixture('samples', 'A_city_bus_300', 'balance_sheet.csv'),
      },
    ]);
    expect(good.statusCode).toBe(202);
    expect((await endedJob(t.app, cookie, good.json().job.id)).status).toBe('done');
    const bad = await upload(t.app, cookie, [
      ...formFields('지표 실패 운수'),
      {
        name: 'file',
        fileName: 'no-accounts.xlsx',
        bytes: await fixture('statements', 'bad', 'no-accounts.xlsx'),
      },
    ]);
    expect(bad.statusCode).toBe(202);
    expect((await endedJob(t.app, cookie, bad.json().job.id)).status).toBe('failed');
    const after = await scrape(t.app);
    for (const outcome of ['done', 'failed']) {
      expect(sampleValue(after, count, { outcome }) - sampleValue(before, count, { outcome })).toBe(
        1,
      );
    }
    expect(
      sampleValue(after, 'bus_extraction_job_duration_seconds_sum', { outcome: 'done' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(after, 'bus_extraction_job_duration_seconds_bucket', {
        outcome: 'done',
        le: '+Inf',
      }),
    ).toBe(sampleValue(after, count, { outcome: 'done' }));
  }, 120_000);

  it('times forecast runs by model and outcome', async () => {
    const labels = { model: 'seasonal-naive', outcome: 'succeeded' };
    const count = 'bus_forecast_run_duration_seconds_count';
    const before = sampleValue(await scrape(t.app), count, labels);
    const run = await submitForecast(t.app, cookie, {
      model: 'seasonal-naive',
      series: monthlySeries(36),
    });
    expect((await endedRun(t.app, cookie, run.id)).status).toBe('succeeded');
    const after = await scrape(t.app);
    expect(sampleValue(after, count, labels) - before).toBe(1);
    expect(sampleValue(after, 'bus_forecast_run_duration_seconds_sum', labels)).toBeGreaterThan(0);
  }, 120_000);

  it('shows a queued forecast run waiting behind the running one', async () => {
    // One forecast worker (the default): the second run waits while the first computes.
    const slow = { model: 'auto', series: monthlySeries(120, '2014-01'), horizon: 18 };
    const running = await submitForecast(t.app, cookie, slow);
    const queued = await submitForecast(t.app, cookie, slow);
    await runWhen(t.app, cookie, running.id, (run) => run.status === 'running');
    const samples = await scrape(t.app);
    const depth = (state: string) =>
      sampleValue(samples, 'bus_job_queue_depth', { queue: 'forecast', lane: 'document', state });
    expect({ waiting: depth('waiting'), running: depth('running') }).toEqual({
      waiting: 1,
      running: 1,
    });
    // The extraction queue has both lanes, idle now.
    for (const lane of ['document', 'ocr']) {
      for (const state of ['waiting', 'running']) {
        const labels = { queue: 'extraction', lane, state };
        expect({ ...labels, value: sampleValue(samples, 'bus_job_queue_depth', labels) }).toEqual({
          ...labels,
          value: 0,
        });
      }
    }
    // On REDIS_URL these are BullMQ's counts of the shared queue, not this process's.
    expect(t.app.services.forecast.runner.driver).toBe(
      process.env.REDIS_URL ? 'bullmq' : 'in-process',
    );
    for (const run of [queued, running]) await post(t.app, cookie, `/runs/${run.id}/cancel`, {});
    await endedRun(t.app, cookie, running.id);
  }, 120_000);

  it('reports the PostgreSQL pool, and nothing of a pool on PGlite', async () => {
    const samples = await scrape(t.app);
    const pool = samples.filter((s) => s.name.startsWith('bus_db_pool_'));
    if (!process.env.TEST_DATABASE_URL) {
      expect(pool).toEqual([]);
      return;
    }
    expect(sampleValue(samples, 'bus_db_pool_max_connections')).toBe(10);
    const total = sampleValue(samples, 'bus_db_pool_connections');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(sampleValue(samples, 'bus_db_pool_idle_connections')).toBeLessThanOrEqual(total);
    expect(pool.map((s) => s.name)).toContain('bus_db_pool_waiting_requests');
  });
});

describe('GET /metrics with METRICS_ALLOW, beside another app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16' });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 404 to a client outside the list, even with the token', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves a listed client, and counts this app’s requests only', async () => {
    const from = { remoteAddress: '10.20.5.6' };
    // The app above answered /api/health in this same process: none of those count here.
    expect(sampleValue(await scrape(t.app, from), 'bus_http_requests_total', healthRequests)).toBe(
      0,
    );
    await t.app.inject({ url: '/api/health' });
    expect(sampleValue(await scrape(t.app, from), 'bus_http_requests_total', healthRequests)).toBe(
      1,
    );
    expect((await t.app.inject({ ...from, url: '/metrics' })).statusCode).toBe(401);
  });
});
