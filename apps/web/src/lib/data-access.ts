import type { Company, Me } from '@bus/domain';
import { ApiError } from './api-client';

/**
 * Roles in the UI (issue 14 §8): the server says per company whether the caller may change its
 * figures (`Company.access`: `read` for a viewer, an overseer or an account an admin has not
 * approved yet). The screens hide their edit controls from it; the server refuses the writes anyway.
 */
export function canEditCompany(company: Pick<Company, 'access'> | null | undefined): boolean {
  return company?.access === 'write';
}

/** Same as canEditCompany, as the screens read it next to their other hooks. */
export function useCanEdit(company: Pick<Company, 'access'> | null | undefined): boolean {
  return canEditCompany(company);
}

/**
 * The upload form of the data center: only for accounts that may write their own organisation's
 * figures (`Me.dataAccess`); admins may upload into any organisation.
 */
export function canUpload(user: Pick<Me, 'dataAccess' | 'isAdmin'> | null): boolean {
  if (!user) return false;
  return user.isAdmin || user.dataAccess === 'write';
}

/** A signed-in non-admin outside every organisation: shown how to join one instead of data. */
export function lacksOrganisation(user: Pick<Me, 'organisation' | 'isAdmin'> | null): boolean {
  return !!user && !user.isAdmin && user.organisation === null;
}

/**
 * An account an admin has not approved yet (the verified-e-mail claim, data-center-board-admin.md
 * §5): it reads its organisation's figures and changes none.
 */
export function awaitsApproval(
  user: Pick<Me, 'organisation' | 'emailVerified' | 'isAdmin'> | null,
): boolean {
  return !!user && !user.isAdmin && user.organisation !== null && !user.emailVerified;
}

/**
 * The server refused the change for good (issue 14): 403 (not allowed) or 404 (another
 * organisation's row, or gone). Asking again cannot help, so a queued or autosaved change is
 * dropped and the server's copy shown — unlike a network failure or a 5xx, which is retried.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}
