import { access, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { REPO_ROOT } from '../../config';
import type { Auth } from '../../platform/auth/auth';
import { companies, jobs } from '../../platform/db/schema/financial-data';
import { payrollDocuments } from '../../platform/db/schema/payroll';
import { scopeOfUser } from '../../platform/tenancy/scope';
import type { Services } from '../../services';
import type { FinancialDataServices } from './service';

/**
 * The two synthetic sample companies (docs/domain/samples, fixtures/statements), each in its
 * own operator organisation and uploaded by that organisation's demo user (issue 14).
 */
export const DEMO_COMPANIES = [
  {
    folder: 'A_city_bus_300',
    name: '가람시내버스(주) [가상]',
    organisation: 'garam',
    uploader: 'user@demo.local',
  },
  {
    folder: 'B_intercity_small',
    name: '누리시외버스(주) [가상]',
    organisation: 'nuri',
    uploader: 'user@nuri.demo.local',
  },
] as const;
/** The sample statements are of fiscal year 2024 (with 2023 as the previous period). */
export const DEMO_FISCAL_YEAR = 2024;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The workbook fixture, else the sample CSV; null when the checkout has neither. */
export async function demoFile(root: string, folder: string): Promise<string | null> {
  const candidates = [
    join(root, 'fixtures', 'statements', folder, 'statements.xlsx'),
    join(root, 'fixtures', 'samples', folder, 'all.csv'),
  ];
  for (const path of candidates) if (await exists(path)) return path;
  return null;
}

/**
 * Development with DEMO_SEED: uploads each sample company once through the same path as a
 * user's upload (stored original, extraction job), as its `uploader` and into that account's
 * organisation (placed there by the demo accounts' seed). A company its organisation already has
 * is left alone, so this is idempotent; a failed import is tried again at the next start.
 */
export async function seedDemoCompanies(
  config: Config,
  auth: Auth,
  financialData: FinancialDataServices,
  root = REPO_ROOT,
): Promise<string[]> {
  if (config.nodeEnv !== 'development' || !config.demoSeed) return [];
  const context = await auth.$context;
  const queued: string[] = [];
  for (const company of DEMO_COMPANIES) {
    const found = await context.internalAdapter.findUserByEmail(company.uploader);
    const uploader = found?.user as
      | { id: string; role?: string | null; organisationId?: string | null }
      | undefined;
    if (!uploader?.organisationId) continue;
    // The uploader's own scope, as if it uploaded: approved, in its organisation.
    const actor = scopeOfUser({ ...uploader, emailVerified: true }, []);
    const known = await financialData.statements.listCompanies(actor, company.name);
    if (known.some((c) => c.name === company.name)) continue;
    const path = await demoFile(root, company.folder);
    if (!path) continue;
    await financialData.imports.accept(
      actor,
      uploader.organisationId,
      {
        companyName: company.name,
        documentType: 'financial_statement',
        statementType: 'auto',
        fiscalYear: DEMO_FISCAL_YEAR,
        fiscalPeriod: 12,
        aiModel: 'claude',
        keepNames: false,
      },
      { bytes: await readFile(path), fileName: basename(path) },
    );
    queued.push(company.name);
  }
  return queued;
}

/** Sample A's payroll register (issue 19), written by the domain's fixture generator. */
export const DEMO_PAYROLL = {
  folder: 'A_city_bus_300',
  file: join('fixtures', 'payroll', 'A_city_bus_300', `payroll-${DEMO_FISCAL_YEAR}.csv`),
} as const;

/**
 * Development with DEMO_SEED: sample A's annual 2024 payroll register, uploaded as its uploader
 * through the same job as a user's (names not kept), once the company exists; nothing when the
 * year has a register already or one is being read. Null while the company's import still runs.
 */
export async function seedDemoPayroll(
  services: Services,
  root = REPO_ROOT,
): Promise<string[] | null> {
  const demo = DEMO_COMPANIES.find((company) => company.folder === DEMO_PAYROLL.folder);
  const path = join(root, DEMO_PAYROLL.file);
  if (!demo || !(await exists(path))) return [];
  const { db } = services.database;
  const context = await services.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(demo.uploader);
  const uploader = found?.user as
    | { id: string; role?: string | null; organisationId?: string | null }
    | undefined;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, demo.name), isNull(companies.deletedAt)));
  if (!uploader?.organisationId || !company) return null;
  const [stored] = await db
    .select({ id: payrollDocuments.id })
    .from(payrollDocuments)
    .where(
      and(
        eq(payrollDocuments.companyId, company.id),
        eq(payrollDocuments.fiscalYear, DEMO_FISCAL_YEAR),
      ),
    );
  const [reading] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, company.id),
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.payload}->>'documentType' = 'payroll'`,
      ),
    );
  if (stored || reading) return [];
  const actor = scopeOfUser({ ...uploader, emailVerified: true }, []);
  await services.financialData.imports.accept(
    actor,
    uploader.organisationId,
    {
      companyName: demo.name,
      documentType: 'payroll',
      statementType: 'auto',
      fiscalYear: DEMO_FISCAL_YEAR,
      fiscalPeriod: 12,
      aiModel: 'claude',
      keepNames: false,
    },
    { bytes: await readFile(path), fileName: basename(path) },
  );
  return ['payroll'];
}
