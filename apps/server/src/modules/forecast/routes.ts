import {
  ForecastRun,
  ForecastRunList,
  ForecastRunQuery,
  ForecastRunRequest,
  ForecastRunSave,
  ForecastRunSummary,
  RealisedAccuracy,
} from '@bus/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import type { Tenancy } from '../../platform/tenancy/tenancy';
import { registerCatalogueRoutes } from './catalogue-routes';
import { forecastCsv, forecastWorkbook } from './export';
import { registerInspectRoute } from './inspect-route';
import { runRequestError } from './request-errors';
import { CREATE, LIST, PREFIX, READ_RUN, RunParams, tags, WRITE_RUN } from './route-config';
import { registerSeriesRoutes } from './series-routes';
import type { ForecastServices } from './services';

const ExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(['ko', 'en']).default('ko'),
});

/**
 * Where a new run goes: the company's organisation (the caller must be able to write it), else
 * the caller's own; a saved series it reads must be one the caller may read.
 */
async function submitterOf(req: FastifyRequest, tenancy: Tenancy, body: ForecastRunRequest) {
  const scope = await tenancy.scopeOf(req);
  if (body.seriesId) await tenancy.require(req, 'forecast-series', body.seriesId, 'read');
  const organisationId = body.companyId
    ? (await tenancy.require(req, 'company', body.companyId, 'write')).organisationId
    : await tenancy.requireWritableOrganisation(req);
  return { userId: scope.userId, organisationId };
}

/** Every route under /api/forecast (contract: packages/domain/src/api/forecast.ts). */
export function registerForecastRoutes(
  app: App,
  tenancy: Tenancy,
  services: ForecastServices,
  uploadMaxBytes: number,
) {
  const { runs } = services;
  registerCatalogueRoutes(app);
  registerInspectRoute(app, services, uploadMaxBytes);
  registerSeriesRoutes(app, tenancy, services);

  app.post(
    `${PREFIX}/runs`,
    {
      config: CREATE,
      // The handler says a bad horizon or model with the forecast codes (request-errors.ts).
      attachValidation: true,
      schema: {
        tags,
        summary: 'Queue a forecast, cross validation or comparison (429 past the per-user cap)',
        body: ForecastRunRequest,
        response: { 202: ForecastRunSummary },
      },
    },
    async (req, reply) => {
      if (req.validationError) throw runRequestError(req.validationError, req.body);
      const submitter = await submitterOf(req, tenancy, req.body);
      return reply.status(202).send(await runs.submit(submitter, req.body));
    },
  );
  app.get(
    `${PREFIX}/runs`,
    {
      config: LIST,
      schema: {
        tags,
        summary: 'Runs newest first (the forecast logs), by company, model, kind, saved, dates',
        querystring: ForecastRunQuery,
        response: { 200: ForecastRunList },
      },
    },
    async (req) => runs.list(await tenancy.scopeOf(req), req.query),
  );
  app.get(
    `${PREFIX}/runs/:runId`,
    { config: READ_RUN, schema: { tags, params: RunParams, response: { 200: ForecastRun } } },
    async (req) => runs.get(await tenancy.scopeOf(req), req.params.runId),
  );
  app.post(
    `${PREFIX}/runs/:runId/cancel`,
    {
      config: WRITE_RUN,
      schema: { tags, params: RunParams, response: { 200: ForecastRunSummary } },
    },
    (req) => runs.cancel(req.params.runId),
  );
  app.put(
    `${PREFIX}/runs/:runId/save`,
    {
      config: WRITE_RUN,
      schema: {
        tags,
        summary: 'Save a succeeded forecast under a name (409 forecast/not-finished otherwise)',
        params: RunParams,
        body: ForecastRunSave,
        response: { 200: ForecastRunSummary },
      },
    },
    (req) => runs.save(req.params.runId, req.body.name),
  );
  app.delete(
    `${PREFIX}/runs/:runId/save`,
    {
      config: WRITE_RUN,
      schema: { tags, params: RunParams, response: { 200: ForecastRunSummary } },
    },
    (req) => runs.unsave(req.params.runId),
  );
  app.delete(
    `${PREFIX}/runs/:runId`,
    { config: WRITE_RUN, schema: { tags, params: RunParams } },
    async (req, reply) => {
      await runs.remove(req.params.runId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${PREFIX}/runs/:runId/export`,
    {
      config: READ_RUN,
      schema: {
        tags,
        summary: 'The forecast table as CSV or xlsx',
        params: RunParams,
        querystring: ExportQuery,
      },
    },
    async (req, reply) => {
      const run = await runs.get(await tenancy.scopeOf(req), req.params.runId);
      if (!run.forecast) throw new AppError('forecast/not-finished', 409, { status: run.status });
      const { format, lang } = req.query;
      const name = `forecast_${run.model}_${run.id.slice(0, 8)}.${format}`;
      if (format === 'csv') {
        const bytes = forecastCsv(run.forecast, lang);
        return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', bytes }, name);
      }
      const bytes = await forecastWorkbook(run.forecast, lang);
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes }, name);
    },
  );
  app.get(
    `${PREFIX}/runs/:runId/accuracy`,
    {
      config: READ_RUN,
      schema: {
        tags,
        summary: 'A forecast scored on the actuals its series received after the run',
        params: RunParams,
        response: { 200: RealisedAccuracy },
      },
    },
    async (req) => services.accuracy(await tenancy.scopeOf(req), req.params.runId),
  );
}
