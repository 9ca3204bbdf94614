import type { ForecastRun, ForecastRunSummary, SeriesData } from '@bus/domain';
import type { App } from '../../platform/http/app-type';
import { createTestApp, type TestApp } from '../../test/test-app';

export const FORECAST = '/api/forecast';

/**
 * The test app of forecasting: PGlite (or TEST_DATABASE_URL), on Redis/BullMQ when REDIS_URL is
 * set, five runs per user at most unless `env` says otherwise.
 */
export function createForecastTestApp(
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  return createTestApp({ REDIS_URL: process.env.REDIS_URL, FORECAST_JOBS_PER_USER: '5', ...env });
}

/**
 * `n` months of a made-up fare revenue from `start`: trend, a yearly season and a little
 * deterministic wiggle, in won (the fast models fit it in milliseconds).
 */
export function monthlySeries(n: number, start = '2019-01', level = 1_000_000_000): SeriesData {
  const [year = 2019, month = 1] = start.split('-').map(Number);
  const labels: string[] = [];
  const values: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const index = year * 12 + month - 1 + i;
    labels.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
    const season = Math.sin(((index % 12) / 12) * 2 * Math.PI) * 0.08;
    const wiggle = (((i * 7919) % 13) - 6) / 600;
    values.push(Math.round(level * (1 + 0.004 * i) * (1 + season + wiggle)));
  }
  return { frequency: 'monthly', labels, values };
}

export function post(app: App, cookie: string, url: string, payload: object) {
  return app.inject({ method: 'POST', url: `${FORECAST}${url}`, headers: { cookie }, payload });
}

export function get(app: App, cookie: string, url: string) {
  return app.inject({ url: `${FORECAST}${url}`, headers: { cookie } });
}

/** POST /runs of a forecast with `model` on `series`; the 202's summary. */
export async function submitForecast(
  app: App,
  cookie: string,
  body: Record<string, unknown>,
): Promise<ForecastRunSummary> {
  const response = await post(app, cookie, '/runs', { kind: 'forecast', ...body });
  if (response.statusCode !== 202)
    throw new Error(`run refused: ${response.statusCode} ${response.body}`);
  return response.json() as ForecastRunSummary;
}

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/** GET /runs/{id} until the run has ended (polled by hand, so usable in beforeAll too). */
export async function endedRun(app: App, cookie: string, id: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await get(app, cookie, `/runs/${id}`);
    const run = response.json() as ForecastRun;
    if (ENDED.has(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} did not end: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET /runs/{id} until `test` holds (a stage reached, a status). */
export async function runWhen(
  app: App,
  cookie: string,
  id: string,
  test: (run: ForecastRun) => boolean,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await get(app, cookie, `/runs/${id}`)).json() as ForecastRun;
    if (test(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} never matched: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
