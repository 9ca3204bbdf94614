import { hasRole } from '@bus/domain';
import type { Scope } from '../../platform/tenancy/scope';

/**
 * Who may do what in the financial data center (documented in docs/operator-guide.md §11).
 * Every company belongs to one organisation (issue 14): the route guard (platform/tenancy) lets
 * a caller reach only rows of organisations it may read (404 otherwise) and write only where it
 * may write (403). Within an organisation a viewer reads, a user and above edit, and the rules
 * below narrow a few actions further.
 */
export type Actor = Scope;

/**
 * Deleting a company (to the trash) is for a manager and above of its organisation, or for the
 * user whose upload created it; admins may delete any.
 */
export function canDeleteCompany(
  actor: Actor,
  company: { createdBy: string | null; organisationId: string },
): boolean {
  if (actor.everywhere) return true;
  if (company.organisationId !== actor.organisationId) return false;
  if (hasRole(actor.role, 'manager')) return true;
  return hasRole(actor.role, 'user') && company.createdBy === actor.userId;
}

/**
 * A job's progress and outcome are its uploader's, a manager's (and above) of the organisation
 * the upload went into, or an admin's. Anyone else is answered 404, as for a job that does not
 * exist: an overseer reads the operator's figures, not its uploads in progress.
 */
export function canReadJob(
  actor: Actor,
  job: { userId: string; organisationId: string | null },
): boolean {
  if (job.userId === actor.userId || actor.everywhere) return true;
  return job.organisationId === actor.organisationId && hasRole(actor.role, 'manager');
}

/**
 * The trash (issue 14 §6) is its organisation's managers' (and above) to list and restore;
 * admins see and restore every organisation's. The routes require the manager role; the trash
 * list shows the caller's own organisation only (an overseer's own organisation has no trash of
 * the operators it reads).
 */
export const TRASH_ROLE = 'manager' as const;
