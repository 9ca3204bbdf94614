import { ForecastModelName, ModelCatalogue, ModelParameters } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { sendDownload } from '../../platform/http/download';
import { modelCatalogue, modelParameters } from './catalogue';
import { PREFIX, PUBLIC, tags } from './route-config';
import { templateFile } from './templates';

const ModelParam = z.object({ model: z.union([ForecastModelName, z.literal('all')]) });
const TemplateParams = z.object({ model: ForecastModelName });
const TemplateQuery = z.object({ format: z.enum(['xlsx', 'csv', 'json']).default('xlsx') });

/** The public part of forecasting: models, their parameters, and the upload templates. */
export function registerCatalogueRoutes(app: App) {
  app.get(
    `${PREFIX}/models`,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Models with their cards, benchmark figures and parameter table',
        response: { 200: ModelCatalogue },
      },
    },
    () => modelCatalogue(),
  );
  app.get(
    `${PREFIX}/parameters/:model`,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "A model's parameters with ranges and defaults (spec §3); `all` for every model",
        params: ModelParam,
        response: { 200: z.array(ModelParameters) },
      },
    },
    (req) => modelParameters(req.params.model),
  );
  app.get(
    `${PREFIX}/templates/:model`,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Upload template: 60 example months of 일자/운송수입 to overwrite',
        params: TemplateParams,
        querystring: TemplateQuery,
      },
    },
    async (req, reply) => {
      const file = await templateFile(req.params.model, req.query.format);
      return sendDownload(reply, file, file.name);
    },
  );
}
