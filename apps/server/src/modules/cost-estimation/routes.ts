import {
  CostPeriodQuery,
  EstimationCalculate,
  EstimationCalculation,
  EstimationScenario,
  EstimationScenarioCreate,
  EstimationScenarioList,
  EstimationScenarioUpdate,
} from '@bus/domain';
import { z } from 'zod';
import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import {
  CompanyParams,
  READ_COMPANY,
  WRITE_COMPANY,
  writesRow,
} from '../../platform/tenancy/route-rules';
import { costingActorOf } from '../costing/actor';
import { exportEstimation } from './export';
import type { CostEstimationServices } from './services';

const PREFIX = '/api/cost-estimation';
const tags = ['cost-estimation'];

/** A scenario: written by whoever may write its company; another organisation's is 404. */
const WRITE_SCENARIO = writesRow('estimation-scenario', 'scenarioId');

const Scenario = z.object({ scenarioId: z.uuid() });
const COMPANY = `${PREFIX}/:companyId`;

/** Every route under /api/cost-estimation (contract: packages/domain/src/api/cost-estimation.ts). */
export function registerCostEstimationRoutes(
  app: App,
  sessions: Sessions,
  services: CostEstimationServices,
) {
  const actorOf = costingActorOf(sessions);

  app.get(
    `${COMPANY}/scenarios`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: CostPeriodQuery,
        response: { 200: EstimationScenarioList },
      },
    },
    (req) => services.list(req.params.companyId, req.query.period),
  );
  app.post(
    `${COMPANY}/scenarios`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        body: EstimationScenarioCreate,
        response: { 201: EstimationScenario },
      },
    },
    async (req, reply) => {
      const created = await services.create(
        await actorOf(req, reply),
        req.params.companyId,
        req.body,
      );
      return reply.status(201).send(created);
    },
  );
  app.put(
    `${PREFIX}/scenarios/:scenarioId`,
    {
      config: WRITE_SCENARIO,
      schema: {
        tags,
        summary: 'Save a scenario (409 with the current one when stale)',
        params: Scenario,
        body: EstimationScenarioUpdate,
        response: { 200: EstimationScenario },
      },
    },
    async (req, reply) =>
      services.update(await actorOf(req, reply), req.params.scenarioId, req.body),
  );
  app.delete(
    `${PREFIX}/scenarios/:scenarioId`,
    { config: WRITE_SCENARIO, schema: { tags, params: Scenario } },
    async (req, reply) => {
      await services.delete(req.params.scenarioId);
      return reply.status(204).send(null);
    },
  );
  // A calculation stores nothing, so a reader (an overseer too) may run it.
  app.post(
    `${COMPANY}/calculate`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: 'Estimate the next year with up to five scenarios side by side',
        params: CompanyParams,
        body: EstimationCalculate,
        response: { 200: EstimationCalculation },
      },
    },
    (req) => services.calculate(req.params.companyId, req.body),
  );
  app.post(
    `${COMPANY}/calculate/export`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: 'The same calculation as an xlsx file',
        params: CompanyParams,
        body: EstimationCalculate,
      },
    },
    async (req, reply) => {
      const calc = await services.calculate(req.params.companyId, req.body);
      const name = `cost-estimation_${calc.baseYear}-${calc.estimateYear}.xlsx`;
      const bytes = await exportEstimation(calc);
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes }, name);
    },
  );
}
