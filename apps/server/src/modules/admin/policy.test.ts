import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canBan,
  canChangeRole,
  canCreateWithRole,
  canDelete,
  canImpersonate,
  canManage,
  canSetEmailApproval,
  type Target,
} from './policy';

const admin: Actor = { id: 'a1', role: 'admin' };
const superAdmin: Actor = { id: 's1', role: 'super_admin' };
const user: Target = { id: 'u1', role: 'user', builtIn: false };
const otherAdmin: Target = { id: 'a2', role: 'admin', builtIn: false };
const builtIn: Target = { id: 's0', role: 'super_admin', builtIn: true };
const self = (actor: Actor): Target => ({ id: actor.id, role: actor.role, builtIn: false });
const code = (refusal: { code: string } | null) => refusal?.code ?? null;

describe('admin role policy', () => {
  it('refuses a change of one’s own role to everyone', () => {
    expect(code(canChangeRole(admin, self(admin), 'user'))).toBe('admin/cannot-change-own-role');
    expect(code(canChangeRole(superAdmin, self(superAdmin), 'admin'))).toBe(
      'admin/cannot-change-own-role',
    );
  });

  it('lets an admin set viewer…admin on non-admin users only', () => {
    expect(canChangeRole(admin, user, 'admin')).toBeNull();
    expect(canChangeRole(admin, user, 'viewer')).toBeNull();
    expect(code(canChangeRole(admin, user, 'super_admin'))).toBe('admin/super-admin-required');
    expect(code(canChangeRole(admin, otherAdmin, 'user'))).toBe('admin/cannot-manage-admin');
  });

  it('lets a super admin change any role but the built-in super admin’s', () => {
    expect(canChangeRole(superAdmin, user, 'super_admin')).toBeNull();
    expect(canChangeRole(superAdmin, otherAdmin, 'user')).toBeNull();
    expect(code(canChangeRole(superAdmin, builtIn, 'admin'))).toBe('admin/cannot-manage-admin');
  });

  it('creates super admins only for a super admin', () => {
    expect(code(canCreateWithRole(admin, 'super_admin'))).toBe('admin/super-admin-required');
    expect(canCreateWithRole(admin, 'admin')).toBeNull();
    expect(canCreateWithRole(superAdmin, 'super_admin')).toBeNull();
  });

  it('never deletes oneself, an admin or the built-in super admin', () => {
    expect(code(canDelete(admin, self(admin)))).toBe('admin/cannot-delete-self');
    expect(code(canDelete(superAdmin, otherAdmin))).toBe('admin/cannot-delete-admin');
    expect(code(canDelete(superAdmin, builtIn))).toBe('admin/cannot-delete-builtin');
    expect(canDelete(admin, user)).toBeNull();
  });

  it('bans, edits and impersonates within the same limits', () => {
    expect(code(canBan(admin, self(admin)))).toBe('admin/cannot-ban-self');
    expect(code(canBan(admin, otherAdmin))).toBe('admin/cannot-manage-admin');
    expect(code(canBan(superAdmin, builtIn))).toBe('admin/cannot-manage-admin');
    expect(canBan(superAdmin, otherAdmin)).toBeNull();
    expect(code(canManage(admin, otherAdmin))).toBe('admin/cannot-manage-admin');
    expect(canManage(admin, self(admin))).toBeNull();
    expect(code(canImpersonate(superAdmin, otherAdmin))).toBe('admin/cannot-impersonate-admin');
    expect(code(canImpersonate(admin, self(admin)))).toBe('admin/cannot-impersonate-self');
    expect(canImpersonate(admin, user)).toBeNull();
  });

  it('never revokes a super admin’s e-mail approval, their own included', () => {
    const otherSuper: Target = { id: 's2', role: 'super_admin', builtIn: false };
    const refused = 'admin/cannot-revoke-super-admin-approval';
    expect(code(canSetEmailApproval(superAdmin, otherSuper, false))).toBe(refused);
    expect(code(canSetEmailApproval(superAdmin, self(superAdmin), false))).toBe(refused);
    expect(code(canSetEmailApproval(superAdmin, builtIn, false))).toBe(refused);
    expect(canSetEmailApproval(superAdmin, otherSuper, true)).toBeNull();
    expect(canSetEmailApproval(superAdmin, otherAdmin, false)).toBeNull();
    expect(canSetEmailApproval(admin, user, false)).toBeNull();
    expect(code(canSetEmailApproval(admin, otherSuper, false))).toBe('admin/cannot-manage-admin');
  });
});
