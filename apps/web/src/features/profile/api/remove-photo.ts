import type { Profile } from '@bus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/use-auth';
import { profileKeys } from './keys';

/** DELETE /api/account/photo: the stored photo is deleted from the file storage. */
export function removePhoto(): Promise<void> {
  return api.del('/account/photo');
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: () => {
      queryClient.setQueryData<Profile>(profileKeys.profile(), (old) =>
        old ? { ...old, image: null } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
