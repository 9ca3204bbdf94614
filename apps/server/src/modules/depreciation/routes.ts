import {
  AssetBody,
  AssetDeleteQuery,
  AssetFileQuery,
  AssetList,
  AssetListQuery,
  AssetSchedule,
  AssetScheduleQuery,
  AssetUpdate,
  AssetView,
  DepreciationAdjustmentQuery,
  DepreciationAdjustmentView,
  DepreciationResultsExportQuery,
  DepreciationResultsQuery,
  DepreciationResultsView,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import { CompanyParams, READ_COMPANY, WRITE_COMPANY } from '../../platform/tenancy/route-rules';
import { assetFile, TEMPLATE_EXAMPLES } from './asset-export';
import { registerImportRoute } from './import-route';
import { resultsWorkbook } from './results-export';
import { AssetParams, PREFIX, tags, WRITE_ASSET } from './route-config';
import type { DepreciationServices } from './services';

const REGISTER_NAME = { ko: '자산대장', en: 'asset-register' } as const;
const TEMPLATE_NAME = { ko: '자산대장_양식', en: 'asset-register-template' } as const;
const RESULTS_NAME = { ko: '감가상각_결과', en: 'depreciation-results' } as const;

/** Every route under /api/depreciation (contract: packages/domain/src/api/depreciation.ts). */
export function registerDepreciationRoutes(
  app: App,
  sessions: Sessions,
  services: DepreciationServices,
) {
  const { assets, results, repo } = services;
  const actorOf = async (req: FastifyRequest, reply: FastifyReply) => {
    const { user } = await sessions.require(req, reply);
    return { id: user.id };
  };
  const COMPANY = `${PREFIX}/:companyId`;

  app.get(
    `${COMPANY}/assets`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: AssetListQuery,
        response: { 200: AssetList },
      },
    },
    (req) => assets.list(req.params.companyId, req.query),
  );
  app.post(
    `${COMPANY}/assets`,
    {
      config: WRITE_COMPANY,
      schema: { tags, params: CompanyParams, body: AssetBody, response: { 201: AssetView } },
    },
    async (req, reply) => {
      const created = await assets.create(
        await actorOf(req, reply),
        req.params.companyId,
        req.body,
      );
      return reply.status(201).send(created);
    },
  );
  app.put(
    `${PREFIX}/assets/:assetId`,
    {
      config: WRITE_ASSET,
      schema: {
        tags,
        summary: 'Edit an asset (409 with the current asset when `version` is old)',
        params: AssetParams,
        body: AssetUpdate,
        response: { 200: AssetView },
      },
    },
    async (req, reply) => assets.update(await actorOf(req, reply), req.params.assetId, req.body),
  );
  app.delete(
    `${PREFIX}/assets/:assetId`,
    {
      config: WRITE_ASSET,
      schema: {
        tags,
        params: AssetParams,
        querystring: AssetDeleteQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await assets.remove(req.params.assetId, req.query.version);
      return reply.status(204).send(null);
    },
  );

  registerImportRoute(app, sessions, services);

  app.get(
    `${PREFIX}/assets/template`,
    {
      config: { minRole: 'viewer', tenancy: 'none' },
      schema: { tags, summary: 'The import template', querystring: AssetFileQuery },
    },
    async (req, reply) => {
      const { format, lang } = req.query;
      const file = await assetFile(TEMPLATE_EXAMPLES, format, lang, REGISTER_NAME[lang]);
      return sendDownload(reply, file, `${TEMPLATE_NAME[lang]}.${file.extension}`);
    },
  );
  app.get(
    `${COMPANY}/assets/export`,
    {
      config: READ_COMPANY,
      schema: { tags, summary: 'The register', params: CompanyParams, querystring: AssetFileQuery },
    },
    async (req, reply) => {
      const { format, lang } = req.query;
      const rows = await repo.allRows(req.params.companyId);
      const file = await assetFile(rows, format, lang, REGISTER_NAME[lang]);
      return sendDownload(reply, file, `${REGISTER_NAME[lang]}.${file.extension}`);
    },
  );

  app.get(
    `${COMPANY}/schedule`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: 'Monthly depreciation per asset (paged) and per month (all assets)',
        params: CompanyParams,
        querystring: AssetScheduleQuery,
        response: { 200: AssetSchedule },
      },
    },
    (req) => results.schedule(req.params.companyId, req.query),
  );
  app.get(
    `${COMPANY}/results`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: 'Depreciation by entity, class and asset; the register against the statements',
        params: CompanyParams,
        querystring: DepreciationResultsQuery,
        response: { 200: DepreciationResultsView },
      },
    },
    (req) => results.results(req.params.companyId, req.query),
  );
  app.get(
    `${COMPANY}/results/export`,
    {
      config: READ_COMPANY,
      schema: { tags, params: CompanyParams, querystring: DepreciationResultsExportQuery },
    },
    async (req, reply) => {
      const { base, estimate, lang } = req.query;
      const computed = await results.computed(req.params.companyId, { base, estimate });
      const bytes = await resultsWorkbook(computed.results, computed.reconciliation, lang);
      const name = `${RESULTS_NAME[lang]}_${base}_${estimate}.xlsx`;
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes }, name);
    },
  );
  app.get(
    `${COMPANY}/adjustment`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: "The cost adjustment's depreciation tab: actual and allocated per entity",
        params: CompanyParams,
        querystring: DepreciationAdjustmentQuery,
        response: { 200: DepreciationAdjustmentView },
      },
    },
    (req) => results.adjustment(req.params.companyId, req.query.fiscalYear),
  );
}
