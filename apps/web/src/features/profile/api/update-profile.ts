import { Profile, type ProfileUpdateBody } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { profileKeys } from './keys';

/**
 * PUT /api/account/profile. `body.updatedAt` is the version the edit started from; a newer one on
 * the server answers 409 `conflict` with the stored profile in `params.current`.
 */
export function updateProfile(body: ProfileUpdateBody): Promise<Profile> {
  return api.put('/account/profile', body, Profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(), profile);
      // The top bar shows the name from the session user.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
