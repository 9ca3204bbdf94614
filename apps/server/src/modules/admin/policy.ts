import { type ErrorCode, isAdminRole, type Role } from '@bus/domain';

/** Who acts: the signed-in admin or super admin. */
export type Actor = { id: string; role: Role };
/** Whom the action is about. `builtIn`: the configured super admin (SUPER_ADMIN_EMAIL). */
export type Target = { id: string; role: Role; builtIn: boolean };

/** A refusal: the problem code and its HTTP status; null means allowed. */
export type Refusal = { code: ErrorCode; status: number } | null;

const refuse = (code: ErrorCode, status = 403): Refusal => ({ code, status });

/**
 * Profile edits, bans, e-mail approval and session revocation (data-center-board-admin.md §4,
 * issue 6 "no user can change … another admin's"): an admin manages non-admin users only; a
 * super admin manages everyone except the built-in super admin's standing.
 */
export function canManage(actor: Actor, target: Target): Refusal {
  if (actor.id === target.id) return null;
  if (isAdminRole(target.role) && actor.role !== 'super_admin') {
    return refuse('admin/cannot-manage-admin');
  }
  return null;
}

/**
 * Granting or revoking e-mail approval: as canManage, and a super admin's approval is never
 * revoked, not even by the super admin themselves: super_admin implies e-mail approval
 * (data-center-board-admin.md §4), and promotion and seeding grant it.
 */
export function canSetEmailApproval(actor: Actor, target: Target, approved: boolean): Refusal {
  const refusal = canManage(actor, target);
  if (refusal) return refusal;
  if (!approved && target.role === 'super_admin') {
    return refuse('admin/cannot-revoke-super-admin-approval');
  }
  return null;
}

/** Banning (the spec's "disable"): never oneself, never the built-in super admin. */
export function canBan(actor: Actor, target: Target): Refusal {
  if (actor.id === target.id) return refuse('admin/cannot-ban-self', 400);
  if (target.builtIn) return refuse('admin/cannot-manage-admin');
  return canManage(actor, target);
}

/**
 * Role change (data-center-board-admin.md §4, ADR admin role policy): nobody changes their own
 * role; an admin sets viewer…admin on non-admin users only; only a super admin grants or revokes
 * super_admin or changes an admin's role; the built-in super admin keeps its role.
 */
export function canChangeRole(actor: Actor, target: Target, next: Role): Refusal {
  if (actor.id === target.id) return refuse('admin/cannot-change-own-role');
  if (actor.role === 'super_admin') {
    return target.builtIn ? refuse('admin/cannot-manage-admin') : null;
  }
  if (next === 'super_admin') return refuse('admin/super-admin-required');
  if (isAdminRole(target.role)) return refuse('admin/cannot-manage-admin');
  return null;
}

/** A role an admin may give a new account; super_admin needs a super admin. */
export function canCreateWithRole(actor: Actor, role: Role): Refusal {
  if (role === 'super_admin' && actor.role !== 'super_admin') {
    return refuse('admin/super-admin-required');
  }
  return null;
}

/** Deletion (data-center-board-admin.md §5): never oneself, an admin or the built-in admin. */
export function canDelete(actor: Actor, target: Target): Refusal {
  if (actor.id === target.id) return refuse('admin/cannot-delete-self', 400);
  if (target.builtIn) return refuse('admin/cannot-delete-builtin');
  if (isAdminRole(target.role)) return refuse('admin/cannot-delete-admin');
  return null;
}

/** Impersonation (the spec's "test ID" switch): never oneself, never an admin or super admin. */
export function canImpersonate(actor: Actor, target: Target): Refusal {
  if (actor.id === target.id) return refuse('admin/cannot-impersonate-self', 400);
  if (isAdminRole(target.role)) return refuse('admin/cannot-impersonate-admin');
  return null;
}
