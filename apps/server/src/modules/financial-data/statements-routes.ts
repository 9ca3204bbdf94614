import { AccountCreate, AccountUpdate, StatementDetail, StatementUpdate } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { contentDisposition } from '../../platform/http/download';
import { type ActorOf, callerOf, PREFIX, READ, reads, tags, WRITE, writes } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const AccountParams = z.object({ id: z.uuid(), accountId: z.uuid() });
const Detail = { 200: StatementDetail };

const READ_STATEMENT = { ...READ, tenancy: reads('statement') };
const WRITE_STATEMENT = { ...WRITE, tenancy: writes('statement') };

/**
 * Statements, their accounts (versioned edits: a stale version answers 409) and originals; the
 * guard checks the statement (or file) is of an organisation the caller may read or write.
 */
export function registerStatementRoutes(
  app: App,
  actorOf: ActorOf,
  services: FinancialDataServices,
) {
  const { statements, trash } = services;
  app.get(
    `${PREFIX}/statements/:id`,
    { config: READ_STATEMENT, schema: { tags, params: IdParams, response: Detail } },
    (req) => statements.statement(req.params.id),
  );
  app.patch(
    `${PREFIX}/statements/:id`,
    {
      config: WRITE_STATEMENT,
      schema: { tags, params: IdParams, body: StatementUpdate, response: Detail },
    },
    (req) => statements.updateStatement(req.params.id, req.body),
  );
  app.delete(
    `${PREFIX}/statements/:id`,
    {
      config: WRITE_STATEMENT,
      schema: {
        tags,
        summary: 'Move a statement to the trash (restorable 30 days)',
        params: IdParams,
        response: { 204: z.null().describe('Moved to the trash') },
      },
    },
    async (req, reply) => {
      await trash.deleteStatement(await callerOf(actorOf, req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${PREFIX}/statements/:id/validate`,
    {
      config: WRITE_STATEMENT,
      schema: {
        tags,
        summary: 'Validate the statement alone and with its company-year set; store the status',
        params: IdParams,
        response: Detail,
      },
    },
    (req) => statements.validate(req.params.id),
  );
  app.put(
    `${PREFIX}/statements/:id/accounts/:accountId`,
    {
      // The account must also be a line of statement :id (statement-service: 404 otherwise).
      config: WRITE_STATEMENT,
      schema: { tags, params: AccountParams, body: AccountUpdate, response: Detail },
    },
    (req) => statements.updateAccount(req.params.id, req.params.accountId, req.body),
  );
  app.post(
    `${PREFIX}/statements/:id/accounts`,
    {
      config: WRITE_STATEMENT,
      schema: { tags, params: IdParams, body: AccountCreate, response: { 201: StatementDetail } },
    },
    async (req, reply) =>
      reply.status(201).send(await statements.addAccount(req.params.id, req.body)),
  );
  app.get(
    `${PREFIX}/files/:id`,
    {
      config: { ...READ, tenancy: reads('file') },
      schema: { tags, summary: 'Download an uploaded original as it was sent', params: IdParams },
    },
    async (req, reply) => {
      const file = await statements.file(req.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
