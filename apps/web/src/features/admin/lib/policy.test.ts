import type { AdminUser } from '@bus/domain';
import { ROLES } from '@bus/domain';
import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canBan,
  canChangeRole,
  canDelete,
  canImpersonate,
  canRevokeApproval,
} from './policy';

const target = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 't',
  username: 't',
  email: 't@x',
  name: 'T',
  department: null,
  role: 'user',
  disabled: false,
  banReason: null,
  banExpires: null,
  emailVerified: false,
  twoFactorEnabled: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  isCurrent: false,
  isBuiltIn: false,
  organisation: null,
  ...overrides,
});
const admin = { id: 'a', role: 'admin' as const };
const superAdmin = { id: 's', role: 'super_admin' as const };

describe('admin table policy (mirrors the server)', () => {
  it('never deletes oneself, an admin or the built-in admin', () => {
    expect(canDelete(admin, target({ id: 'a', isCurrent: true }))).toBe('admin/cannot-delete-self');
    expect(canDelete(superAdmin, target({ role: 'admin' }))).toBe('admin/cannot-delete-admin');
    expect(canDelete(superAdmin, target({ isBuiltIn: true }))).toBe('admin/cannot-delete-builtin');
    expect(canDelete(admin, target({}))).toBeNull();
  });

  it('lets only a super admin change an admin role or grant super_admin', () => {
    expect(canChangeRole(admin, target({ role: 'admin' }))).toBe('admin/cannot-manage-admin');
    expect(canChangeRole(superAdmin, target({ role: 'admin' }))).toBeNull();
    expect(canChangeRole(superAdmin, target({ isBuiltIn: true, role: 'super_admin' }))).toBe(
      'admin/cannot-manage-admin',
    );
    expect(assignableRoles(admin, ROLES)).not.toContain('super_admin');
    expect(assignableRoles(superAdmin, ROLES)).toContain('super_admin');
  });

  it('never bans oneself nor impersonates an admin', () => {
    expect(canBan(admin, target({ id: 'a' }))).toBe('admin/cannot-ban-self');
    expect(canImpersonate(superAdmin, target({ role: 'admin' }))).toBe(
      'admin/cannot-impersonate-admin',
    );
    expect(canImpersonate(admin, target({}))).toBeNull();
  });

  it("never revokes a super admin's e-mail approval, their own included", () => {
    const refused = 'admin/cannot-revoke-super-admin-approval';
    expect(canRevokeApproval(superAdmin, target({ role: 'super_admin' }))).toBe(refused);
    expect(canRevokeApproval(superAdmin, target({ id: 's', role: 'super_admin' }))).toBe(refused);
    expect(canRevokeApproval(admin, target({ role: 'super_admin' }))).toBe(
      'admin/cannot-manage-admin',
    );
    expect(canRevokeApproval(superAdmin, target({ role: 'admin' }))).toBeNull();
    expect(canRevokeApproval(admin, target({}))).toBeNull();
  });
});
