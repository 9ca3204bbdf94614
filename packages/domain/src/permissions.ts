import { hasRole, ROLES, type Role } from './roles';

/**
 * What each role may do, as named permissions (shown on /token-refresh, data-center-board-admin.md
 * §2 "granted permissions"). Each permission has a least role; a role holds every permission
 * whose least role it reaches (platform.md §6: roles are ordered). The server's route guard
 * enforces the same least roles (`minRole`); this table is what users are told.
 */
export const PERMISSION_MIN_ROLE = {
  /** Read dashboards, financial data, costing and reports (platform.md §6: viewer is read-only). */
  'data:read': 'viewer',
  /** Own profile, password, settings and account deletion (data-center-board-admin.md §6). */
  'account:manage': 'viewer',
  /** Upload documents and edit statements and costing inputs. */
  'data:write': 'user',
  /** Read the full board, post and comment (data-center-board-admin.md §6). */
  'board:write': 'user',
  /** Run analyses and forecasts. */
  'analysis:run': 'analyst',
  /** Delete companies, post notices, pin posts (data-center-board-admin.md §6). */
  'data:delete': 'manager',
  'board:moderate': 'manager',
  /** /admin: list, create, edit, delete users; roles, approval, bans, impersonation. */
  'users:manage': 'admin',
  /** /super-admin: system console and the audit trail. */
  'audit:read': 'super_admin',
  'system:manage': 'super_admin',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSION_MIN_ROLE;
export const PERMISSIONS = Object.keys(PERMISSION_MIN_ROLE) as Permission[];

/** Permissions granted to `role`, in the order of PERMISSIONS; unknown roles count as user. */
export function permissionsOf(role: string | null | undefined): Permission[] {
  return PERMISSIONS.filter((permission) => hasRole(role, PERMISSION_MIN_ROLE[permission]));
}

/** True when `role` holds `permission`. */
export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return hasRole(role, PERMISSION_MIN_ROLE[permission]);
}

/** Each role with its permissions, lowest role first (for documentation and the session page). */
export const ROLE_GRANTS: Record<Role, Permission[]> = Object.fromEntries(
  ROLES.map((role) => [role, permissionsOf(role)]),
) as Record<Role, Permission[]>;
