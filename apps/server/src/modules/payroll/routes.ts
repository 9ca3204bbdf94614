import {
  PayrollDocumentList,
  PayrollReconciliation,
  PayrollRow,
  PayrollRowPage,
  PayrollRowsQuery,
  PayrollRowUpdate,
  PayrollSummary,
  PayrollTolerance,
  PayrollToleranceUpdate,
  PayrollYearQuery,
} from '@bus/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type';
import {
  CompanyParams,
  READ_COMPANY,
  readsRow,
  WRITE_COMPANY,
  writesRow,
} from '../../platform/tenancy/route-rules';
import type { Caller } from '../financial-data/trash-service';
import type { PayrollService } from './service';

const PREFIX = '/api/payroll';
const tags = ['payroll'];
const IdParams = z.object({ id: z.uuid() });

/*
 * Employee rows go through the organisation guard like any row (404 for another organisation's
 * ids); who among the organisation may see them (a manager and above) is policy.ts's, so a lower
 * role or an overseer hears payroll/rows-forbidden rather than a bare 403.
 */
const READ_DOCUMENT = readsRow('payroll-document', 'id');
const WRITE_DOCUMENT = writesRow('payroll-document', 'id');
const WRITE_ROW = writesRow('payroll-row', 'id');

/** Payroll registers under /api/payroll (contract: packages/domain/src/api/payroll.ts). */
export function registerPayrollRoutes(app: App, payroll: PayrollService) {
  const { tenancy } = app.services;
  const callerOf = async (req: FastifyRequest, reply: FastifyReply): Promise<Caller> => ({
    scope: await tenancy.scopeOf(req, reply),
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
  });

  app.get(
    `${PREFIX}/companies/:companyId/documents`,
    {
      config: READ_COMPANY,
      schema: { tags, params: CompanyParams, response: { 200: PayrollDocumentList } },
    },
    (req) => payroll.documents(req.params.companyId),
  );
  app.get(
    `${PREFIX}/companies/:companyId/summary`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        summary: 'Headcount, pay and per-bus ratios per job type, and the reconciliation',
        params: CompanyParams,
        querystring: PayrollYearQuery,
        response: { 200: PayrollSummary },
      },
    },
    async (req, reply) =>
      payroll.summary(
        await tenancy.scopeOf(req, reply),
        req.params.companyId,
        req.query.fiscalYear,
      ),
  );
  app.get(
    `${PREFIX}/companies/:companyId/reconciliation`,
    {
      config: READ_COMPANY,
      schema: {
        tags,
        params: CompanyParams,
        querystring: PayrollYearQuery,
        response: { 200: PayrollReconciliation },
      },
    },
    (req) => payroll.reconciliation(req.params.companyId, req.query.fiscalYear),
  );
  app.put(
    `${PREFIX}/companies/:companyId/tolerance`,
    {
      config: WRITE_COMPANY,
      schema: {
        tags,
        summary: 'Set the reconciliation tolerance (409 with the current one when stale)',
        params: CompanyParams,
        body: PayrollToleranceUpdate,
        response: { 200: PayrollTolerance },
      },
    },
    async (req, reply) =>
      payroll.saveTolerance(await tenancy.scopeOf(req, reply), req.params.companyId, req.body),
  );
  app.get(
    `${PREFIX}/documents/:id/rows`,
    {
      config: READ_DOCUMENT,
      schema: {
        tags,
        summary: "A page of a register's employees (manager and above; every page audited)",
        params: IdParams,
        querystring: PayrollRowsQuery,
        response: { 200: PayrollRowPage },
      },
    },
    async (req, reply) => payroll.rows(await callerOf(req, reply), req.params.id, req.query),
  );
  app.patch(
    `${PREFIX}/rows/:id`,
    {
      config: WRITE_ROW,
      schema: {
        tags,
        summary: "Correct an employee's job type (manager and above; 409 when stale)",
        params: IdParams,
        body: PayrollRowUpdate,
        response: { 200: PayrollRow },
      },
    },
    async (req, reply) => payroll.updateRow(await callerOf(req, reply), req.params.id, req.body),
  );
  app.delete(
    `${PREFIX}/documents/:id`,
    {
      config: WRITE_DOCUMENT,
      schema: {
        tags,
        summary: 'Delete a register and its rows for good (manager and above)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await payroll.deleteDocument(await callerOf(req, reply), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
