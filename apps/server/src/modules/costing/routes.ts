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
  TransportCostView,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { contentDisposition } from '../financial-data/statements-routes';
import type { CostingActor } from './actor';
import { exportScreen } from './export';
import type { CostingServices } from './services';

const PREFIX = '/api/costing';
const tags = ['costing'];
/** Financial figures: reading for viewers, writing for users; never anonymous (see the report). */
const READ = { minRole: 'viewer' as const };
const WRITE = { minRole: 'user' as const };

const Period = z.object({
  companyId: z.uuid(),
  fiscalYear: z.coerce.number().int().min(1990).max(2100),
});
const PERIOD = `${PREFIX}/:companyId/:fiscalYear`;
const StandardCostQuery = z.object({
  unitCostPerBusDay: z.coerce.number().min(0).optional(),
  busDays: z.coerce.number().int().min(0).optional(),
});

/** Every costing route under /api/costing (contract: packages/domain/src/api/costing.ts). */
export function registerCostingRoutes(app: App, sessions: Sessions, services: CostingServices) {
  const { transport, investment, support } = services;
  const actorOf = async (req: FastifyRequest, reply: FastifyReply): Promise<CostingActor> => {
    const { user } = await sessions.require(req, reply);
    return { id: user.id, name: user.name, role: user.role };
  };

  app.get(
    `${PERIOD}/transport-cost`,
    { config: READ, schema: { tags, params: Period, response: { 200: TransportCostView } } },
    (req) => transport.view(req.params.companyId, req.params.fiscalYear),
  );
  app.put(
    `${PERIOD}/adjustments`,
    {
      config: WRITE,
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
    { config: READ, schema: { tags, params: Period, response: { 200: CostDocumentHistory } } },
    (req) => transport.history(req.params.companyId, req.params.fiscalYear),
  );

  app.get(
    `${PERIOD}/investment`,
    { config: READ, schema: { tags, params: Period, response: { 200: InvestmentView } } },
    (req) => investment.view(req.params.companyId, req.params.fiscalYear),
  );
  app.put(
    `${PERIOD}/investment`,
    {
      config: WRITE,
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
    { config: READ, schema: { tags, params: Period, response: { 200: InvestmentSource } } },
    async (req) => (await transport.view(req.params.companyId, req.params.fiscalYear)).investment,
  );
  app.post(
    `${PERIOD}/investment/sync`,
    {
      config: WRITE,
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
    { config: READ, schema: { tags, params: Period, response: { 200: OtherAdjustmentList } } },
    (req) => transport.otherAdjustments(req.params.companyId, req.params.fiscalYear),
  );
  app.post(
    `${PERIOD}/other-adjustments`,
    {
      config: WRITE,
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
      config: WRITE,
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
      config: READ,
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
      config: WRITE,
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
      config: READ,
      schema: {
        tags,
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: FinancialSupportRecordList },
      },
    },
    (req) => support.list(req.query.companyId),
  );

  app.get(
    `${PERIOD}/export/:file`,
    {
      config: READ,
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
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`${title}_${fiscalYear}.xlsx`))
        .send(bytes);
    },
  );
}
