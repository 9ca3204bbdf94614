import type { ForecastRunList, RealisedAccuracy } from '@bus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { insertCompany } from '../depreciation/test-support';
import {
  createForecastTestApp,
  endedRun,
  FORECAST,
  get,
  monthlySeries,
  post,
  submitForecast,
} from './test-support';

/**
 * Issue 16 §1, §2, §4–§6 over HTTP: runs of the three kinds computed in the worker pool and stored
 * with request, fingerprint, result and engine version; refusals before anything is stored; save,
 * export, logs and realised accuracy.
 */
describe('forecast runs', () => {
  let t: TestApp;
  let cookie = '';
  let companyId = '';
  const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${FORECAST}${url}`, headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createForecastTestApp();
    cookie = await cookieWithRole(t.app, 'analyst@forecast.test', 'user');
    companyId = await insertCompany(t.app, '예측 시험운수(주)');
  }, 60_000);
  afterAll(() => t?.close());

  it('runs a forecast in the worker pool and stores it with its fingerprint and engine', async () => {
    const series = monthlySeries(60);
    const queued = await submitForecast(t.app, cookie, {
      companyId,
      model: 'ets',
      series,
      horizon: 12,
    });
    expect(queued).toMatchObject({
      status: 'queued',
      model: 'ets',
      points: 60,
      firstPeriod: '2019-01',
    });
    const run = await endedRun(t.app, cookie, queued.id);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.engineVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(run.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const forecast = run.forecast;
    expect(forecast?.forecast.labels).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    forecast?.forecast.mean.forEach((mean, i) => {
      expect(forecast.forecast.lower95[i]).toBeLessThanOrEqual(forecast.forecast.lower80[i] ?? 0);
      expect(forecast.forecast.lower80[i]).toBeLessThanOrEqual(mean);
      expect(forecast.forecast.upper95[i]).toBeGreaterThanOrEqual(
        forecast.forecast.upper80[i] ?? 0,
      );
    });
    expect(forecast?.backtest?.folds).toHaveLength(3);
    expect(forecast?.metrics.smape).toBeGreaterThan(0);
    expect(forecast?.periodAnalysis).toEqual({
      actualMonths: 60,
      forecastMonths: 12,
      totalMonths: 72,
      targetTotalMonths: null,
    });
    const again = await submitForecast(t.app, cookie, { model: 'theta', series, horizon: 6 });
    expect(again.fingerprint).toBe(run.fingerprint);
  }, 120_000);

  it('runs the auto mode end to end and says what it chose', async () => {
    const queued = await submitForecast(t.app, cookie, {
      model: 'auto',
      series: monthlySeries(60),
      horizon: 12,
    });
    const run = await endedRun(t.app, cookie, queued.id, 300_000);
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.forecast?.description).toMatch(/auto/);
    expect(run.forecast?.forecast.mean).toHaveLength(12);
    expect(run.metrics?.coverage95).not.toBeNull();
  }, 300_000);

  it("stores each model's diagnostics: SARIMA's order and residual ACF, XGBoost's importance", async () => {
    const series = monthlySeries(48);
    const sarima = await submitForecast(t.app, cookie, { model: 'sarima', series, horizon: 6 });
    const xgboost = await submitForecast(t.app, cookie, { model: 'xgboost', series, horizon: 6 });
    const arimaRun = await endedRun(t.app, cookie, sarima.id);
    expect(arimaRun.forecast?.diagnostics).toMatchObject({ kind: 'arima', order: { s: 12 } });
    const acf =
      arimaRun.forecast?.diagnostics?.kind === 'arima' ? arimaRun.forecast.diagnostics : null;
    expect(acf?.residualAcf.length).toBeGreaterThan(0);
    const treeRun = await endedRun(t.app, cookie, xgboost.id);
    expect(treeRun.forecast?.diagnostics?.kind).toBe('xgboost');
    // Both widen their intervals by their M3 factors; the screen words why from `reason`.
    expect(arimaRun.forecast?.calibration).toMatchObject({
      method: 'm3-default',
      reason: 'likelihood',
    });
    expect(treeRun.forecast?.calibration).toMatchObject({
      method: 'm3-default',
      reason: 'conformal',
    });
  }, 120_000);

  it('cross-validates one model and compares several on the same folds', async () => {
    const series = monthlySeries(48);
    const cv = await post(t.app, cookie, '/runs', {
      kind: 'cross-validation',
      model: 'theta',
      series,
      splits: 3,
      horizon: 6,
      minTrainSize: 24,
    });
    expect(cv.statusCode, cv.body).toBe(202);
    const compare = await post(t.app, cookie, '/runs', {
      kind: 'comparison',
      models: [{ model: 'seasonal-naive' }, { model: 'theta' }, { model: 'ets' }],
      series,
      splits: 2,
      horizon: 6,
    });
    expect(compare.statusCode, compare.body).toBe(202);
    const validated = await endedRun(t.app, cookie, cv.json().id);
    expect(validated.crossValidation?.backtest.folds.map((f) => f.trainSize)).toEqual([30, 36, 42]);
    const compared = await endedRun(t.app, cookie, compare.json().id);
    expect(compared.comparison?.rows.map((r) => r.model).sort()).toEqual([
      'ets',
      'seasonal-naive',
      'theta',
    ]);
    expect(compared.comparison?.folds).toHaveLength(2);
    const best = compared.comparison?.rows[0];
    expect(compared.comparison?.recommendation).toMatchObject({
      model: best?.model,
      smape: best?.metrics?.smape,
      runnerUp: { model: compared.comparison?.rows[1]?.model },
    });
  }, 120_000);

  const refused: Array<[string, object, number, string, Record<string, unknown>]> = [
    [
      'a parameter outside its range',
      { model: 'arima', params: { p: 9 } },
      400,
      'forecast/invalid-parameter',
      { parameter: 'p', min: 0, max: 5, got: 9 },
    ],
    [
      'an unknown parameter',
      { model: 'ets', params: { colour: 'red' } },
      400,
      'forecast/invalid-parameter',
      { parameter: 'colour' },
    ],
    [
      'a horizon over 120',
      { model: 'ets', horizon: 121 },
      400,
      'forecast/invalid-horizon',
      { min: 1, max: 120, got: 121 },
    ],
    [
      'a model that does not exist',
      { model: 'lstm' },
      400,
      'forecast/unknown-model',
      { model: 'lstm' },
    ],
    [
      'fewer points than N-BEATS needs',
      { model: 'nbeats', series: monthlySeries(30) },
      422,
      'forecast/series-too-short',
      { model: 'nbeats', min: 36, got: 30 },
    ],
    [
      'a constant series',
      { model: 'ets', series: { ...monthlySeries(30), values: Array(30).fill(7) } },
      422,
      'forecast/constant-series',
      {},
    ],
    [
      'an all-zero series',
      { model: 'theta', series: { ...monthlySeries(30), values: Array(30).fill(0) } },
      422,
      'forecast/constant-series',
      {},
    ],
  ];
  it.each(refused)(
    'refuses %s before storing anything',
    async (_name, body, status, code, params) => {
      const before = ((await get(t.app, cookie, '/runs?limit=100')).json() as ForecastRunList)
        .total;
      const response = await post(t.app, cookie, '/runs', {
        kind: 'forecast',
        series: monthlySeries(36),
        ...body,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, params });
      expect(((await get(t.app, cookie, '/runs?limit=100')).json() as ForecastRunList).total).toBe(
        before,
      );
    },
  );

  it('saves, unsaves and deletes a run; exports its numbers unrounded', async () => {
    const queued = await submitForecast(t.app, cookie, {
      companyId,
      model: 'theta',
      series: monthlySeries(40),
      horizon: 6,
    });
    const run = await endedRun(t.app, cookie, queued.id);
    const saved = await call('PUT', `/runs/${run.id}/save`, { name: '2025 운송수입 예측' });
    expect(saved.json()).toMatchObject({ saved: true, name: '2025 운송수입 예측' });
    const csv = await get(t.app, cookie, `/runs/${run.id}/export?format=csv&lang=en`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('period,actual,forecast,lower_80,upper_80,lower_95,upper_95');
    const future = lines.slice(41).map((line) => line.split(','));
    expect(future.map((cells) => cells[0])).toEqual(run.forecast?.forecast.labels);
    expect(future.map((cells) => Number(cells[2]))).toEqual(run.forecast?.forecast.mean);
    expect(future.map((cells) => Number(cells[6]))).toEqual(run.forecast?.forecast.upper95);
    const xlsx = await get(t.app, cookie, `/runs/${run.id}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const logs = (
      await get(t.app, cookie, `/runs?saved=true&model=theta&companyId=${companyId}`)
    ).json();
    expect(logs.items.map((item: { id: string }) => item.id)).toEqual([run.id]);
    const seoulToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const today = (
      await get(t.app, cookie, `/runs?saved=true&from=${seoulToday}&to=${seoulToday}`)
    ).json();
    expect(today.items.map((item: { id: string }) => item.id)).toEqual([run.id]);
    expect((await get(t.app, cookie, '/runs?saved=true&to=2020-12-31')).json().total).toBe(0);
    expect((await call('DELETE', `/runs/${run.id}/save`)).json()).toMatchObject({ saved: false });
    expect((await call('DELETE', `/runs/${run.id}`)).statusCode).toBe(204);
    expect((await get(t.app, cookie, `/runs/${run.id}`)).statusCode).toBe(404);
  }, 120_000);

  it('fails a run the model refuses while fitting, says why, stores no result, and cannot be saved', async () => {
    const series = monthlySeries(36);
    series.values[5] = 0;
    const queued = await submitForecast(t.app, cookie, {
      model: 'ets',
      params: { model: 'MAM' },
      series,
    });
    const run = await endedRun(t.app, cookie, queued.id);
    expect(run).toMatchObject({
      status: 'failed',
      error: { code: 'forecast/non-positive-values', params: { model: 'ets' } },
      forecast: null,
      metrics: null,
    });
    const response = await call('PUT', `/runs/${run.id}/save`, { name: '실패한 예측' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'forecast/not-finished' });
    const csv = await get(t.app, cookie, `/runs/${run.id}/export?format=csv`);
    expect(csv.json()).toMatchObject({ code: 'forecast/not-finished' });
  }, 60_000);

  it('fails with forecast/fit-failed naming the model when the chosen order cannot be fitted', async () => {
    // ARIMA(5,1,5) has more coefficients than 24 months can estimate: the fit itself fails.
    const queued = await submitForecast(t.app, cookie, {
      model: 'arima',
      params: { auto_order: false, auto_d: false, p: 5, d: 1, q: 5 },
      series: monthlySeries(24),
      horizon: 6,
    });
    const run = await endedRun(t.app, cookie, queued.id);
    expect(run).toMatchObject({
      status: 'failed',
      error: { code: 'forecast/fit-failed', params: { model: 'arima' } },
      forecast: null,
      metrics: null,
    });
  }, 60_000);

  it('scores a saved forecast on the actuals its series receives later', async () => {
    const first = monthlySeries(36, '2021-01');
    const created = await post(t.app, cookie, '/series', {
      companyId,
      name: '월 운송수입',
      series: first,
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId: string = created.json().id;
    const queued = await submitForecast(t.app, cookie, { seriesId, model: 'ets', horizon: 6 });
    expect(queued.companyId).toBe(companyId);
    const run = await endedRun(t.app, cookie, queued.id);
    await call('PUT', `/runs/${run.id}/save`, { name: '정확도 시험' });
    const none = (await get(t.app, cookie, `/runs/${run.id}/accuracy`)).json() as RealisedAccuracy;
    expect(none).toMatchObject({ periods: [], metrics: null });
    const longer = monthlySeries(40, '2021-01');
    const updated = await post(t.app, cookie, '/series', {
      companyId,
      name: '월 운송수입',
      series: longer,
      version: 1,
    });
    expect(updated.json()).toMatchObject({ id: seriesId, version: 2, points: 40 });
    const stale = await post(t.app, cookie, '/series', {
      companyId,
      name: '월 운송수입',
      series: longer,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const accuracy = (
      await get(t.app, cookie, `/runs/${run.id}/accuracy`)
    ).json() as RealisedAccuracy;
    expect(accuracy.periods.map((p) => p.label)).toEqual([
      '2024-01',
      '2024-02',
      '2024-03',
      '2024-04',
    ]);
    expect(accuracy.periods.map((p) => p.actual)).toEqual(longer.values.slice(36));
    expect(accuracy.metrics?.mae).toBeGreaterThan(0);
    const list = (await get(t.app, cookie, `/series?companyId=${companyId}`)).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: seriesId, points: 40, lastPeriod: '2024-04' }),
    );
  }, 120_000);
});
