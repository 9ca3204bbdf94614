import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeListPost } from '../lib/list-cache';
import { boardKeys, postPath } from './keys';

/** DELETE /api/board/posts/{id} (its author only, §6). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del(postPath(id)),
    onSuccess: (_, id) => {
      removeListPost(queryClient, id);
      queryClient.removeQueries({ queryKey: boardKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: boardKeys.tags() });
    },
  });
}
