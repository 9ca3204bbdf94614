import { DashboardExportQuery, DashboardQuery, DashboardView } from '@bus/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app-type';
import { sendDownload, XLSX_TYPE } from '../../platform/http/download';
import { CompanyParams, READ_COMPANY } from '../../platform/tenancy/route-rules';
import type { Scope } from '../../platform/tenancy/scope';
import { dashboardWorkbook } from './export';
import { dashboardService } from './service';

const PREFIX = '/api/dashboard';
const tags = ['dashboard'];
/** Every signed-in role reads its dashboard; the repositories keep it to the caller's scope. */
const LISTED = { minRole: 'viewer' as const, tenancy: 'listed' as const };

/** Issue 18 §4: the dashboard, one company's dashboard and the workbook of either. */
export function registerDashboardRoutes(app: App) {
  const { database, hub, tenancy } = app.services;
  const dashboard = dashboardService({ db: database.db, hub });

  /**
   * An overseer's read of other organisations' figures goes into the audit trail once per
   * organisation shown (the guard has recorded the request itself), like a row route's read.
   */
  async function auditOversight(req: FastifyRequest, scope: Scope, view: DashboardView) {
    const others = new Map<string, string[]>();
    for (const company of view.companies) {
      if (company.organisation.id === scope.organisationId) continue;
      others.set(company.organisation.id, [
        ...(others.get(company.organisation.id) ?? []),
        company.id,
      ]);
    }
    await Promise.all(
      [...others].map(([organisationId, companies]) =>
        tenancy.noteOversightRead(
          req,
          scope,
          { organisationId, kind: 'operator' },
          { resource: 'dashboard', companies, fiscalYear: view.fiscalYear },
        ),
      ),
    );
  }

  app.get(
    PREFIX,
    {
      config: LISTED,
      schema: {
        tags,
        summary: "The caller's companies (an overseer's: every one it oversees) for a fiscal year",
        querystring: DashboardQuery,
        response: { 200: DashboardView },
      },
    },
    async (req) => {
      const scope = await tenancy.scopeOf(req);
      const view = await dashboard.view(scope, req.query);
      await auditOversight(req, scope, view);
      return view;
    },
  );

  app.get(
    `${PREFIX}/companies/:companyId`,
    {
      // The guard answers 404 for another organisation's company and audits an overseer's read.
      config: READ_COMPANY,
      schema: {
        tags,
        summary: "One company's dashboard for a fiscal year",
        params: CompanyParams,
        querystring: DashboardQuery,
        response: { 200: DashboardView },
      },
    },
    async (req) =>
      dashboard.view(await tenancy.scopeOf(req), {
        ...req.query,
        companyId: req.params.companyId,
      }),
  );

  app.get(
    `${PREFIX}/export.xlsx`,
    {
      config: LISTED,
      schema: {
        tags,
        summary: 'The dashboard as shown, as a workbook in the language asked for',
        querystring: DashboardExportQuery,
      },
    },
    async (req, reply) => {
      const { companyId, lang, ...query } = req.query;
      const scope = await tenancy.scopeOf(req);
      // One company: the same check as its route (404 for another organisation's, audited).
      if (companyId) await tenancy.require(req, 'company', companyId, 'read');
      const view = await dashboard.view(scope, { ...query, companyId });
      if (!companyId) await auditOversight(req, scope, view);
      const { bytes, fileName } = await dashboardWorkbook(view, lang);
      return sendDownload(reply, { contentType: XLSX_TYPE, bytes }, fileName);
    },
  );
}
