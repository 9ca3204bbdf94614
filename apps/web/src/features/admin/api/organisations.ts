import {
  Invite,
  type InviteCreate,
  InviteList,
  Organisation,
  type OrganisationCreate,
  OrganisationList,
  type OrganisationUpdate,
  type OversightSet,
} from '@bus/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_ROOT } from './admin-users';

/** Under the admin root: a user moved or an organisation changed refreshes every admin table. */
export const organisationKeys = {
  list: () => [...ADMIN_ROOT, 'organisations'] as const,
  invites: (id: string) => [...ADMIN_ROOT, 'organisations', id, 'invites'] as const,
};

const organisationPath = (id: string) => `/admin/organisations/${encodeURIComponent(id)}`;

/** GET /api/admin/organisations (issue 14): every organisation with its counts and oversight. */
export function useOrganisations() {
  return useQuery({
    queryKey: organisationKeys.list(),
    queryFn: () => api.get('/admin/organisations', OrganisationList),
  });
}

/** GET /api/admin/organisations/:id/invites — the links, without their tokens. */
export function useInvites(organisationId: string | null) {
  return useQuery({
    queryKey: organisationKeys.invites(organisationId ?? ''),
    queryFn: () => api.get(`${organisationPath(organisationId ?? '')}/invites`, InviteList),
    enabled: organisationId !== null,
  });
}

export type OrganisationAction =
  | { kind: 'create'; body: OrganisationCreate }
  | { kind: 'update'; id: string; body: OrganisationUpdate }
  | { kind: 'delete'; id: string }
  | { kind: 'oversight'; id: string; body: OversightSet }
  | { kind: 'invite'; id: string; body: InviteCreate }
  | { kind: 'revokeInvite'; id: string };

function run(action: OrganisationAction): Promise<unknown> {
  switch (action.kind) {
    case 'create':
      return api.post('/admin/organisations', action.body, Organisation);
    case 'update':
      return api.patch(organisationPath(action.id), action.body, Organisation);
    case 'delete':
      return api.del(organisationPath(action.id));
    case 'oversight':
      return api.put(`${organisationPath(action.id)}/oversight`, action.body, Organisation);
    case 'invite':
      return api.post(`${organisationPath(action.id)}/invites`, action.body, Invite);
    case 'revokeInvite':
      return api.del(`/admin/invites/${encodeURIComponent(action.id)}`);
  }
}

/** Every write of the organisations tab; the admin tables refetch after a success. */
export function useOrganisationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT }),
  });
}
