import {
  type AdminBanBody,
  type AdminCreateUserBody,
  AdminStats,
  type AdminUpdateUserBody,
  AdminUser,
  AdminUserList,
  type Role,
} from '@bus/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the admin user dashboard; every mutation refreshes the whole root. */
export const ADMIN_ROOT = ['admin'] as const;
/** The users table's filters (issue 14): an organisation or `none`, and pending approval. */
export type UserFilters = { organisation?: string; approval?: 'pending' | 'approved' };

export const adminKeys = {
  stats: () => [...ADMIN_ROOT, 'stats'] as const,
  users: (q: string, page: number, filters: UserFilters = {}) =>
    [...ADMIN_ROOT, 'users', q, page, filters] as const,
};

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** GET /api/admin/users?q=&page=&organisation=&approval= (10 per page, §9). */
export function getUsers(q: string, page: number, filters: UserFilters = {}) {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  if (filters.organisation) params.set('organisation', filters.organisation);
  if (filters.approval) params.set('approval', filters.approval);
  return api.get(`/admin/users?${params}`, AdminUserList);
}

export function useAdminUsers(q: string, page: number, filters: UserFilters = {}) {
  return useQuery({
    queryKey: adminKeys.users(q.trim(), page, filters),
    queryFn: () => getUsers(q, page, filters),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/stats — the stat cards. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: () => api.get('/admin/stats', AdminStats),
  });
}

export type AdminAction =
  | { kind: 'create'; body: AdminCreateUserBody; department?: string | null }
  | { kind: 'update'; id: string; body: AdminUpdateUserBody }
  | { kind: 'delete'; id: string }
  | { kind: 'role'; id: string; role: Role }
  | { kind: 'approval'; id: string; approved: boolean }
  | { kind: 'ban'; id: string; body: AdminBanBody }
  | { kind: 'unban'; id: string }
  | { kind: 'revokeSessions'; id: string }
  | { kind: 'impersonate'; id: string }
  | { kind: 'organisation'; id: string; organisationId: string | null };

async function run(action: AdminAction): Promise<unknown> {
  switch (action.kind) {
    case 'create': {
      const created = await api.post('/admin/users', action.body, AdminUser);
      // The create contract has no department; the profile edit sets it right after.
      if (action.department) {
        return api.patch(userPath(created.id), { department: action.department }, AdminUser);
      }
      return created;
    }
    case 'update':
      return api.patch(userPath(action.id), action.body, AdminUser);
    case 'delete':
      return api.del(userPath(action.id));
    case 'role':
      return api.put(`${userPath(action.id)}/role`, { role: action.role }, AdminUser);
    case 'approval':
      return action.approved
        ? api.post(`${userPath(action.id)}/email-approval`, {}, AdminUser)
        : api.del(`${userPath(action.id)}/email-approval`, AdminUser);
    case 'ban':
      return api.post(`${userPath(action.id)}/ban`, action.body, AdminUser);
    case 'unban':
      return api.post(`${userPath(action.id)}/unban`, {}, AdminUser);
    case 'revokeSessions':
      return api.post(`${userPath(action.id)}/revoke-sessions`, {});
    case 'impersonate':
      return api.post(`${userPath(action.id)}/impersonate`, {});
    case 'organisation':
      return api.put(
        `${userPath(action.id)}/organisation`,
        { organisationId: action.organisationId },
        AdminUser,
      );
  }
}

/** Every write of the dashboard; the table and the stat cards refetch after a success. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, action) => {
      if (action.kind === 'impersonate') return;
      void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT });
    },
  });
}
