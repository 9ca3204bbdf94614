import type { Role } from '@bus/domain';
import type { Config } from '../../config';
import type { Auth } from './auth';
import { ensureUser } from './ensure-user';

/** The shared demo password (development only); it satisfies the password policy. */
export const DEMO_PASSWORD = 'Demo!2026bus';

/** One demo account per role, named after it (development mode only). */
export const DEMO_ACCOUNTS: { email: string; role: Role; name: string }[] = [
  { email: 'viewer@demo.local', role: 'viewer', name: '데모 열람자' },
  { email: 'user@demo.local', role: 'user', name: '데모 사용자' },
  { email: 'analyst@demo.local', role: 'analyst', name: '데모 분석가' },
  { email: 'manager@demo.local', role: 'manager', name: '데모 매니저' },
  { email: 'admin@demo.local', role: 'admin', name: '데모 관리자' },
  { email: 'superadmin@demo.local', role: 'super_admin', name: '데모 최고관리자' },
];

/** Creates the demo accounts that are missing and resets their roles; idempotent. */
export async function seedDemoAccounts(config: Config, auth: Auth): Promise<number> {
  // Second line of defence: the config already refuses DEMO_SEED in production.
  if (config.nodeEnv === 'production' || !config.demoSeed) return 0;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const result = await ensureUser(auth, { ...account, password: DEMO_PASSWORD });
    if (result === 'created') created += 1;
  }
  return created;
}

/** What GET /api/meta lists: nothing unless demo accounts were seeded in development. */
export function listedDemoAccounts(config: Config) {
  if (config.nodeEnv === 'production' || !config.demoSeed) return [];
  return DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role, password: DEMO_PASSWORD }));
}
