import type { FastifyBaseLogger } from 'fastify';
import { seedDemoPlanningWhenReady, seedWhenDemoReady } from './demo-planning';
import { seedDemoBoard } from './modules/board/demo-posts';
import { seedDemoCompanies, seedDemoPayroll } from './modules/financial-data/demo-companies';
import { seedDemoSeries } from './modules/forecast/demo-series';
import { seedDemoAccounts } from './platform/auth/demo-accounts';
import { ensureSuperAdminFromConfig } from './platform/auth/super-admin';
import type { Services } from './services';

/**
 * Data the product needs at start: shipped pages, the first super admin, demo accounts and the
 * sample companies with their planning data and fare-revenue series, sample board posts
 * (development).
 */
export async function prepareData(log: FastifyBaseLogger, services: Services): Promise<void> {
  const added = await services.pages.seed();
  if (added.length > 0) log.info({ pages: added }, 'static pages added');
  const superAdmin = await ensureSuperAdminFromConfig(services.config, services.auth);
  if (superAdmin) log.info({ result: superAdmin }, 'super admin from SUPER_ADMIN_EMAIL checked');
  const demo = await seedDemoAccounts(services.config, services.auth, services.database.db);
  if (demo > 0) log.info({ created: demo }, 'demo accounts seeded (development mode)');
  const posts = await seedDemoBoard(services.config, services);
  if (posts > 0) log.info({ posts }, 'sample board posts added (development mode)');
  const companies = await seedDemoCompanies(services.config, services.auth, services.financialData);
  if (companies.length > 0)
    log.info({ companies }, 'sample companies queued for import (development)');
  await seedDemoPlanningWhenReady(services, (planning) =>
    log.info({ planning }, 'sample entities and assets added (development)'),
  );
  await seedWhenDemoReady(
    services,
    (ready) => seedDemoPayroll(ready),
    (payroll) => log.info({ payroll }, 'sample payroll register queued for import (development)'),
  );
  await seedWhenDemoReady(services, seedDemoSeries, (series) =>
    log.info({ series }, 'sample fare-revenue series added (development)'),
  );
}
