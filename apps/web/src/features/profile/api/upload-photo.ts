import { Profile } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { profileKeys } from './keys';

/** PUT /api/account/photo (multipart `file`): replaces the photo; answers the updated profile. */
export function uploadPhoto(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put('/account/photo', form, Profile);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (profile) => {
      // Only the photo changed (the version stays): keep the other fields as the form holds them.
      queryClient.setQueryData<Profile>(profileKeys.profile(), (old) =>
        old ? { ...old, image: profile.image } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
