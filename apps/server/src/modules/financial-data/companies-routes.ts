import { Company, CompanyList, CompanyUpdate, StatementList } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { type ActorOf, PREFIX, READ, tags, WRITE } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const SearchQuery = z.object({ q: z.string().trim().max(100).optional() });

/**
 * Companies: list with search, one company, its business number and industry (versioned edit),
 * its statements, delete (policy.ts decides).
 */
export function registerCompanyRoutes(app: App, actorOf: ActorOf, services: FinancialDataServices) {
  const { statements } = services;
  app.get(
    `${PREFIX}/companies`,
    { config: READ, schema: { tags, querystring: SearchQuery, response: { 200: CompanyList } } },
    async (req) => ({ items: await statements.listCompanies(req.query.q || undefined) }),
  );
  app.get(
    `${PREFIX}/companies/:id`,
    { config: READ, schema: { tags, params: IdParams, response: { 200: Company } } },
    (req) => statements.company(req.params.id),
  );
  app.patch(
    `${PREFIX}/companies/:id`,
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Set the business number (checksum checked) and industry; 409 when stale',
        params: IdParams,
        body: CompanyUpdate,
        response: { 200: Company },
      },
    },
    (req) => statements.updateCompany(req.params.id, req.body),
  );
  app.delete(
    `${PREFIX}/companies/:id`,
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Delete a company with its statements, accounts and files (403 when not allowed)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await statements.deleteCompany(await actorOf(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${PREFIX}/companies/:id/statements`,
    { config: READ, schema: { tags, params: IdParams, response: { 200: StatementList } } },
    async (req) => ({ items: await statements.listStatements(req.params.id) }),
  );
}
