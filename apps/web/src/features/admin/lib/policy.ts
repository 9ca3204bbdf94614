import { type AdminUser, type ErrorCode, isAdminRole, type Role } from '@bus/domain';

/**
 * The server's rules (apps/server/src/modules/admin/policy.ts) seen from the table: an action
 * the server would refuse is disabled and its problem code explains why. null = allowed.
 */
export type Actor = { id: string; role: Role };
type Refusal = ErrorCode | null;

const isSelf = (actor: Actor, target: AdminUser) => target.isCurrent || actor.id === target.id;

/** Profile edit, e-mail approval, session revocation. */
export function canManage(actor: Actor, target: AdminUser): Refusal {
  if (isSelf(actor, target)) return null;
  if (isAdminRole(target.role) && actor.role !== 'super_admin') return 'admin/cannot-manage-admin';
  return null;
}

/** Revoking e-mail approval: never a super admin's, their own included (super_admin implies it). */
export function canRevokeApproval(actor: Actor, target: AdminUser): Refusal {
  const refusal = canManage(actor, target);
  if (refusal) return refusal;
  return target.role === 'super_admin' ? 'admin/cannot-revoke-super-admin-approval' : null;
}

export function canBan(actor: Actor, target: AdminUser): Refusal {
  if (isSelf(actor, target)) return 'admin/cannot-ban-self';
  if (target.isBuiltIn) return 'admin/cannot-manage-admin';
  return canManage(actor, target);
}

/** Role change in general (the roles offered come from assignableRoles). */
export function canChangeRole(actor: Actor, target: AdminUser): Refusal {
  if (isSelf(actor, target)) return 'admin/cannot-change-own-role';
  if (actor.role === 'super_admin') return target.isBuiltIn ? 'admin/cannot-manage-admin' : null;
  if (isAdminRole(target.role)) return 'admin/cannot-manage-admin';
  return null;
}

/** Roles the actor may give: super_admin only by a super admin (data-center-board-admin.md §4). */
export function assignableRoles(actor: Actor, roles: readonly Role[]): Role[] {
  return roles.filter((role) => role !== 'super_admin' || actor.role === 'super_admin');
}

export function canDelete(actor: Actor, target: AdminUser): Refusal {
  if (isSelf(actor, target)) return 'admin/cannot-delete-self';
  if (target.isBuiltIn) return 'admin/cannot-delete-builtin';
  if (isAdminRole(target.role)) return 'admin/cannot-delete-admin';
  return null;
}

export function canImpersonate(actor: Actor, target: AdminUser): Refusal {
  if (isSelf(actor, target)) return 'admin/cannot-impersonate-self';
  if (isAdminRole(target.role)) return 'admin/cannot-impersonate-admin';
  return null;
}
