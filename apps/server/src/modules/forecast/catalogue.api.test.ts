import { FORECAST_MODELS, type ModelCatalogue, type SeriesInspection } from '@bus/domain';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieWithRole } from '../../test/role-cookies';
import type { TestApp } from '../../test/test-app';
import { multipart } from '../financial-data/test-support';
import { createForecastTestApp, FORECAST } from './test-support';

/** Issue 16 §3–§5: the public catalogue, the spec's parameter table, the templates per model. */
describe('forecast catalogue and templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createForecastTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('lists every model with its card and the parameter table, signed out', async () => {
    const response = await t.app.inject({ url: `${FORECAST}/models` });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json() as ModelCatalogue;
    expect(catalogue.models.map((m) => m.model).sort()).toEqual([...FORECAST_MODELS].sort());
    const xgboost = catalogue.parameters.find((p) => p.model === 'xgboost')?.parameters;
    expect(xgboost).toContainEqual(
      expect.objectContaining({ name: 'n_estimators', min: 10, max: 1000, default: 100 }),
    );
    const one = await t.app.inject({ url: `${FORECAST}/parameters/sarima` });
    expect(one.json()[0].parameters).toContainEqual(
      expect.objectContaining({ name: 's', min: 2, max: 24, default: 12 }),
    );
    expect((await t.app.inject({ url: `${FORECAST}/parameters/all` })).json()).toHaveLength(
      catalogue.parameters.length,
    );
  });

  it('gives every model its interval calibration and its figures on the M3 benchmark', async () => {
    const catalogue = (await t.app.inject({ url: `${FORECAST}/models` })).json() as ModelCatalogue;
    const card = (model: string) => catalogue.models.find((m) => m.model === model);
    // Prophet's own intervals fall short by different amounts per series: a backtest scales them.
    expect(card('prophet')?.calibration).toMatchObject({ mode: 'backtest' });
    expect(card('arima')?.calibration).toMatchObject({ mode: 'fixed', basis: 'likelihood' });
    for (const model of catalogue.models) {
      expect(model.calibration?.factor95).toBeGreaterThan(0);
      if (model.benchmark) {
        expect(model.benchmark.horizon).toBe(18);
        expect(model.benchmark.coverage95).toBeGreaterThan(0);
      }
    }
    expect(catalogue.models.some((m) => m.benchmark !== null)).toBe(true);
    expect(catalogue.benchmarkSource).toMatch(/M3/);
  });

  it.each(['xlsx', 'csv', 'json'] as const)(
    'downloads the %s template named after the model',
    async (format) => {
      const response = await t.app.inject({
        url: `${FORECAST}/templates/prophet?format=${format}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`prophet_template.${format}`);
      if (format === 'json') expect(response.json().rows).toHaveLength(60);
      if (format === 'csv') expect(response.body.startsWith('\uFEFF일자,운송수입,비고')).toBe(true);
      if (format === 'xlsx') {
        const book = XLSX.read(response.rawPayload);
        const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0] ?? ''] ?? {});
        expect(rows).toHaveLength(60);
      }
    },
  );

  it('reads its own templates back as 60 months', async () => {
    const cookie = await cookieWithRole(t.app, 'template@forecast.test', 'viewer');
    for (const format of ['xlsx', 'csv'] as const) {
      const file = await t.app.inject({ url: `${FORECAST}/templates/arima?format=${format}` });
      const { payload, contentType } = multipart([
        { name: 'file', fileName: `arima_template.${format}`, bytes: file.rawPayload },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `${FORECAST}/inspect`,
        headers: { cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const inspection = response.json() as SeriesInspection;
      expect(inspection).toMatchObject({ dateColumn: '일자', valueColumn: '운송수입' });
      expect(inspection.series.labels).toHaveLength(60);
    }
  }, 60_000);
});
