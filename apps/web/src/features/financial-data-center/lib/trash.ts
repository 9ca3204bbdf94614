import type { TrashList } from '@bus/domain';

/**
 * Issue 14 §6: the trash shows each row's organisation only when the list is not simply the
 * user's own organisation (an admin's spans every organisation).
 */
export function spansOrganisations(list: TrashList, ownId: string | null): boolean {
  return [...list.companies, ...list.statements].some((row) => row.organisation.id !== ownId);
}

/** Days left shown red in the last 3 days before the purge, orange in the last week. */
export function daysLeftColor(daysLeft: number): string {
  if (daysLeft <= 3) return 'red';
  if (daysLeft <= 7) return 'orange';
  return 'default';
}

export function isEmptyTrash(list: TrashList): boolean {
  return list.companies.length === 0 && list.statements.length === 0;
}
