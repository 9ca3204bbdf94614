import { type ErrorCode, hasRole } from '@bus/domain';
import type { Scope } from '../../platform/tenancy/scope';

/** A refusal: the problem code and its HTTP status; null means allowed. */
export type Refusal = { code: ErrorCode; status: number } | null;

/**
 * Employee rows of a register — reading them, correcting a job type, deleting the register — are
 * for a manager or above of the company's own organisation, and for admins (docs/adr/0013 "Who
 * sees what"). An overseer reads the aggregates, never the people: refused like a lower role.
 * The route guard has already answered 404 to anyone who may not read the company at all.
 */
export function canSeeRows(scope: Scope, company: { organisationId: string }): boolean {
  if (scope.everywhere) return true;
  return company.organisationId === scope.organisationId && hasRole(scope.role, 'manager');
}

export function rowsRefusal(scope: Scope, company: { organisationId: string }): Refusal {
  return canSeeRows(scope, company) ? null : { code: 'payroll/rows-forbidden', status: 403 };
}
