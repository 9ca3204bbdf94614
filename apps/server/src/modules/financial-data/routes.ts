import type { Sessions } from '../../platform/auth/session';
import type { App } from '../../platform/http/app-type';
import { registerCompanyRoutes } from './companies-routes';
import { registerReportRoutes } from './report-routes';
import type { ActorOf } from './route-config';
import type { FinancialDataServices } from './service';
import { registerStatementRoutes } from './statements-routes';
import { registerUploadRoutes } from './upload-routes';

/** Every route of the financial data center under /api/financial-data. */
export async function registerFinancialDataRoutes(
  app: App,
  sessions: Sessions,
  services: FinancialDataServices,
  uploadMaxBytes: number,
): Promise<void> {
  const actorOf: ActorOf = async (request, reply) => {
    const { user } = await sessions.require(request, reply);
    return { id: user.id, role: user.role };
  };
  registerCompanyRoutes(app, actorOf, services);
  registerStatementRoutes(app, services);
  registerReportRoutes(app, actorOf, services);
  await registerUploadRoutes(app, actorOf, services, uploadMaxBytes);
}
