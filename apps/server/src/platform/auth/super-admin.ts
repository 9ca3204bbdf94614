import type { Config } from '../../config';
import type { Auth } from './auth';
import { type EnsureResult, ensureUser } from './ensure-user';

/** Default display name of the first super admin (it can be changed in the profile later). */
export const SUPER_ADMIN_DEFAULT_NAME = '최고 관리자';

/** The first super_admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD (create or promote). */
export async function ensureSuperAdminFromConfig(
  config: Config,
  auth: Auth,
): Promise<EnsureResult | null> {
  if (!config.superAdmin) return null;
  return ensureUser(auth, {
    email: config.superAdmin.email,
    password: config.superAdmin.password,
    name: SUPER_ADMIN_DEFAULT_NAME,
    role: 'super_admin',
  });
}
