import { Job, RatioReport, RatioSave, WorkspaceInfo } from '@bus/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { canReadJob } from './policy';
import { type ActorOf, ADMIN, PREFIX, READ, reads, tags, WRITE, writes } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const RatioQuery = z.object({ fiscalYear: z.coerce.number().int().min(1990).max(2100).optional() });
const RatioSaved = z.object({ id: z.uuid(), savedAt: z.string(), version: z.number().int() });
const CacheCleared = z.object({ clearedAt: z.string(), companies: z.number().int() });

/** Jobs, ratio analysis and the admins' workspace tab. */
export function registerReportRoutes(app: App, actorOf: ActorOf, services: FinancialDataServices) {
  app.get(
    `${PREFIX}/jobs/:id`,
    {
      config: { ...READ, tenancy: reads('job') },
      schema: {
        tags,
        summary: "An upload's job (its uploader, its organisation's managers, admins; else 404)",
        params: IdParams,
        response: { 200: Job },
      },
    },
    async (req, reply) => {
      const actor = await actorOf(req, reply);
      const row = await services.jobs.get(req.params.id);
      if (!row) throw new AppError('not_found', 404);
      // Existence does not leak: a job the caller may not read is one that is not there.
      if (!canReadJob(actor, row)) throw new AppError('not_found', 404);
      return services.jobs.view(row);
    },
  );
  app.get(
    `${PREFIX}/companies/:id/ratios`,
    {
      config: { ...READ, tenancy: reads('company') },
      schema: {
        tags,
        summary: 'Ratios of a fiscal year (default: the latest) from its newest statements',
        params: IdParams,
        querystring: RatioQuery,
        response: { 200: RatioReport },
      },
    },
    (req) => services.ratios.report(req.params.id, req.query.fiscalYear),
  );
  app.post(
    `${PREFIX}/companies/:id/ratios`,
    {
      config: { ...WRITE, tenancy: writes('company') },
      schema: { tags, params: IdParams, body: RatioSave, response: { 200: RatioSaved } },
    },
    async (req, reply) => services.ratios.save(await actorOf(req, reply), req.params.id, req.body),
  );
  app.get(
    `${PREFIX}/workspace`,
    { config: { ...ADMIN, tenancy: 'listed' }, schema: { tags, response: { 200: WorkspaceInfo } } },
    async (req, reply) => services.workspace.info(await actorOf(req, reply)),
  );
  app.post(
    `${PREFIX}/workspace/clear-cache`,
    {
      config: { ...ADMIN, tenancy: 'listed' },
      schema: {
        tags,
        summary: 'Tell every open screen to reload its financial data (cache_invalidate)',
        response: { 200: CacheCleared },
      },
    },
    async (req, reply) => services.workspace.clearCache(await actorOf(req, reply)),
  );
}
