import {
  CostAdjustmentsSave,
  CostDocumentHistory,
  CostingScreen,
  FinancialSupportRecord,
  FinancialSupportRecordList,
  FinancialSupportSave,
  FinancialSupportView,
  InvestmentSave,
  InvestmentSource,
  InvestmentSyncRequest,
  InvestmentSyncResult,
  InvestmentView,
  OtherAdjustment,
  OtherAdjustmentCreate,
  OtherAdjustmentList,
  StandardCostQuery,
  TransportCostView,
} from '@bus/domain';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import { READ_COMPANY, WRITE_COMPANY } from '../../platform/tenancy/route-rules';
import { costingActorOf } from './actor';
import { exportScreen } from './export';
import type { CostingServices } from './services';

const PREFIX = '/api/costing';
const tags = ['costing'];
const Period = z.object({
  companyId: z.uuid(),
  fiscalYear: z.coerce.number().int().min(1990).max(2100),
});
const PERIOD = `${PREFIX}/:companyId/:fiscalYear`;

/** Every costing route under /api/costing (contract: packages/domain/src/api/costing.ts). */
export function registerCostingRoutes(app: App, sessions: Sessions, services: CostingServices) {
  const { transport, investment, support } = services;
  const actorOf = costingActorOf(sessions);
  const { tenancy } = app.services;

  app.get(
    `${PERIOD}/transport-cost`,
    {
      config: READ_COMPANY,
      schema: { tags, params: Period, response: { 200: TransportCostView } },
    },
    (req) => transport.view(req.params.companyId, req.params.fiscalYear),
  );
  app.put(
    `${PERIOD}/adjustments`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Autosave the decisions over the classification (409 with the current view)',
        params: Period,
        body: CostAdjustmentsSave,
        response: { 200: TransportCostView },
      },
    },
    async (req, reply) =>
      transport.saveAdjustments(
        await actorOf(req, reply),
        req.params.companyId,
        req.params.fiscalYear,
        req.body,
      ),
  );
  app.get(
    `${PERIOD}/adjustments/history`,
    {
      config: READ_COMPANY,
      schema: { tags, params: Period, response: { 200: CostDocumentHistory } },
    },
    (req) => transport.history(req.params.companyId, req.params.fiscalYear),
  );

  app.get(
    `${PERIOD}/investment`,
    { config: READ_COMPANY, schema: { tags, params: Period, response: { 200: InvestmentView } } },
    (req) => investment.view(req.params.companyId, req.params.fiscalYear),
  );
  app.put(
    `${PERIOD}/investment`,
    {
      config: WRITE_COMPANY,
      schema: { tags, params: Period, body: InvestmentSave, response: { 200: InvestmentView } },
    },
    async (req, reply) =>
      investment.save(
        await actorOf(req, reply),
        req.params.companyId,
        req.params.fiscalYear,
        req.body,
      ),
  );

  app.get(
    `${PERIOD}/investment/status`,
    { config: READ_COMPANY, schema: { tags, params: Period, response: { 200: InvestmentSource } } },
    async (req) => (await transport.view(req.params.companyId, req.params.fiscalYear)).investment,
  );
  app.post(
    `${PERIOD}/investment/sync`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Re-save the stored calculator with the statement figures of now',
        params: Period,
        body: InvestmentSyncRequest,
        response: { 200: InvestmentSyncResult },
      },
    },
    async (req, reply) =>
      investment.sync(
        await actorOf(req, reply),
        req.params.companyId,
        req.params.fiscalYear,
        req.body,
      ),
  );

  app.get(
    `${PERIOD}/other-adjustments`,
    {
      config: READ_COMPANY,
      schema: { tags, params: Period, response: { 200: OtherAdjustmentList } },
    },
    (req) => transport.otherAdjustments(req.params.companyId, req.params.fiscalYear),
  );
  app.post(
    `${PERIOD}/other-adjustments`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        params: Period,
        body: OtherAdjustmentCreate,
        response: { 201: OtherAdjustment },
      },
    },
    async (req, reply) => {
      const created = await transport.addOtherAdjustment(
        await actorOf(req, reply),
        req.params.companyId,
        req.params.fiscalYear,
        req.body,
      );
      return reply.status(201).send(created);
    },
  );
  app.delete(
    `${PERIOD}/other-adjustments/:id`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        params: Period.extend({ id: z.uuid() }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await transport.deleteOtherAdjustment(
        req.params.companyId,
        req.params.fiscalYear,
        req.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${PERIOD}/financial-support`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: Period,
        querystring: StandardCostQuery,
        response: { 200: FinancialSupportView },
      },
    },
    (req) => support.view(req.params.companyId, req.params.fiscalYear, req.query),
  );
  app.post(
    `${PERIOD}/financial-support`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Store a snapshot of the financial support calculation',
        params: Period,
        body: FinancialSupportSave,
        response: { 201: FinancialSupportRecord },
      },
    },
    async (req, reply) => {
      const record = await support.save(
        await actorOf(req, reply),
        req.params.companyId,
        req.params.fiscalYear,
        req.body,
      );
      return reply.status(201).send(record);
    },
  );
  app.get(
    `${PREFIX}/financial-support`,
    {
      // Filtered by the caller's scope in the repository (another organisation's: left out).
      config: { minRole: 'viewer', tenancy: 'listed' },
      schema: {
        tags,
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: FinancialSupportRecordList },
      },
    },
    async (req) => support.list(await tenancy.scopeOf(req), req.query.companyId),
  );
  app.delete(
    `${PREFIX}/financial-support/:id`,
    {
      config: {
        minRole: 'user',
        tenancy: { resource: 'support-record', param: 'id', access: 'write' },
      },
      schema: {
        tags,
        summary: 'Delete a saved support result (its author, or a manager)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await support.remove(await actorOf(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${PERIOD}/export/:file`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary:
          'A screen as a styled workbook: transport-cost.xlsx, investment.xlsx, financial-support.xlsx',
        params: Period.extend({ file: z.string().regex(/^[a-z-]+\.xlsx$/) }),
        // financial-support.xlsx: the same standard-cost choice as the screen's query.
        querystring: StandardCostQuery,
      },
    },
    async (req, reply) => {
      const { companyId, fiscalYear, file } = req.params;
      const screen = CostingScreen.safeParse(file.slice(0, -'.xlsx'.length));
      if (!screen.success) return reply.callNotFound();
      const { bytes, title } = await exportScreen(screen.data, {
        transportCost: () => transport.view(companyId, fiscalYear),
        investment: () => investment.view(companyId, fiscalYear),
        financialSupport: () => support.view(companyId, fiscalYear, req.query),
      });
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes }, `${title}_${fiscalYear}.xlsx`);
    },
  );
}
