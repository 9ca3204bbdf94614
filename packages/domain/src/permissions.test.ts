import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSIONS, permissionsOf, ROLE_GRANTS } from './permissions';
import { ROLES } from './roles';

describe('permissionsOf', () => {
  it('gives a viewer reading and its own account only', () => {
    expect(permissionsOf('viewer')).toEqual(['data:read', 'account:manage']);
  });

  it('gives super_admin every permission', () => {
    expect(permissionsOf('super_admin')).toEqual(PERMISSIONS);
  });

  it('lets admin manage users but not read the audit trail', () => {
    expect(hasPermission('admin', 'users:manage')).toBe(true);
    expect(hasPermission('admin', 'audit:read')).toBe(false);
    expect(hasPermission('manager', 'users:manage')).toBe(false);
  });

  it('grants a higher role everything a lower one has', () => {
    for (let i = 1; i < ROLES.length; i++) {
      const lower = ROLE_GRANTS[ROLES[i - 1] as (typeof ROLES)[number]];
      const higher = ROLE_GRANTS[ROLES[i] as (typeof ROLES)[number]];
      expect(higher).toEqual(expect.arrayContaining(lower));
      expect(higher.length).toBeGreaterThan(lower.length);
    }
  });

  it('treats an unknown role as user', () => {
    expect(permissionsOf('ghost')).toEqual(permissionsOf('user'));
  });
});
