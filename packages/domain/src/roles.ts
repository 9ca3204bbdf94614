/** The six roles in ascending order of rights (platform.md §6, data-center-board-admin.md §6). */
export const ROLES = ['viewer', 'user', 'analyst', 'manager', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Role given to a new account when nothing else is said (platform.md §6: "defaults to user"). */
export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Rank of a role in the fixed order; unknown values rank as the default role. */
export function roleRank(role: string | null | undefined): number {
  return ROLES.indexOf(isRole(role) ? role : DEFAULT_ROLE);
}

/** True when `role` is at least `least` in the fixed order. */
export function hasRole(role: string | null | undefined, least: Role): boolean {
  return roleRank(role) >= ROLES.indexOf(least);
}

/** Admin rights: the admin and super_admin roles (platform.md §6). */
export function isAdminRole(role: string | null | undefined): boolean {
  return hasRole(role, 'admin');
}

/** Fixed display colour per role (antd tag colours; super_admin red, admin blue per spec §6). */
export const ROLE_COLORS: Record<Role, string> = {
  viewer: 'default',
  user: 'green',
  analyst: 'cyan',
  manager: 'gold',
  admin: 'blue',
  super_admin: 'red',
};
