import {
  AllocationCalculate,
  AllocationComparisonView,
  AllocationLinesQuery,
  AllocationLinesView,
  AllocationRunList,
  AllocationRunView,
  CostPeriodQuery,
  DriverOverrideResult,
  DriverOverrideSave,
  EntityExportQuery,
  EntitySetCopy,
  EntitySetSave,
  EntitySetView,
  EntityTemplateQuery,
} from '@bus/domain';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import { AppError } from '../../platform/errors/app-error';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import {
  CompanyParams,
  READ_COMPANY,
  readsRow,
  WRITE_COMPANY,
} from '../../platform/tenancy/route-rules';
import { costingActorOf } from '../costing/actor';
import { readForm } from '../financial-data/upload-routes';
import { ENTITY_FILE_MAX_BYTES, type EntityFile } from './entity-file';
import { exportRun } from './export';
import type { CostAllocationServices } from './services';

const PREFIX = '/api/cost-allocation';
const tags = ['cost-allocation'];

/** A stored run: read by whoever may read its company (route-rules.ts). */
const READ_RUN = readsRow('allocation-run', 'runId');

const Run = z.object({ runId: z.uuid() });
const COMPANY = `${PREFIX}/:companyId`;

/** The import form: the file and the entity set's version. */
const ImportFields = z.strictObject({ version: z.coerce.number().int().min(0) });

/**
 * The file part named `file` and the `version` field, read by the data center's multipart reader
 * (its refusals: file/multiple, file/too-large, invalid text …).
 */
async function readImport(request: FastifyRequest) {
  const { fields, file } = await readForm(request, ImportFields, (error) => {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return new AppError('validation_failed', 400, { field: 'version', issues });
  });
  return { version: fields.version, file };
}

function sendFile(reply: FastifyReply, file: EntityFile, name: string) {
  return sendDownload(reply, file, `${name}.${file.extension}`);
}

/** Every route under /api/cost-allocation (contract: packages/domain/src/api/cost-allocation.ts). */
export function registerCostAllocationRoutes(
  app: App,
  sessions: Sessions,
  services: CostAllocationServices,
) {
  const { entities, allocation } = services;
  const actorOf = costingActorOf(sessions);

  // ------------------------------------------------------------ service entities

  app.get(
    `${COMPANY}/entities`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: CostPeriodQuery,
        response: { 200: EntitySetView },
      },
    },
    (req) => entities.view({ companyId: req.params.companyId, period: req.query.period }),
  );
  app.put(
    `${COMPANY}/entities`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Save the entity table as a whole (409 with the current set when stale)',
        params: CompanyParams,
        querystring: CostPeriodQuery,
        body: EntitySetSave,
        response: { 200: EntitySetView },
      },
    },
    async (req, reply) =>
      entities.save(
        await actorOf(req, reply),
        { companyId: req.params.companyId, period: req.query.period },
        req.body,
      ),
  );
  app.post(
    `${COMPANY}/entities/copy`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: "Copy an earlier period's entity set into this period",
        params: CompanyParams,
        querystring: CostPeriodQuery,
        body: EntitySetCopy,
        response: { 200: EntitySetView },
      },
    },
    async (req, reply) =>
      entities.copy(
        await actorOf(req, reply),
        { companyId: req.params.companyId, period: req.query.period },
        req.body,
      ),
  );
  app.get(
    `${COMPANY}/entities/export`,
    {
      config: READ_COMPANY,
      schema: { tags, params: CompanyParams, querystring: EntityExportQuery },
    },
    async (req, reply) => {
      const { period, format } = req.query;
      const file = await entities.export({ companyId: req.params.companyId, period }, format);
      return sendFile(reply, file, `service-entities_${period}`);
    },
  );
  app.get(
    `${PREFIX}/entities/template`,
    {
      config: { minRole: 'viewer', tenancy: 'none' },
      schema: {
        tags,
        summary: 'The import template (sample rows)',
        querystring: EntityTemplateQuery,
      },
    },
    async (req, reply) =>
      sendFile(reply, await services.template(req.query.format), 'service-entities_template'),
  );
  // The import reads a multipart body: its parser is registered for this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ENTITY_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 64, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${COMPANY}/entities/import`,
      {
        config: WRITE_COMPANY,
        schema: {
          tags,
          summary: 'Replace the entity set with an xlsx/xls/csv file (multipart: file + version)',
          consumes: ['multipart/form-data'],
          params: CompanyParams,
          querystring: CostPeriodQuery,
          response: { 200: EntitySetView },
        },
      },
      async (req, reply) => {
        const actor = await actorOf(req, reply);
        const { version, file } = await readImport(req);
        return entities.import(
          actor,
          { companyId: req.params.companyId, period: req.query.period },
          version,
          file,
        );
      },
    );
  });

  // ------------------------------------------------------------ lines and overrides

  app.get(
    `${COMPANY}/lines`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: AllocationLinesQuery,
        response: { 200: AllocationLinesView },
      },
    },
    (req) =>
      allocation.lines(req.params.companyId, req.query.period, req.query.includeNonOperating),
  );
  app.put(
    `${COMPANY}/driver-overrides`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: "Override one line's driver (null: back to the dictionary's)",
        params: CompanyParams,
        querystring: CostPeriodQuery,
        body: DriverOverrideSave,
        response: { 200: DriverOverrideResult },
      },
    },
    async (req, reply) =>
      allocation.saveOverride(
        await actorOf(req, reply),
        { companyId: req.params.companyId, period: req.query.period },
        req.body,
      ),
  );

  // ------------------------------------------------------------ calculation and runs

  app.post(
    `${COMPANY}/calculate`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Allocate the period and store the run with its inputs',
        params: CompanyParams,
        body: AllocationCalculate,
        response: { 201: AllocationRunView },
      },
    },
    async (req, reply) => {
      const run = await allocation.calculate(
        await actorOf(req, reply),
        req.params.companyId,
        req.body,
      );
      return reply.status(201).send(run);
    },
  );
  app.get(
    `${COMPANY}/runs`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: CostPeriodQuery,
        response: { 200: AllocationRunList },
      },
    },
    (req) => allocation.runs({ companyId: req.params.companyId, period: req.query.period }),
  );
  app.get(
    `${PREFIX}/runs/:runId`,
    { config: READ_RUN, schema: { tags, params: Run, response: { 200: AllocationRunView } } },
    (req) => allocation.run(req.params.runId),
  );
  app.get(
    `${PREFIX}/runs/:runId/compare/:otherRunId`,
    {
      config: READ_RUN,
      schema: {
        tags,
        summary: 'Compare a stored run (before) with another of the same company (after)',
        params: Run.extend({ otherRunId: z.uuid() }),
        response: { 200: AllocationComparisonView },
      },
    },
    (req) => allocation.compare(req.params.runId, req.params.otherRunId),
  );
  app.get(
    `${PREFIX}/runs/:runId/export`,
    { config: READ_RUN, schema: { tags, params: Run } },
    async (req, reply) => {
      const run = await allocation.run(req.params.runId);
      const name = `cost-allocation_${run.period}_${run.createdAt.slice(0, 10)}.xlsx`;
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes: await exportRun(run) }, name);
    },
  );
}
