import { describe, expect, it } from 'vitest';
import { hasRole, isAdminRole, roleRank } from './roles';

describe('roles', () => {
  it('orders viewer < user < analyst < manager < admin < super_admin', () => {
    expect(roleRank('viewer')).toBeLessThan(roleRank('user'));
    expect(roleRank('manager')).toBeLessThan(roleRank('admin'));
    expect(roleRank('admin')).toBeLessThan(roleRank('super_admin'));
  });

  it('treats only admin and super_admin as administrators', () => {
    expect(isAdminRole('manager')).toBe(false);
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('super_admin')).toBe(true);
  });

  it('ranks an unknown role as the default user role', () => {
    expect(hasRole('intruder', 'user')).toBe(true);
    expect(hasRole('intruder', 'analyst')).toBe(false);
  });
});
