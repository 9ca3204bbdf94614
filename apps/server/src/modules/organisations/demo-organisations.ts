import type { OrganisationKind } from '@bus/domain';
import type { Config } from '../../config';
import type { Auth } from '../../platform/auth/auth';
import type { Database } from '../../platform/db/database';
import { membershipRepo } from './membership';

/**
 * The demo's organisations (issue 14 §5): two operators whose figures are confidential to each
 * other and a city authority that oversees both, read-only. README lists the accounts of each.
 */
export const DEMO_ORGANISATIONS = {
  garam: { name: '가람교통(주) [가상]', kind: 'operator' },
  nuri: { name: '누리운수(주) [가상]', kind: 'operator' },
  city: { name: '가상시 버스정책과 [가상]', kind: 'authority' },
} as const satisfies Record<string, { name: string; kind: OrganisationKind }>;
export type DemoOrganisation = keyof typeof DEMO_ORGANISATIONS;

/** Creates the demo organisations, the city's oversight of both operators; returns their ids. */
export async function seedDemoOrganisations(
  config: Config,
  db: Database,
): Promise<Record<DemoOrganisation, string> | null> {
  if (config.nodeEnv === 'production' || !config.demoSeed) return null;
  const members = membershipRepo(db);
  const ids = {} as Record<DemoOrganisation, string>;
  for (const [key, org] of Object.entries(DEMO_ORGANISATIONS)) {
    ids[key as DemoOrganisation] = await members.ensureOrganisation(org.name, org.kind);
  }
  await members.grantOversight(ids.city, ids.garam);
  await members.grantOversight(ids.city, ids.nuri);
  return ids;
}

/** Places each demo account in its organisation (idempotent; accounts already placed stay). */
export async function placeDemoAccounts(
  auth: Auth,
  db: Database,
  ids: Record<DemoOrganisation, string>,
  accounts: readonly { email: string; organisation: DemoOrganisation }[],
): Promise<void> {
  const context = await auth.$context;
  const members = membershipRepo(db);
  for (const account of accounts) {
    const found = await context.internalAdapter.findUserByEmail(account.email);
    if (!found) continue;
    await members.placeUser(found.user.id, ids[account.organisation]);
    // Demo accounts are approved: the demo shows what an approved operator can do.
    if (!found.user.emailVerified) {
      await context.internalAdapter.updateUser(found.user.id, { emailVerified: true });
    }
  }
}
