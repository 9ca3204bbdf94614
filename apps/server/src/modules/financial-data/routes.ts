import type { App } from '../../platform/http/app-type';
import type { Tenancy } from '../../platform/tenancy/tenancy';
import { registerCompanyRoutes } from './companies-routes';
import { registerReportRoutes } from './report-routes';
import type { ActorOf } from './route-config';
import type { FinancialDataServices } from './service';
import { registerStatementRoutes } from './statements-routes';
import { registerTrashRoutes } from './trash-routes';
import { registerUploadRoutes } from './upload-routes';

/**
 * Every route of the financial data center under /api/financial-data; each declares how it
 * meets the organisation rule (`config.tenancy`, platform/tenancy/guard.ts).
 */
export async function registerFinancialDataRoutes(
  app: App,
  tenancy: Tenancy,
  services: FinancialDataServices,
  uploadMaxBytes: number,
): Promise<void> {
  const actorOf: ActorOf = (request, reply) => tenancy.scopeOf(request, reply);
  registerCompanyRoutes(app, actorOf, services);
  registerStatementRoutes(app, actorOf, services);
  registerReportRoutes(app, actorOf, services);
  registerTrashRoutes(app, actorOf, services);
  await registerUploadRoutes(app, tenancy, services, uploadMaxBytes);
}
