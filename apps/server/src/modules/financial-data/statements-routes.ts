import { AccountCreate, AccountUpdate, StatementDetail, StatementUpdate } from '@bus/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import { PREFIX, READ, tags, WRITE } from './route-config';
import type { FinancialDataServices } from './service';

const IdParams = z.object({ id: z.uuid() });
const AccountParams = z.object({ id: z.uuid(), accountId: z.uuid() });
const Detail = { 200: StatementDetail };

/** `filename*` (RFC 6266 with RFC 5987 encoding) carries a Korean name; `filename` an ASCII stand-in for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Statements, their accounts (versioned edits: a stale version answers 409) and originals. */
export function registerStatementRoutes(app: App, services: FinancialDataServices) {
  const { statements } = services;
  app.get(
    `${PREFIX}/statements/:id`,
    { config: READ, schema: { tags, params: IdParams, response: Detail } },
    (req) => statements.statement(req.params.id),
  );
  app.patch(
    `${PREFIX}/statements/:id`,
    { config: WRITE, schema: { tags, params: IdParams, body: StatementUpdate, response: Detail } },
    (req) => statements.updateStatement(req.params.id, req.body),
  );
  app.delete(
    `${PREFIX}/statements/:id`,
    {
      config: WRITE,
      schema: { tags, params: IdParams, response: { 204: z.null().describe('Deleted') } },
    },
    async (req, reply) => {
      await statements.deleteStatement(req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    `${PREFIX}/statements/:id/validate`,
    {
      config: WRITE,
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
      config: WRITE,
      schema: { tags, params: AccountParams, body: AccountUpdate, response: Detail },
    },
    (req) => statements.updateAccount(req.params.id, req.params.accountId, req.body),
  );
  app.post(
    `${PREFIX}/statements/:id/accounts`,
    {
      config: WRITE,
      schema: { tags, params: IdParams, body: AccountCreate, response: { 201: StatementDetail } },
    },
    async (req, reply) =>
      reply.status(201).send(await statements.addAccount(req.params.id, req.body)),
  );
  app.get(
    `${PREFIX}/files/:id`,
    {
      config: READ,
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
