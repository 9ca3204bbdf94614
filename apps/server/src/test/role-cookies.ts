import { ROLES, type Role } from '@bus/domain';
import { ensureUser } from '../platform/auth/ensure-user';
import type { App } from '../platform/http/app-type';
import { cookieFrom, signIn, TEST_PASSWORD } from './auth-client';

/** A signed-in account with this role (created or promoted as needed); returns its cookie. */
export async function cookieWithRole(app: App, email: string, role: Role): Promise<string> {
  await ensureUser(app.services.auth, { email, password: TEST_PASSWORD, name: '테스트', role });
  const response = await signIn(app, email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieFrom(response);
}

/**
 * One signed-in account per role (`{role}@roles.test`, or with `prefix` for several sets in
 * one app), for tables that call a route as each of the six roles.
 */
export async function cookiesForAllRoles(app: App, prefix = ''): Promise<Record<Role, string>> {
  const entries: [Role, string][] = [];
  for (const role of ROLES) {
    const email = `${prefix}${role.replace('_', '-')}@roles.test`;
    entries.push([role, await cookieWithRole(app, email, role)]);
  }
  return Object.fromEntries(entries) as Record<Role, string>;
}
