import { access, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Config } from '../../config';
import { REPO_ROOT } from '../../config';
import type { Auth } from '../../platform/auth/auth';
import type { FinancialDataServices } from './service';

/** The two synthetic sample companies (docs/domain/samples, fixtures/statements). */
export const DEMO_COMPANIES = [
  { folder: 'A_city_bus_300', name: '가람시내버스(주) [가상]' },
  { folder: 'B_intercity_small', name: '누리시외버스(주) [가상]' },
] as const;
/** The sample statements are of fiscal year 2024 (with 2023 as the previous period). */
export const DEMO_FISCAL_YEAR = 2024;
/** The demo account the sample uploads are made as (it may delete them again). */
export const DEMO_UPLOADER = 'user@demo.local';

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
 * Development with DEMO_SEED: uploads the sample companies once through the same path as a
 * user's upload (stored original, extraction job). A company that exists is left alone, so this
 * is idempotent; a failed import removes its company and is tried again at the next start.
 */
export async function seedDemoCompanies(
  config: Config,
  auth: Auth,
  financialData: FinancialDataServices,
  root = REPO_ROOT,
): Promise<string[]> {
  if (config.nodeEnv !== 'development' || !config.demoSeed) return [];
  const context = await auth.$context;
  const uploader = await context.internalAdapter.findUserByEmail(DEMO_UPLOADER);
  if (!uploader) return [];
  const actor = { id: uploader.user.id, role: 'user' };
  const queued: string[] = [];
  for (const company of DEMO_COMPANIES) {
    const known = await financialData.statements.listCompanies(company.name);
    if (known.some((c) => c.name === company.name)) continue;
    const path = await demoFile(root, company.folder);
    if (!path) continue;
    await financialData.imports.accept(
      actor,
      {
        companyName: company.name,
        documentType: 'financial_statement',
        statementType: 'auto',
        fiscalYear: DEMO_FISCAL_YEAR,
        fiscalPeriod: 12,
        aiModel: 'claude',
      },
      { bytes: await readFile(path), fileName: basename(path) },
    );
    queued.push(company.name);
  }
  return queued;
}
