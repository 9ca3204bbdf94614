import { Company, CompanyList, CompanyUpdate, StatementList } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { type ActorOf, callerOf, PREFIX, READ, reads, tags, WRITE, writes } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const SearchQuery = z.object({ q: z.string().trim().max(100).optional() });

/**
 * Companies: list with search (the caller's organisation's, overseen ones, all for admins), one
 * company, its business number and industry (versioned edit), its statements, delete to the
 * trash (policy.ts decides).
 */
export function registerCompanyRoutes(app: App, actorOf: ActorOf, services: FinancialDataServices) {
  const { statements, trash } = services;
  app.get(
    `${PREFIX}/companies`,
    {
      config: { ...READ, tenancy: 'listed' },
      schema: { tags, querystring: SearchQuery, response: { 200: CompanyList } },
    },
    async (req, reply) => ({
      items: await statements.listCompanies(await actorOf(req, reply), req.query.q || undefined),
    }),
  );
  app.get(
    `${PREFIX}/companies/:id`,
    {
      config: { ...READ, tenancy: reads('company') },
      schema: { tags, params: IdParams, response: { 200: Company } },
    },
    async (req, reply) => statements.company(await actorOf(req, reply), req.params.id),
  );
  app.patch(
    `${PREFIX}/companies/:id`,
    {
      config: { ...WRITE, tenancy: writes('company') },
      schema: {
        tags,
        summary: 'Set the business number (checksum checked) and industry; 409 when stale',
        params: IdParams,
        body: CompanyUpdate,
        response: { 200: Company },
      },
    },
    async (req, reply) =>
      statements.updateCompany(await actorOf(req, reply), req.params.id, req.body),
  );
  app.delete(
    `${PREFIX}/companies/:id`,
    {
      config: { ...WRITE, tenancy: writes('company') },
      schema: {
        tags,
        summary:
          'Move a company with its statements to the trash (restorable 30 days; 403 when not allowed)',
        params: IdParams,
        response: { 204: z.null().describe('Moved to the trash') },
      },
    },
    async (req, reply) => {
      await trash.deleteCompany(await callerOf(actorOf, req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${PREFIX}/companies/:id/statements`,
    {
      config: { ...READ, tenancy: reads('company') },
      schema: { tags, params: IdParams, response: { 200: StatementList } },
    },
    async (req) => ({ items: await statements.listStatements(req.params.id) }),
  );
}
