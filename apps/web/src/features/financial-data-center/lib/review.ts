import type { Account, Provenance } from '@bus/domain';

/** A value of an account line that an extractor could not settle (types.ts `uncertain`). */
export type ReviewField = NonNullable<Provenance['uncertain']>[number];

/**
 * The values of an account still to be checked against the original: those the extractor marked
 * uncertain, until a user has checked the line ("verified"), which settles them.
 */
export function fieldsToReview(account: Pick<Account, 'provenance' | 'isVerified'>): ReviewField[] {
  if (account.isVerified) return [];
  return account.provenance.uncertain ?? [];
}

/** How many values of a statement are still marked for review. */
export function reviewCount(accounts: readonly Account[]): number {
  return accounts.reduce((sum, account) => sum + fieldsToReview(account).length, 0);
}
