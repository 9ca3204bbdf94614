import { SavedSeries, SavedSeriesInput, SavedSeriesList } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import type { Tenancy } from '../../platform/tenancy/tenancy';
import {
  CREATE,
  LIST,
  PREFIX,
  READ_SERIES,
  SeriesParams,
  tags,
  WRITE_SERIES,
} from './route-config';
import type { ForecastServices } from './services';

const SeriesQuery = z.object({ companyId: z.uuid().optional() });

/** Saved series under /api/forecast/series (contract: packages/domain/src/api/forecast.ts). */
export function registerSeriesRoutes(app: App, tenancy: Tenancy, services: ForecastServices) {
  const { series } = services;
  app.get(
    `${PREFIX}/series`,
    {
      config: LIST,
      schema: { tags, querystring: SeriesQuery, response: { 200: SavedSeriesList } },
    },
    async (req) => {
      const { companyId } = req.query;
      if (companyId) await tenancy.require(req, 'company', companyId, 'read');
      return series.list(await tenancy.scopeOf(req), companyId);
    },
  );
  app.get(
    `${PREFIX}/series/:seriesId`,
    { config: READ_SERIES, schema: { tags, params: SeriesParams, response: { 200: SavedSeries } } },
    (req) => series.get(req.params.seriesId),
  );
  app.post(
    `${PREFIX}/series`,
    {
      config: CREATE,
      schema: {
        tags,
        summary:
          "Save a company's series; the same name again adds its new actuals (409 when stale)",
        body: SavedSeriesInput,
        response: { 201: SavedSeries },
      },
    },
    async (req, reply) => {
      await tenancy.require(req, 'company', req.body.companyId, 'write');
      const scope = await tenancy.scopeOf(req, reply);
      return reply.status(201).send(await series.save(req.body, scope.userId));
    },
  );
  app.delete(
    `${PREFIX}/series/:seriesId`,
    { config: WRITE_SERIES, schema: { tags, params: SeriesParams } },
    async (req, reply) => {
      await series.remove(req.params.seriesId);
      return reply.status(204).send(null);
    },
  );
}
