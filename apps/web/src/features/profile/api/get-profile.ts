import { Profile } from '@bus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/profile: the signed-in user's own profile with its version (updatedAt). */
export function getProfile(): Promise<Profile> {
  return api.get('/account/profile', Profile);
}

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: getProfile });
}
