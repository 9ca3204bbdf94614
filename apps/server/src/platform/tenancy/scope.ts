import { type DataAccess, hasRole, isAdminRole, type OrganisationKind } from '@bus/domain';

/**
 * What one signed-in user may reach (issue 14): its own organisation's data, every organisation
 * for admins, and read-only the operators its organisation oversees. Pure: built once per request
 * by tenancy.ts and consulted by the guard and the repositories.
 */
export type Scope = {
  userId: string;
  role: string | null | undefined;
  organisationId: string | null;
  /**
   * Only operators hold figures of their own: an authority's or association's members read what
   * they oversee and change nothing (null outside every organisation).
   */
  organisationKind: OrganisationKind | null;
  /** An admin-approved account (data-center-board-admin.md §5: the verified-e-mail claim). */
  approved: boolean;
  /** Admins and super admins see and change every organisation's data. */
  everywhere: boolean;
  /** Operator organisations the user's organisation oversees, read-only: `all` or chosen ids. */
  oversees: 'all' | readonly string[];
};

/** Where a row lives: its organisation and that organisation's kind. */
export type Owner = { organisationId: string; kind: OrganisationKind };

export type Access = DataAccess | 'none';

/** A write the caller may not do, with the reason the screens explain. */
export type WriteRefusal = 'organisation/none' | 'organisation/not-approved' | 'forbidden';

export function isOverseer(scope: Scope): boolean {
  return scope.oversees === 'all' || scope.oversees.length > 0;
}

/** What the caller may do to rows of `owner`'s organisation. */
export function accessTo(scope: Scope, owner: Owner): Access {
  if (scope.everywhere) return 'write';
  if (owner.organisationId === scope.organisationId) return ownAccess(scope);
  if (oversees(scope, owner)) return 'read';
  return 'none';
}

/** What the caller may do to its own organisation's rows (Me.dataAccess). */
export function ownAccess(scope: Scope): Access {
  if (scope.everywhere) return 'write';
  if (!scope.organisationId) return 'none';
  if (scope.organisationKind !== 'operator') return 'read';
  return scope.approved && hasRole(scope.role, 'user') ? 'write' : 'read';
}

function oversees(scope: Scope, owner: Owner): boolean {
  if (owner.kind !== 'operator') return false;
  return scope.oversees === 'all' || scope.oversees.includes(owner.organisationId);
}

/** Why the caller may not write into its own organisation, or null when it may. */
export function ownWriteRefusal(scope: Scope): WriteRefusal | null {
  if (scope.everywhere) return null;
  if (!scope.organisationId) return 'organisation/none';
  if (scope.organisationKind !== 'operator') return 'forbidden';
  if (!scope.approved) return 'organisation/not-approved';
  return hasRole(scope.role, 'user') ? null : 'forbidden';
}

/** Why a write into `owner` is refused to a caller who may read it (never 'none': that is 404). */
export function writeRefusal(scope: Scope, owner: Owner): WriteRefusal {
  if (owner.organisationId === scope.organisationId) return ownWriteRefusal(scope) ?? 'forbidden';
  return 'forbidden';
}

export function scopeOfUser(
  user: {
    id: string;
    role?: string | null;
    emailVerified?: boolean | null;
    organisationId?: string | null;
  },
  oversight: Scope['oversees'],
  organisationKind: OrganisationKind | null = 'operator',
): Scope {
  return {
    userId: user.id,
    role: user.role,
    organisationId: user.organisationId ?? null,
    organisationKind: user.organisationId ? organisationKind : null,
    approved: Boolean(user.emailVerified),
    everywhere: isAdminRole(user.role),
    oversees: user.organisationId ? oversight : [],
  };
}
