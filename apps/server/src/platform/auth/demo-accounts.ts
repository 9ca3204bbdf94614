import type { Role } from '@bus/domain';
import type { Config } from '../../config';
import {
  type DemoOrganisation,
  placeDemoAccounts,
  seedDemoOrganisations,
} from '../../modules/organisations/demo-organisations';
import type { Database } from '../db/database';
import type { Auth } from './auth';
import { ensureUser } from './ensure-user';

/** The shared demo password (development only); it satisfies the password policy. */
export const DEMO_PASSWORD = 'Demo!2026bus';

export type DemoAccount = {
  email: string;
  role: Role;
  name: string;
  organisation: DemoOrganisation;
};

/**
 * One demo account per role in the first operator (가람), named after it, plus a second
 * operator's staff and a city official who oversees both (issue 14; development mode only).
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'viewer@demo.local', role: 'viewer', name: '데모 조회자', organisation: 'garam' },
  { email: 'user@demo.local', role: 'user', name: '데모 사용자', organisation: 'garam' },
  { email: 'analyst@demo.local', role: 'analyst', name: '데모 분석가', organisation: 'garam' },
  { email: 'manager@demo.local', role: 'manager', name: '데모 매니저', organisation: 'garam' },
  { email: 'admin@demo.local', role: 'admin', name: '데모 관리자', organisation: 'garam' },
  {
    email: 'superadmin@demo.local',
    role: 'super_admin',
    name: '데모 최고 관리자',
    organisation: 'garam',
  },
  { email: 'user@nuri.demo.local', role: 'user', name: '누리 사용자', organisation: 'nuri' },
  { email: 'manager@nuri.demo.local', role: 'manager', name: '누리 매니저', organisation: 'nuri' },
  {
    email: 'official@city.demo.local',
    role: 'analyst',
    name: '가상시 주무관',
    organisation: 'city',
  },
];

/**
 * Creates the demo organisations and the accounts that are missing, resets their roles and
 * places each in its organisation; idempotent.
 */
export async function seedDemoAccounts(config: Config, auth: Auth, db: Database): Promise<number> {
  // Second line of defence: the config already refuses DEMO_SEED in production.
  if (config.nodeEnv === 'production' || !config.demoSeed) return 0;
  const organisations = await seedDemoOrganisations(config, db);
  let created = 0;
  for (const { organisation: _, ...account } of DEMO_ACCOUNTS) {
    const result = await ensureUser(auth, { ...account, password: DEMO_PASSWORD });
    if (result === 'created') created += 1;
  }
  if (organisations) await placeDemoAccounts(auth, db, organisations, DEMO_ACCOUNTS);
  return created;
}

/** What GET /api/meta lists: nothing unless demo accounts were seeded in development. */
export function listedDemoAccounts(config: Config) {
  if (config.nodeEnv === 'production' || !config.demoSeed) return [];
  return DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role, password: DEMO_PASSWORD }));
}
