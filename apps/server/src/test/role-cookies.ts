import { type OrganisationKind, ROLES, type Role } from '@bus/domain';
import { eq } from 'drizzle-orm';
import { membershipRepo } from '../modules/organisations/membership';
import { ensureUser } from '../platform/auth/ensure-user';
import { user } from '../platform/db/schema/auth';
import type { App } from '../platform/http/app-type';
import { cookieFrom, signIn, TEST_PASSWORD } from './auth-client';

/** The operator organisation test accounts join unless a test names another one. */
export const TEST_ORGANISATION = '시험 운수사';

export type Membership = { organisation: string | null; kind?: OrganisationKind };

/**
 * A signed-in account with this role (created or promoted as needed), approved and placed in an
 * organisation (issue 14: `TEST_ORGANISATION` unless `membership` names another, or none);
 * returns its cookie.
 */
export async function cookieWithRole(
  app: App,
  email: string,
  role: Role,
  membership: Membership = { organisation: TEST_ORGANISATION },
): Promise<string> {
  await ensureUser(app.services.auth, { email, password: TEST_PASSWORD, name: '테스트', role });
  await placeTestUser(app, email, membership);
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

/** Approves the account and places it in the membership's organisation (created when missing). */
export async function placeTestUser(app: App, email: string, membership: Membership) {
  const { db } = app.services.database;
  const members = membershipRepo(db);
  const organisationId = membership.organisation
    ? await members.ensureOrganisation(membership.organisation, membership.kind ?? 'operator')
    : null;
  await db
    .update(user)
    .set({ organisationId, emailVerified: true })
    .where(eq(user.email, email.toLowerCase()));
  await app.services.sessions.invalidate();
  return organisationId;
}
