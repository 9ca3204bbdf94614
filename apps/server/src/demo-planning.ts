import { SAMPLE_ASSETS, SAMPLE_SERVICE_ENTITIES } from '@bus/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_COMPANIES } from './modules/financial-data/demo-companies';
import { companies } from './platform/db/schema/financial-data';
import type { Services } from './services';

/** The period the demo's entities are entered for (spec §9 default). */
const DEMO_PERIOD = '2024-01';

/** How often, and how long, the first start waits for the sample company's import job. */
const RETRY_MS = 3_000;
const GIVE_UP_MS = 5 * 60_000;

/**
 * Development with DEMO_SEED: sample A's company gets its three routes (expected.md §8) and the
 * public demo's asset register, entered as its uploader, so the allocation, estimation,
 * depreciation and cost-adjustment screens open on real figures. Only what is still empty is
 * filled (a user's own entities or assets are never touched); returns what was added, or null
 * while the company does not exist yet (its import job creates it).
 */
export async function seedDemoPlanning(services: Services): Promise<string[] | null> {
  const { auth, database } = services;
  const demo = DEMO_COMPANIES.find((company) => company.folder === 'A_city_bus_300');
  if (!demo) return [];
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(demo.uploader);
  const uploader = found?.user as { id: string; name: string; role?: string | null } | undefined;
  const [company] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, demo.name), isNull(companies.deletedAt)));
  if (!uploader || !company) return null;
  const actor = { id: uploader.id, name: uploader.name, role: uploader.role };
  const key = { companyId: company.id, period: DEMO_PERIOD };
  const added: string[] = [];

  const { entities } = services.costAllocation;
  const set = await entities.view(key);
  if (set.version === 0) {
    await entities.save(actor, key, {
      version: 0,
      entities: SAMPLE_SERVICE_ENTITIES.map((entity) => ({ ...entity })),
      customDrivers: [],
    });
    added.push('entities');
  }

  const { assets } = services.depreciation;
  const register = await assets.list(company.id, { page: 1, pageSize: 1 });
  if (register.total === 0) {
    for (const { id: _id, ...asset } of SAMPLE_ASSETS)
      await assets.create(actor, company.id, asset);
    added.push('assets');
  }
  return added;
}

/**
 * Seeds now, or — on a first start, while the sample's import job is still creating the company
 * — again every few seconds in the background, without holding up the server's start.
 */
export async function seedDemoPlanningWhenReady(
  services: Services,
  report: (added: string[]) => void,
): Promise<void> {
  await seedWhenDemoReady(services, seedDemoPlanning, report);
}

/**
 * Runs a demo seed now, or, while it answers null (the sample companies' import jobs are still
 * creating them), again every few seconds in the background, giving up after five minutes.
 */
export async function seedWhenDemoReady(
  services: Services,
  seed: (services: Services) => Promise<string[] | null>,
  report: (added: string[]) => void,
): Promise<void> {
  const { config } = services;
  if (config.nodeEnv !== 'development' || !config.demoSeed) return;
  const started = Date.now();
  const attempt = async (): Promise<void> => {
    const added = await seed(services);
    if (added) {
      if (added.length > 0) report(added);
      return;
    }
    if (Date.now() - started > GIVE_UP_MS) return;
    setTimeout(() => void attempt().catch(() => undefined), RETRY_MS).unref();
  };
  await attempt();
}
