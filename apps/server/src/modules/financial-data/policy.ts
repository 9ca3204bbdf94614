import { hasRole, isAdminRole } from '@bus/domain';

/**
 * Who may do what in the financial data center (documented in docs/operator-guide.md §11).
 * Companies and their statements are shared by everyone signed in to the deployment: a viewer
 * reads, a user and above edit; deleting a company is for a manager and above, or for the user
 * whose upload created it.
 */
export type Actor = { id: string; role: string | null | undefined };

export function canDeleteCompany(actor: Actor, company: { createdBy: string | null }): boolean {
  if (hasRole(actor.role, 'manager')) return true;
  return hasRole(actor.role, 'user') && company.createdBy === actor.id;
}

/** A job's progress and outcome are the uploader's, or an admin's to look at. */
export function canReadJob(actor: Actor, job: { userId: string }): boolean {
  return job.userId === actor.id || isAdminRole(actor.role);
}
