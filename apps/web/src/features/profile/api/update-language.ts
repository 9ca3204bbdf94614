import type { Profile, ProfileLanguage } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { profileKeys } from './keys';

/**
 * PUT /api/account/language: the top bar's choice becomes the profile's preferred language, which
 * follows the user to their other devices. No schema: the top bar is on every page and zod would
 * weigh on its first load; the server answers through the shared Profile schema already.
 */
export function updateLanguage(preferredLanguage: ProfileLanguage): Promise<Profile> {
  return api.put<Profile>('/account/language', { preferredLanguage });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (profile) => {
      // The new version too: an open profile form moves onto it instead of meeting a 409.
      queryClient.setQueryData(profileKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
